package parlor.station;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlor.relay.testing.CommandRun;

/** {@code bin/station --role} takes only the roles of a station: a host's or a console's is another program's. */
class StationRoleTest {

    @TempDir
    Path folder;

    private String logs;
    private String logName;

    @BeforeEach
    void keepLogSettings() {
        logs = System.getProperty("parlor.logs");
        logName = System.getProperty("parlor.log.name");
    }

    /** The station names its log folder as it starts; the next test's must not be this one's. */
    @AfterEach
    void restoreLogSettings() {
        restore("parlor.logs", logs);
        restore("parlor.log.name", logName);
    }

    @ParameterizedTest
    @ValueSource(strings = {"referee", "host", "operator", "Judge"})
    void anotherRoleIsRefusedInOneLineNamingIt(String role) {
        CommandRun run = CommandRun.of(
                new StationMain(), "--connect", "127.0.0.1:1", "--logs", folder.toString(), "--role", role);

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err())
                .isEqualTo("station: --role must be judge, confederate, watcher or audience, not '" + role + "'"
                        + System.lineSeparator());
    }

    private static void restore(String name, String value) {
        if (value == null) {
            System.clearProperty(name);
        } else {
            System.setProperty(name, value);
        }
    }
}
