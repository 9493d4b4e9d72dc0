package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.ContextInitializer;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.Eventually;
import parlor.transcripts.testing.Modes;

/** The operator log as the relay's own LogConfigurator makes it when logback starts, in a folder of this test's own. */
class LogFilesTest {

    @TempDir
    Path folder;

    @Test
    void theLogFolderAndEachDaysFilesAreForTheRelaysUserOnly() throws Exception {
        Path logs = folder.resolve("contest").resolve("logs");
        LoggerContext context = configured(logs, Map.of());
        try {
            Logger ops = context.getLogger(OpsLog.LOGGER);
            ops.info("station connected on the first day");
            for (String name : List.of("TEXT", "JSON")) {
                var appender = (RollingFileAppender<?>)
                        context.getLogger(Logger.ROOT_LOGGER_NAME).getAppender(name);
                ((SizeAndTimeBasedRollingPolicy<?>) appender.getRollingPolicy())
                        .getTimeBasedFileNamingAndTriggeringPolicy()
                        .setCurrentTime(
                                System.currentTimeMillis() + Duration.ofDays(1).toMillis());
            }
            ops.info("station connected on the next day");
        } finally {
            context.stop();
        }

        assertThat(Modes.files(logs))
                .extracting(file -> file.getFileName().toString().replaceFirst("\\d{4}-\\d\\d-\\d\\d\\.0", "DATE"))
                .as("today's files and yesterday's rolled ones")
                .containsExactlyInAnyOrder("relay.log", "relay.jsonl", "relay.DATE.log", "relay.DATE.jsonl");
        assertThat(Modes.notOwnerOnly(folder.resolve("contest")))
                .as("folders 0700, files 0600")
                .isEmpty();
    }

    @Test
    void aLogPastItsSizeRollsAndItsRolledFilesAreCappedInAllAndStayOwnerOnly() throws Exception {
        Path logs = folder.resolve("logs");
        LoggerContext context =
                configured(logs, Map.of("parlor.log.fileSize", "64KB", "parlor.log.totalSize", "256KB"));
        try {
            Logger ops = context.getLogger(OpsLog.LOGGER);
            String line = "x".repeat(200);
            for (int i = 0; i < 20_000; i++) {
                ops.warn("bad input {}: {}", i, line);
            }
        } finally {
            context.stop();
        }
        // a rolled file is removed past the cap when the next rolls, so the rolled files hold at most the cap and one
        // file more
        long cap = 256 * 1024 + 2 * 64 * 1024;
        Eventually.waitFor(
                "rolled files removed down to the cap",
                Duration.ofSeconds(30),
                () -> bytes(logs, ".log") <= cap + 64 * 1024 && bytes(logs, ".jsonl") <= cap + 64 * 1024,
                () -> Modes.files(logs));

        assertThat(Modes.files(logs))
                .as("rolled by size")
                .hasSizeGreaterThan(4)
                .extracting(file -> file.getFileName().toString())
                .contains("relay.log", "relay.jsonl")
                .anyMatch(name -> name.matches("relay\\.\\d{4}-\\d\\d-\\d\\d\\.\\d+\\.jsonl"));
        assertThat(Modes.notOwnerOnly(logs)).as("rolled files 0600 too").isEmpty();
    }

    /** The relay's own log set-up, writing to {@code logs}, with these properties set as a command line would. */
    private LoggerContext configured(Path logs, Map<String, String> properties) throws Exception {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new ch.qos.logback.classic.util.LogbackMDCAdapter());
        context.putProperty("parlor.logs", logs.toString());
        properties.forEach(context::putProperty);
        new ContextInitializer(context).autoConfig();
        return context;
    }

    private static long bytes(Path logs, String ending) {
        return Modes.files(logs).stream()
                .filter(f -> f.getFileName().toString().endsWith(ending))
                .mapToLong(f -> f.toFile().length())
                .sum();
    }
}
