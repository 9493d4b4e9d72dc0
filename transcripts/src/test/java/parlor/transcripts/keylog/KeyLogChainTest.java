package parlor.transcripts.keylog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The writer seals every line; a restarted relay goes on with the chain, past a line a kill tore. */
class KeyLogChainTest {

    private static final Instant T0 = Instant.parse("2026-11-22T21:16:03.428Z");
    private static final Optional<byte[]> KEY = Optional.of(KeyLogChain.recordKey("a contest key of some length"));

    @TempDir
    Path folder;

    @Test
    void aRestartedWriterGoesOnWithTheChainFromTheLastLine() throws IOException {
        Path file = folder.resolve("LP26-01.keys");
        writeKeys(file, "abc", KEY);
        writeKeys(file, "de", KEY);

        KeyLogReader.Result read = read(file, KEY);
        assertThat(read.chain()).isEqualTo(new ChainVerdict.Verified(true));
        assertThat(read.lines()).extracting(KeyLogLine::payload).containsExactly("a", "b", "c", "d", "e");
    }

    @Test
    void aRestartedWriterCutsALineAKillToreAndGoesOnWithTheChainFromTheLastWholeOne() throws IOException {
        Path file = folder.resolve("LP26-01.keys");
        writeKeys(file, "abc", KEY);
        Files.writeString(file, "2026-11-22T21:16:03.428Z T1 04 - judge ke", StandardOpenOption.APPEND);
        writeKeys(file, "d", KEY);

        KeyLogReader.Result read = read(file, KEY);
        assertThat(read.skipped()).isEmpty();
        assertThat(read.chain()).isEqualTo(new ChainVerdict.Verified(true));
        assertThat(read.lines()).extracting(KeyLogLine::payload).containsExactly("a", "b", "c", "d");
    }

    @Test
    void anOldRecordWithNoChainIsAppendedToWithoutOne() throws IOException {
        Path file = folder.resolve("LP26-01.keys");
        Files.writeString(file, new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a").format() + "\n");
        writeKeys(file, "b", KEY);

        KeyLogReader.Result read = read(file, KEY);
        assertThat(read.chain()).isEqualTo(new ChainVerdict.None());
        assertThat(read.lines()).extracting(KeyLogLine::payload).containsExactly("a", "b");
    }

    @Test
    void aLineTakesItsChainValueAfterATabAndParsesWithOrWithoutIt() throws IOException {
        Path file = folder.resolve("LP26-01.keys");
        writeKeys(file, "a", Optional.empty());
        String written = Files.readString(file);

        assertThat(written).matches("2026-11-22T21:16:03\\.428Z T1 04 - judge key a\th[A-Za-z0-9_-]{16}\n");
        assertThat(KeyLogLine.parse(written.strip()))
                .isEqualTo(KeyLogLine.parse(written.substring(0, written.indexOf('\t'))));
    }

    @Test
    void theTrustedLinesStopBeforeTheFirstLineThatBreaksTheChain() throws IOException {
        Path file = folder.resolve("LP26-01.keys");
        writeKeys(file, "ab", KEY);
        Files.writeString(
                file,
                new KeyLogLine(T0, "T1", 4, "-", "E1", KeyLogLine.What.SAY, "forged").format() + "\n",
                StandardOpenOption.APPEND);
        writeKeys(file, "c", KEY);

        KeyLogReader.Result read = read(file, KEY);
        assertThat(read.chain())
                .isEqualTo(new ChainVerdict.Broken(3, "carries no chain value: it was added, or its value cut off"));
        assertThat(read.trustedLines()).extracting(KeyLogLine::payload).containsExactly("a", "b");
    }

    private static void writeKeys(Path file, String keys, Optional<byte[]> key) {
        try (KeyLogWriter writer =
                new KeyLogWriter(file, new Durability.Flush(), Clock.fixed(T0, ZoneOffset.UTC), key)) {
            for (char c : keys.toCharArray()) {
                writer.write(new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, String.valueOf(c)));
            }
        }
    }

    private static KeyLogReader.Result read(Path file, Optional<byte[]> key) throws IOException {
        return KeyLogReader.read(
                new StringReader(Files.readString(file)), file.getFileName().toString(), key);
    }
}
