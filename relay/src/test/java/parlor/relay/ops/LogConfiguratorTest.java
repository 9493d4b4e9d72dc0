package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.util.ContextInitializer;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.rolling.TimeBasedRollingPolicy;
import ch.qos.logback.core.status.Status;
import ch.qos.logback.core.util.FileSize;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The logs as logback sets them up when it starts (through its ServiceLoader, as in every Parlor
 * command), against what docs/operators.md tells an operator: two owner-only files, rolled at
 * midnight and at 10 MB, kept 60 days or 100 MB a log, nothing on the console.
 */
class LogConfiguratorTest {

    @TempDir
    Path folder;

    @Test
    void twoOwnerOnlyFilesRollingAtTheDocumentedLimitsAndNothingOnTheConsole() throws Exception {
        LoggerContext context = started(Map.of());
        try {
            Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
            assertThat(root.getLevel()).isEqualTo(Level.INFO);
            assertThat(context.getLogger("com.pty4j").getLevel())
                    .as("pty4j's chatter")
                    .isEqualTo(Level.WARN);
            assertThat(appenders(context))
                    .as("no console, no other file")
                    .extracting(Appender::getName)
                    .containsExactly("TEXT", "JSON");

            var text = rolling(root, "TEXT");
            assertThat(text.getFile()).isEqualTo(folder.resolve("relay.log").toString());
            assertThat(policy(text).getFileNamePattern())
                    .isEqualTo(folder.resolve("relay.%d{yyyy-MM-dd}.%i.log").toString());
            assertThat(((PatternLayoutEncoder) text.getEncoder()).getPattern())
                    .isEqualTo("%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level %-4X{terminal:--} %msg%n%ex{short}");
            var json = rolling(root, "JSON");
            assertThat(json.getFile()).isEqualTo(folder.resolve("relay.jsonl").toString());
            assertThat(policy(json).getFileNamePattern())
                    .isEqualTo(folder.resolve("relay.%d{yyyy-MM-dd}.%i.jsonl").toString());
            assertThat(json.getEncoder()).isInstanceOf(OpsJsonEncoder.class);
            assertThat(text.getCopyOfAttachedFiltersList())
                    .as("each entity's share guarded on both files alike, by one guard")
                    .singleElement()
                    .isInstanceOf(EntityLogGuard.class)
                    .isSameAs(json.getCopyOfAttachedFiltersList().getFirst());
            for (var appender : List.of(text, json)) {
                assertThat(appender).isInstanceOf(OwnerOnlyFileAppender.class);
                assertThat(appender.isStarted()).isTrue();
                assertThat(limits(policy(appender)))
                        .as(appender.getName())
                        .containsExactly(
                                FileSize.valueOf("10MB").getSize(),
                                FileSize.valueOf("100MB").getSize(),
                                60L);
            }
        } finally {
            context.stop();
        }
    }

    @Test
    void theFilesNameAndSizesComeFromTheCommandLinesProperties() throws Exception {
        LoggerContext context = started(
                Map.of("parlor.log.name", "station", "parlor.log.fileSize", "2MB", "parlor.log.totalSize", "20MB"));
        try {
            var text = rolling(context.getLogger(Logger.ROOT_LOGGER_NAME), "TEXT");
            assertThat(text.getFile()).isEqualTo(folder.resolve("station.log").toString());
            assertThat(limits(policy(text))).containsExactly(2L * 1024 * 1024, 20L * 1024 * 1024, 60L);
        } finally {
            context.stop();
        }
    }

    @Test
    void aSizeThatIsNotOneIsSaidByNameAndTheLogIsWrittenAnyway() throws Exception {
        LoggerContext context = started(Map.of("parlor.log.fileSize", "ten megs"));
        try {
            context.getLogger(OpsLog.LOGGER).info("relay started");
        } finally {
            context.stop();
        }
        assertThat(context.getStatusManager().getCopyOfStatusList())
                .filteredOn(status -> status.getLevel() == Status.ERROR)
                .extracting(Status::getMessage)
                .containsExactly(
                        "parlor.log.fileSize: \"ten megs\" is not a size (such as 10MB, 512KB or 1GB); using 10MB");
        assertThat(Files.readString(folder.resolve("relay.log"))).contains("relay started");
    }

