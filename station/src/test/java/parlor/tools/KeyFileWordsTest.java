package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.RelayMain;
import parlor.relay.testing.CommandRun;
import parlor.relay.testing.LogSettingsKept;
import parlor.station.StationMain;

/**
 * A key file that is not there, or not a file: every command that takes one says which file, where
 * it looked, and what is wrong with it, not the bare path the JDK's exception carries.
 */
@ExtendWith(LogSettingsKept.class)
class KeyFileWordsTest {

    @TempDir
    Path folder;

    /** As typed: a name relative to where the station was started, and so where it looked is said too. */
    @Test
    void aStationGivenAKeyFileThatIsNotThereSaysSoWithWhereItLooked() {
        CommandRun run = CommandRun.of(
                new StationMain(), "--connect", "127.0.0.1:1", "--logs", folder.toString(), "--key-file", "nosuch.key");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err())
                .isEqualTo("station: --key-file nosuch.key: no such file (looked for "
                        + Path.of("nosuch.key").toAbsolutePath() + ")" + System.lineSeparator());
    }

    @Test
    void theRemoteConsoleAndAHiddenHostSayTheSame() {
        CommandRun console = CommandRun.of(
                new RelayMain(),
                "console",
                "--connect",
                "127.0.0.1:1",
                "--logs",
                folder.toString(),
                "--key-file",
                missing().toString());
        CommandRun host = CommandRun.of(
                new RelayMain(),
                "host",
                "--connect",
                "127.0.0.1:1",
                "--seat",
                "H1",
                "--entry",
                "{ program: [cat] }",
                "--logs",
                folder.toString(),
                "--key-file",
                missing().toString());

        assertThat(console.exit()).isEqualTo(2);
        assertThat(console.err())
                .isEqualTo("relay console: --key-file " + missing() + ": no such file" + System.lineSeparator());
        assertThat(host.exit()).isEqualTo(2);
        assertThat(host.err())
                .isEqualTo("relay host: --key-file " + missing() + ": no such file" + System.lineSeparator());
    }

    @Test
    void aFolderGivenForTheContestKeyIsNamedAsAFolder() {
        CommandRun run = CommandRun.of(
                new TranscriptsMain(), "check", "--contest-key-file", folder.toString(), folder.toString());

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err())
                .isEqualTo("check: --contest-key-file " + folder + ": a folder, not a file holding the key"
                        + System.lineSeparator());
    }

    @Test
    void aContestKeyFileThatIsNotThereSaysSoWithItsPath() throws Exception {
        Files.createDirectories(folder.resolve("transcripts"));
        CommandRun run = CommandRun.of(
                new TranscriptsMain(),
                "check",
                "--contest-key-file",
                missing().toString(),
                folder.resolve("transcripts").toString());

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err())
                .isEqualTo("check: --contest-key-file " + missing() + ": no such file" + System.lineSeparator());
    }

    private Path missing() {
        return folder.resolve("nosuch.key");
    }
}
