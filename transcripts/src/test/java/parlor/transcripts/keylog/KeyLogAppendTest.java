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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A restarted relay appending to a record bigger than the pieces its end is read in: long replies,
 * many lines, a line torn by a kill; the chain goes on and every line reads back as written.
 */
class KeyLogAppendTest {

    private static final Instant T0 = Instant.parse("2026-11-22T21:16:03.428Z");
    private static final Optional<byte[]> KEY = Optional.of(KeyLogChain.recordKey("a contest key of some length"));

    @TempDir
    Path folder;

    @Test
    void aRecordOfLongRepliesIsAppendedToPastATornLineWithItsChainWhole() throws IOException {
        Path record = folder.resolve("long.keys");
        List<String> said = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            // lines of 300 bytes to 20 KB: past the writer's first buffer and the tail's 8 KB pieces
            said.add(i + " " + "reply ".repeat(50 + 300 * i));
        }
        write(record, said.subList(0, 9));
        Files.writeString(record, "2026-11-22T21:16:03.428Z T1 04 - E1 say a torn ", StandardOpenOption.APPEND);
        write(record, said.subList(9, 12));

        KeyLogReader.Result read = read(record);
        assertThat(read.skipped()).isEmpty();
        assertThat(read.chain()).isEqualTo(new ChainVerdict.Verified(true));
        assertThat(read.lines()).extracting(KeyLogLine::payload).containsExactlyElementsOf(said);
    }

    @Test
    void aRecordWhoseLastLineIsLongerThanAPieceIsAppendedToFromThatLine() throws IOException {
        Path record = folder.resolve("last.keys");
        write(record, List.of("short", "x".repeat(20_000)));
        write(record, List.of("after"));

        KeyLogReader.Result read = read(record);
        assertThat(read.chain()).isEqualTo(new ChainVerdict.Verified(true));
        assertThat(read.lines()).extracting(KeyLogLine::payload).containsExactly("short", "x".repeat(20_000), "after");
    }

    @Test
    void anOldRecordWhoseFirstLineIsLongerThanAPieceIsAppendedToWithoutAChain() throws IOException {
        Path record = folder.resolve("old.keys");
        String longLine = new KeyLogLine(T0, "T1", -1, "-", "E1", KeyLogLine.What.SAY, "y".repeat(20_000)).format();
        Files.writeString(record, longLine + "\n");
        write(record, List.of("after"));

        KeyLogReader.Result read = read(record);
        assertThat(read.chain()).isEqualTo(new ChainVerdict.None());
        assertThat(Files.readAllLines(record))
                .containsExactly(longLine, line("after").format());
    }

    @Test
    void aRecordThatIsOnlyATornLineIsStartedAfresh() throws IOException {
        Path record = folder.resolve("torn.keys");
        Files.writeString(record, "2026-11-22T21:16:03.428Z T1 04 - judge ke");
        write(record, List.of("a"));

        KeyLogReader.Result read = read(record);
        assertThat(read.skipped()).isEmpty();
        assertThat(read.chain()).isEqualTo(new ChainVerdict.Verified(true));
        assertThat(read.lines()).extracting(KeyLogLine::payload).containsExactly("a");
    }

    private static KeyLogLine line(String text) {
        return new KeyLogLine(T0, "T1", -1, "-", "E1", KeyLogLine.What.SAY, text);
    }

    private static void write(Path record, List<String> texts) {
        try (KeyLogWriter writer =
                new KeyLogWriter(record, new Durability.Flush(), Clock.fixed(T0, ZoneOffset.UTC), KEY)) {
            texts.forEach(text -> writer.write(line(text)));
        }
    }

    private static KeyLogReader.Result read(Path record) throws IOException {
        return KeyLogReader.read(
                new StringReader(Files.readString(record)), record.getFileName().toString(), KEY);
    }
}
