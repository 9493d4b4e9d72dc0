package parlor.relay;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;

/** What the relay says at start of entries that write in their folders: capped, or refused where no cap can be made. */
class StartChecksDiskTest {

    private static final Path BASE = Path.of("/srv/contest");
    private static final Path FILE = BASE.resolve("contest.yaml");

    private final ByteArrayOutputStream said = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(said, true, StandardCharsets.UTF_8);

    private static EntitySpec.Program entry(String id, String yaml) {
        return (EntitySpec.Program) ContestLoader.entry(id, yaml, "contest.yaml", BASE);
    }

    @Test
    void whereNoCapCanBeMadeAWritableFolderKeepsTheRelayFromStartingAndSaysWhatToDo() {
        List<EntitySpec.Program> programs = List.of(
                entry("E1", "{ program: [python3, e.py], directory: E1, writable: true }"),
                entry("E2", "{ program: [python3, e.py], directory: E2 }"));

        boolean goesOn = StartChecks.foldersCapped(
                programs, FILE, err, () -> Optional.of("only a relay run as root can mount one"));

        assertThat(goesOn).isFalse();
        assertThat(said.toString(StandardCharsets.UTF_8)).isEqualTo("""
                        relay: /srv/contest/contest.yaml: entry E1 writes in a folder of its own (writable: true), capped at \
                        limits: { disk: 256m } unless the file says, and no cap can be made on this machine: only a relay run \
                        as root can mount one
                        relay: run the relay as root, or give each limits: { disk: none } to let it write with no cap
                        """);
    }

    @Test
    void anUncappedFolderIsNamedAndTheRelayGoesOn() {
        List<EntitySpec.Program> programs = List.of(
                entry("E1", "{ program: [python3, e.py], directory: E1, writable: true, limits: { disk: none } }"));

        boolean goesOn = StartChecks.foldersCapped(programs, FILE, err, () -> Optional.of("not root"));

        assertThat(goesOn).isTrue();
        assertThat(said.toString(StandardCharsets.UTF_8))
                .isEqualTo(
                        "relay: WARNING: entry E1 writes in its folder with NO cap (limits: { disk: none }): it can fill the"
                                + " disk its folder is on\n");
    }
}
