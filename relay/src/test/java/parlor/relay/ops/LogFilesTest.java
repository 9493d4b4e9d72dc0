package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.TimeBasedRollingPolicy;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.testing.Modes;

/** The operator log as the relay's own logback.xml makes it, in a folder of this test's own. */
class LogFilesTest {

    @TempDir
    Path folder;

    @Test
    void theLogFolderAndEachDaysFilesAreForTheRelaysUserOnly() throws Exception {
        Path logs = folder.resolve("contest").resolve("logs");
        LoggerContext context = new LoggerContext();
        context.putProperty("parlor.logs", logs.toString());
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(getClass().getResource("/logback.xml"));
        try {
            Logger ops = context.getLogger(OpsLog.LOGGER);
            ops.info("station connected on the first day");
            for (String name : List.of("TEXT", "JSON")) {
                var appender = (RollingFileAppender<?>) context.getLogger(Logger.ROOT_LOGGER_NAME).getAppender(name);
                ((TimeBasedRollingPolicy<?>) appender.getRollingPolicy()).getTimeBasedFileNamingAndTriggeringPolicy()
                    .setCurrentTime(System.currentTimeMillis() + Duration.ofDays(1).toMillis());
            }
            ops.info("station connected on the next day");
        } finally {
            context.stop();
        }

        assertThat(Modes.files(logs)).extracting(file -> file.getFileName().toString().replaceFirst("\\d{4}-\\d\\d-\\d\\d", "DATE"))
            .as("today's files and yesterday's rolled ones").containsExactlyInAnyOrder("relay.log", "relay.jsonl", "relay.DATE.log",
                "relay.DATE.jsonl");
        assertThat(Modes.notOwnerOnly(folder.resolve("contest"))).as("folders 0700, files 0600").isEmpty();
    }
}
