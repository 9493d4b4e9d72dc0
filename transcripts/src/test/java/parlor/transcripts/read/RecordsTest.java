package parlor.transcripts.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.testing.Allocation;

class RecordsTest {

    @TempDir
    Path folder;

    @Test
    void aKeystrokeLogWhoseBeginLineIsDamagedIsRefusedNamingTheFile() throws IOException {
        Path file = folder.resolve("LP26-01.keys");
        Files.writeString(
                file,
                "2026-11-22T10:00:00Z T1 -- - relay begin copyright=(c)2026 Test\tname=Eliza\tstart=2026-11-22T10:00:00Z\tzone=UTC\n");

        assertThatThrownBy(() -> Records.read(file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("LP26-01.keys: begin line lacks 'author'");
    }

    @Test
    void aFileFarLargerThanAnyRecordIsRefusedWithoutBeingRead() throws Exception {
        Path file = folder.resolve("huge.log");
        try (var sparse = new java.io.RandomAccessFile(file.toFile(), "rw")) {
            sparse.setLength(Records.MAX_FILE_BYTES + 1);
        }

        long allocated = Allocation.bytesOf(() -> assertThatThrownBy(() -> Records.read(file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(
                        file + ": 64 MB is more than any record Parlor reads (at most 64 MB): is it the right file?"));

        // reading it would take 64 MB at the very least
        assertThat(allocated).isLessThan(16L << 20);
    }
}
