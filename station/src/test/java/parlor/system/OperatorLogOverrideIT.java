package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.Eventually;

/**
 * An operator's own logback file, given to {@code bin/relay} through PARLOR_JVM_OPTS as
 * docs/operators.md says, is the relay's logging: the relay's own files are not made.
 */
class OperatorLogOverrideIT {

    @TempDir
    Path folder;

    @Test
    void aLogbackFileNamedInParlorJvmOptsReplacesTheRelaysOwnLogs() throws Exception {
        Path mine = folder.resolve("mine.log");
        Path config = Files.writeString(folder.resolve("my-logback.xml"), """
            <configuration>
              <appender name="MINE" class="ch.qos.logback.core.FileAppender">
                <file>%s</file>
                <encoder><pattern>mine %%level %%msg%%n</pattern></encoder>
              </appender>
              <root level="INFO"><appender-ref ref="MINE"/></root>
            </configuration>
            """.formatted(mine));
        Path contest = Files.writeString(folder.resolve("contest.yaml"), """
            name: Own logging
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { demo: true }
            """);
        Path logs = folder.resolve("logs");
        Process relay = RelayProcess.start(
                        Map.of("PARLOR_JVM_OPTS", "-Dlogback.configurationFile=" + config),
                        "--contest",
                        contest.toString(),
                        "--logs",
                        logs.toString(),
                        "--no-console")
                .process();
        try {
            Eventually.waitFor(
                    "the relay's start in the operator's own log",
                    Duration.ofSeconds(30),
                    () -> read(mine).contains("mine INFO relay started for 'Own logging'"),
                    () -> read(mine));
        } finally {
            relay.destroy();
            assertThat(relay.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }

        assertThat(read(mine)).contains("mine INFO relay stopped");
        assertThat(logs.resolve("relay.log")).doesNotExist();
        assertThat(logs.resolve("relay.jsonl")).doesNotExist();
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "";
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }
}