    @Test
    void aShortLivedLogRollsBySizeAloneAndKeepsWhatTheTotalHolds() throws Exception {
        // the station's demo: no daily calendar to set up as it starts
        LoggerContext context = started(
                Map.of("parlor.log.daily", "false", "parlor.log.fileSize", "2MB", "parlor.log.totalSize", "20MB"));
        try {
            context.getLogger(OpsLog.LOGGER).info("relay started");
            for (String name : List.of("TEXT", "JSON")) {
                var appender = rolling(context.getLogger(Logger.ROOT_LOGGER_NAME), name);
                assertThat(appender).isInstanceOf(OwnerOnlyFileAppender.class);
                var window = (FixedWindowRollingPolicy) appender.getRollingPolicy();
                String extension = name.equals("TEXT") ? "log" : "jsonl";
                assertThat(window.getFileNamePattern())
                        .isEqualTo(folder.resolve("relay.%i." + extension).toString());
                assertThat(List.of(window.getMinIndex(), window.getMaxIndex()))
                        .as("20 MB of 2 MB files")
                        .containsExactly(1, 10);
                var trigger = (SizeBasedTriggeringPolicy<?>) appender.getTriggeringPolicy();
                assertThat(trigger.getMaxFileSize().getSize()).isEqualTo(2L * 1024 * 1024);
            }
        } finally {
            context.stop();
        }
        assertThat(Files.readString(folder.resolve("relay.log"))).contains("relay started");
        assertThat(Files.getPosixFilePermissions(folder.resolve("relay.jsonl")))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
    }

    @Test
    void aQueuedLogWritesEveryLineOffTheCallersThreadAndTheRestWhenItStops() throws Exception {
        // the relay's: its link loops hand their lines to a thread of the log's own
        LoggerContext context = started(Map.of("parlor.log.queued", "true"));
        int threads = 4;
        int lines = 3_000; // more than the queue holds at once: a caller waits, nothing is dropped
        try {
            assertThat(appenders(context)).extracting(Appender::getName).containsExactly("TEXT-QUEUED", "JSON-QUEUED");
            List<Thread> callers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int caller = t;
                callers.add(Thread.ofPlatform().start(() -> {
                    for (int i = 0; i < lines; i++) {
                        context.getLogger(OpsLog.LOGGER).info("caller {} line {}", caller, i);
                    }
                }));
            }
            for (Thread caller : callers) {
                caller.join();
            }
        } finally {
            context.stop();
        }
        for (String file : List.of("relay.log", "relay.jsonl")) {
            List<String> written = Files.readAllLines(folder.resolve(file));
            assertThat(written).as(file).hasSize(threads * lines);
            for (int t = 0; t < threads; t++) {
                String caller = "caller " + t + " line ";
                assertThat(written.stream()
                                .filter(line -> line.contains(caller))
                                .map(line -> Integer.parseInt(line.replaceAll(".*" + caller + "(\\d+).*", "$1"))))
                        .as(file + ": caller " + t + "'s lines, each once, in the order said")
                        .containsExactlyElementsOf(
                                IntStream.range(0, lines).boxed().toList());
            }
        }
    }

    /** A context as logback starts one, with these properties as a command line's -D would give them. */
    private LoggerContext started(Map<String, String> properties) throws Exception {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        context.putProperty("parlor.logs", folder.toString());
        properties.forEach(context::putProperty);
        new ContextInitializer(context).autoConfig();
        return context;
    }

    private static List<Appender<ILoggingEvent>> appenders(LoggerContext context) {
        List<Appender<ILoggingEvent>> all = new ArrayList<>();
        for (Logger logger : context.getLoggerList()) {
            Iterable<Appender<ILoggingEvent>> each = logger::iteratorForAppenders;
            StreamSupport.stream(each.spliterator(), false).forEach(all::add);
        }
        return all;
    }

    private static RollingFileAppender<ILoggingEvent> rolling(Logger root, String name) {
        return (RollingFileAppender<ILoggingEvent>) root.getAppender(name);
    }

    private static SizeAndTimeBasedRollingPolicy<?> policy(RollingFileAppender<?> appender) {
        return (SizeAndTimeBasedRollingPolicy<?>) appender.getRollingPolicy();
    }

    /** Each file's size before it rolls, a log's rolled files in all, and the days they are kept (logback has no getter for the sizes). */
    private static List<Long> limits(SizeAndTimeBasedRollingPolicy<?> policy) throws ReflectiveOperationException {
        return List.of(
                size(SizeAndTimeBasedRollingPolicy.class, "maxFileSize", policy),
                size(TimeBasedRollingPolicy.class, "totalSizeCap", policy),
                (long) policy.getMaxHistory());
    }

    private static long size(Class<?> owner, String field, Object policy) throws ReflectiveOperationException {
        var size = owner.getDeclaredField(field);
        size.setAccessible(true);
        return ((FileSize) size.get(policy)).getSize();
    }
}
