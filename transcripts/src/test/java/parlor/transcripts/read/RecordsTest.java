package parlor.transcripts.read;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordsTest {

    @TempDir
    Path folder;

    @Test
    void aKeystrokeLogWhoseBeginLineIsDamagedIsRefusedNamingTheFile() throws IOException {
        Path file = folder.resolve("LP26-01.keys");
        Files.writeString(file, "2026-11-22T10:00:00Z T1 -- - relay begin copyright=(c)2026 Test\tname=Eliza\tstart=2026-11-22T10:00:00Z\tzone=UTC\n");

        assertThatThrownBy(() -> Records.read(file)).isInstanceOf(IllegalArgumentException.class)
            .hasMessage("LP26-01.keys: begin line lacks 'author'");
    }
}
