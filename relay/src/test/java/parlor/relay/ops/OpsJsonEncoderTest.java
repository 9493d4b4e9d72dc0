package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import parlor.relay.testing.JsonLines;

/** relay.jsonl as a tool reads it: flat fields, an event on every line, counts as numbers. */
class OpsJsonEncoderTest {

    private final ByteArrayOutputStream file = new ByteArrayOutputStream();
    private final OutputStreamAppender<ILoggingEvent> appender = new OutputStreamAppender<>();
    /** The name the threads a test starts to write lines begin with. */
    private static final String WRITER = "ops-json-test-writer-";

    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

    @BeforeEach
    void writeTheLogHere() {
        LoggerContext context = root.getLoggerContext();
        OpsJsonEncoder encoder = new OpsJsonEncoder();
        encoder.setContext(context);
        encoder.start();
        appender.setContext(context);
        appender.setEncoder(encoder);
        appender.setOutputStream(file);
        // other tests' relays may still be logging in this JVM: only this test's own threads' lines are read
        String testThread = Thread.currentThread().getName();
        appender.addFilter(new ch.qos.logback.core.filter.Filter<>() {
            @Override
            public ch.qos.logback.core.spi.FilterReply decide(ILoggingEvent event) {
                return event.getThreadName().equals(testThread)
                                || event.getThreadName().startsWith(WRITER)
                        ? ch.qos.logback.core.spi.FilterReply.NEUTRAL
                        : ch.qos.logback.core.spi.FilterReply.DENY;
            }
        });
        appender.start();
        root.addAppender(appender);
    }

    @AfterEach
    void stopWritingHere() {
        root.detachAppender(appender);
        appender.stop();
    }

    @Test
    void anEventsFieldsAreFlatAndItsCountsAreNumbers() {
        OpsLog.messageComplete("T1", 7, 2, 11);
        OpsLog.replyComplete("T1", 3, Duration.ofMillis(140));

        List<Map<String, Object>> lines = lines();

        assertThat(lines.get(0))
                .containsEntry("level", "INFO")
                .containsEntry("event", "message-complete")
                .containsEntry("terminal", "T1")
                .containsEntry("judge", 7)
                .containsEntry("lines", 2)
                .containsEntry("words", 11)
                .containsEntry("message", "judge 07 message complete: 2 line(s), 11 word(s)");
        assertThat((String) lines.get(0).get("time")).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
        assertThat(lines.get(1))
                .containsEntry("event", "reply-complete")
                .containsEntry("lines", 3)
                .containsEntry("ms", 140);
        assertThat(lines).allSatisfy(line -> assertThat(line).doesNotContainKey("logger"));
    }

    @Test
    void aLineWithNoTerminalOrJudgeLeavesThoseFieldsOut() {
        OpsLog.messageComplete("T2", -1, 1, 1);
        OpsLog.contestClock("round 1 started");

        List<Map<String, Object>> lines = lines();

        assertThat(lines.get(0)).containsEntry("terminal", "T2").doesNotContainKey("judge");
        assertThat(lines.get(1)).containsEntry("event", "contest-clock").doesNotContainKey("terminal");
    }

    /**
     * Every station's reading thread writes a line as it connects: a relay of a thousand stations
     * must not keep a set of the encoder's buffers for each of them (Jackson's own default kept
     * 16 KB for every thread that ever wrote).
     */
    @Test
    void linesWrittenFromManyThreadsLeaveNoBuffersBehindForEachThread() throws Exception {
        int threads = 300;
        java.util.concurrent.CountDownLatch written = new java.util.concurrent.CountDownLatch(threads);
        java.util.concurrent.CountDownLatch leave = new java.util.concurrent.CountDownLatch(1);
        long before = heapAfterCollection();
        List<Thread> writers = new java.util.ArrayList<>();
        for (int i = 0; i < threads; i++) {
            String terminal = "many-" + i;
            writers.add(Thread.ofPlatform()
                    .name(WRITER + i)
                    .stackSize(256 * 1024)
                    .start(() -> {
                        OpsLog.messageComplete(terminal, 1, 1, 1);
                        written.countDown();
                        try {
                            leave.await(); // alive, as a connected station's reading thread is
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }));
        }
        written.await();
        long held = heapAfterCollection() - before;
        leave.countDown();
        for (Thread writer : writers) {
            writer.join();
        }

        // other tests' relays may still be logging in this JVM: only this test's lines count
        assertThat(lines())
                .filteredOn(line -> String.valueOf(line.get("terminal")).startsWith("many-"))
                .hasSize(threads);
        assertThat(held / threads)
                .as("bytes of heap held per thread that wrote a line (%d threads alive)", threads)
                .isLessThan(4 * 1024);
    }

    private static long heapAfterCollection() {
        System.gc();
        return java.lang.management.ManagementFactory.getMemoryMXBean()
                .getHeapMemoryUsage()
                .getUsed();
    }

    @Test
    void aFaultKeepsItsStackInItsOwnLine() {
        OpsLog.relayFault("the relay's tick", new IllegalStateException("no seat T9"));

        Map<String, Object> line = lines().getFirst();

        assertThat(line)
                .containsEntry("level", "ERROR")
                .containsEntry("event", "relay-fault")
                .containsEntry("error", "java.lang.IllegalStateException: no seat T9");
        assertThat((String) line.get("stack"))
                .contains("at parlor.relay.ops.OpsJsonEncoderTest.aFaultKeepsItsStackInItsOwnLine");
    }

    @Test
    void aRestartedEntityIsNamedByItsIdAlone() {
        EntityLog.entityRestarted("T1", "E2");

        assertThat(lines().getFirst())
                .containsEntry("event", "entity-started")
                .containsEntry("entity", "E2")
                .containsEntry("restarted", true)
                .containsEntry("message", "entity E2 started (restarted)");
    }

    @Test
    void aLibrarysLineHasTheEventLogAndNamesItsLogger() {
        LoggerFactory.getLogger("com.pty4j.unix.Pty").warn("cannot set the window size: {}", "EINVAL \"quoted\"\n");

        assertThat(lines().getFirst())
                .containsEntry("event", "log")
                .containsEntry("logger", "com.pty4j.unix.Pty")
                .containsEntry("message", "cannot set the window size: EINVAL \"quoted\"\n");
    }

    private List<Map<String, Object>> lines() {
        String text = file.toString(StandardCharsets.UTF_8);
        assertThat(text).endsWith("\n");
        return Arrays.stream(text.split("\n")).map(JsonLines::parse).toList();
    }
}
