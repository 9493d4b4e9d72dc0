package parlor.station;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlor.relay.testing.CommandRun;
import parlor.relay.testing.LogSettingsKept;

/** {@code bin/station --role} takes only the roles of a station: a host's or a console's is another program's. */
@ExtendWith(LogSettingsKept.class)
class StationRoleTest {

    @TempDir
    Path folder;

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
}
