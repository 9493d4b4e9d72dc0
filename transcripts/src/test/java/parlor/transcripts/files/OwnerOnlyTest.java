package parlor.transcripts.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.testing.Modes;

class OwnerOnlyTest {

    @TempDir
    Path folder;

    @Test
    void everyFolderMadeIsTheOwnersOnlyAndOneAlreadyThereKeepsItsMode() throws IOException {
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));

        OwnerOnly.createDirectories(folder.resolve("a/b"));

        assertThat(Modes.of(folder.resolve("a"))).isEqualTo(Modes.OWNER_ONLY_FOLDER);
        assertThat(Modes.of(folder.resolve("a/b"))).isEqualTo(Modes.OWNER_ONLY_FOLDER);
        assertThat(Modes.of(folder)).as("not made here: left as it was").isEqualTo("rwxr-xr-x");
    }

    @Test
    void aFileWrittenWholeIsTheOwnersOnlyFromTheStartAndAnOldOneKeepsItsMode() throws IOException {
        Path made = folder.resolve("sheet.csv");
        OwnerOnly.writeString(made, "first\n");
        OwnerOnly.writeString(made, "again\n");
        Path old = Files.writeString(folder.resolve("old.csv"), "long ago\n");
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r--r--"));
        OwnerOnly.writeString(old, "now\n");
        OwnerOnly.createFile(old);

        assertThat(Files.readString(made)).isEqualTo("again\n");
        assertThat(Modes.of(made)).isEqualTo(Modes.OWNER_ONLY_FILE);
        assertThat(Files.readString(old)).isEqualTo("now\n");
        assertThat(Modes.of(old)).isEqualTo("rw-r--r--");
    }

    @Test
    void aFolderOthersMayEnterIsNamedWithItsMode() throws IOException {
        Path open = Files.createDirectory(folder.resolve("open"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwx--x---"));
        Path closed = OwnerOnly.createDirectories(folder.resolve("closed"));

        assertThat(OwnerOnly.openToOthers(open)).contains("rwx--x---");
        assertThat(OwnerOnly.openToOthers(closed)).isEmpty();
        assertThat(OwnerOnly.openToOthers(folder.resolve("missing"))).isEmpty();
    }
}
