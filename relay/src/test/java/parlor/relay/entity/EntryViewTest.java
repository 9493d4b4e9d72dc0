package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;

/** What {@code bin/relay try-entry} tells an entry's author their entry can see. */
class EntryViewTest {

    @TempDir
    Path folder;

    private String view(String entry) {
        EntitySpec.Program spec = (EntitySpec.Program) ContestLoader.entry("E1", entry, "the test", folder);
        return String.join(" ", EntryView.describe(spec));
    }

    @Test
    void aWritableFolderOfItsOwnWithItsFilesAndFurtherPathsItMayRead() throws Exception {
        Path notes = Files.createDirectories(folder.resolve("notes"));
        Files.writeString(notes.resolve("bot.py"), "");
        Files.writeString(notes.resolve("memory.txt"), "");
        Files.createDirectories(folder.resolve("data"));

        String said = view(
                "{ program: [python3, bot.py], directory: notes, writable: true, read-only: [data], network: true }");

        assertThat(said)
                .contains(
                        "(/usr) read-only, " + folder.resolve("data") + " read-only; its own folder " + notes
                                + ", where it may write up to 256 MB (limits: { disk: }), on a disk of its own, "
                                + folder.resolve("disks/E1.img") + ", made from the folder at its first run, holding"
                                + " bot.py, memory.txt;",
                        "the network (network: true).");
    }

    @Test
    void underARootRelayAnUncappedFolderTheEntrysUserCannotWriteInIsNamed() throws Exception {
        assumeTrue(Sandbox.isRoot(), "only a root relay runs entries as another user");
        Path notes = Files.createDirectories(folder.resolve("notes"));
        Files.setPosixFilePermissions(notes, PosixFilePermissions.fromString("rwx------"));
        String entry = "{ program: [python3, bot.py], directory: notes, writable: true, limits: { disk: none } }";
        assertThat(view("{ program: [python3, bot.py], directory: notes, writable: true }"))
                .as("a capped folder's disk is the entry's user's")
                .doesNotContain("cannot write");

        assertThat(view(entry))
                .contains("But it cannot write in " + notes
                        + ": its user is not yours, so the folder must be open to all");
        Files.setPosixFilePermissions(notes, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertThat(view(entry)).doesNotContain("cannot write");
    }
}
