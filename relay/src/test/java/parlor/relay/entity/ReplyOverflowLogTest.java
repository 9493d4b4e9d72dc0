package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.OpsEvents;
import parlor.relay.testing.RecordingListener;

/**
 * An entry that answers with 50 MB and no line end: the judge gets the reply cut to its buffer,
 * and the operator's log gets one warning and one line with the count, not a line per 4,095
 * characters dropped (a 200 MB reply once grew the log by 18.6 MB).
 */
class ReplyOverflowLogTest {

    private static final int MEGABYTES = 50;

    private final RecordingListener listener = new RecordingListener();
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

    @Test
    void a50MbReplyWithoutALineEndLogsOneWarningAndOneCountAndGrowsTheLogByUnder1Mb() throws Exception {
        Path logs = Path.of(System.getProperty("parlor.logs"));
        var spec = new EntitySpec.Program(
                "E5",
                List.of(
                        "python3",
                        "-c",
                        "import sys; sys.stdin.readline(); chunk = 'x' * (1024 * 1024)\n"
                                + "for _ in range(" + MEGABYTES + "): sys.stdout.write(chunk)\n"
                                + "sys.stdout.flush(); sys.stdin.readline()"),
                Path.of("/tmp"),
                Optional.empty(),
                Optional.empty(),
                Duration.ofMillis(500),
                Duration.ofSeconds(60),
                false,
                false,
                "flood",
                "test");
        logged.start();
        root.addAppender(logged);
        long before = bytes(logs);
        try (ProgramEntity entry = new ProgramEntity(spec, "T1", Clock.systemUTC())) {
            entry.start(listener);
            entry.judgeSaid("Say a lot.");
            Eventually.waitFor("the cut reply", Duration.ofSeconds(120), () -> !listener.replies.isEmpty());
        } finally {
            root.detachAppender(logged);
        }
        long grown = bytes(logs) - before;
        List<ILoggingEvent> overflows = named("reply-overflow");
        List<ILoggingEvent> counts = named("reply-overflow-counted");
        System.out.printf(
                "%d reply-overflow events, %d counts %s; log grew by %,d bytes%n",
                overflows.size(),
                counts.size(),
                counts.stream().map(ILoggingEvent::getFormattedMessage).toList(),
                grown);

        assertThat(listener.replies.get(0).length()).isEqualTo(ReplyAssembler.MAX_BUFFER_CHARS);
        assertThat(overflows.size())
                .as("reply-overflow warnings for %d MB", MEGABYTES)
                .isLessThanOrEqualTo(2);
        assertThat(counts.size()).as("lines counting what was dropped").isEqualTo(1);
        long dropped = Long.parseLong(OpsEvents.field(counts.get(0), "chars"))
                + Long.parseLong(OpsEvents.field(overflows.get(0), "chars"));
        assertThat(dropped).isEqualTo(MEGABYTES * 1024L * 1024 - ReplyAssembler.MAX_BUFFER_CHARS);
        assertThat(counts.get(0).getFormattedMessage()).contains("E5", "dropped");
        assertThat(grown)
                .as("bytes the %d MB reply added to the logs", MEGABYTES)
                .isLessThan(1024 * 1024);
    }

    private List<ILoggingEvent> named(String event) {
        return logged.list.stream()
                .filter(e -> OpsEvents.field(e, "event").equals(event))
                .toList();
    }

    private static long bytes(Path logs) throws IOException {
        if (!Files.isDirectory(logs)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(logs)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(f -> f.toFile().length())
                    .sum();
        }
    }
}
