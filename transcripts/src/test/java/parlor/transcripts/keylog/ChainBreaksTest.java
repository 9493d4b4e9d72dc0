package parlor.transcripts.keylog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where and why a record's chain breaks, as the reader says it, for each way a line can lose its value. */
class ChainBreaksTest {

    private static final Instant T0 = Instant.parse("2026-11-22T21:16:03.428Z");
    private static final Optional<byte[]> KEY = Optional.of(KeyLogChain.recordKey("a contest key of some length"));

    @TempDir
    Path folder;

    @Test
    void aValueCutShortOrOfTheOtherKindDoesNotEndInAValueOfThisRecord() throws IOException {
        List<String> lines = written(KEY, "abc");
        String cut = lines.get(1).substring(0, lines.get(1).length() - 1);
        String plainKind = lines.get(1).replace("\tk", "\th");

        assertThat(read(List.of(lines.get(0), cut, lines.get(2)), KEY).chain())
                .isEqualTo(new ChainVerdict.Broken(2, "does not end in a chain value of this record"));
        assertThat(read(List.of(lines.get(0), plainKind, lines.get(2)), KEY).chain())
                .isEqualTo(new ChainVerdict.Broken(2, "does not end in a chain value of this record"));
        assertThat(read(List.of(lines.get(0), cut, lines.get(2)), KEY).trustedLines())
                .hasSize(1);
    }

    @Test
    void aLineWithAValueInARecordWithoutAChainIsSaidToBeOne() throws IOException {
        String unchained = new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a").format();
        String sealed = written(KEY, "b").getFirst();

        assertThat(read(List.of(unchained, sealed), KEY).chain())
                .isEqualTo(new ChainVerdict.Broken(2, "carries a chain value in a record that has none"));
        assertThat(read(List.of(unchained, unchained), KEY).chain()).isEqualTo(new ChainVerdict.None());
    }

    @Test
    void aFirstLineEndingInAnEmptyValueHasNoChainOfThisRecord() throws IOException {
        String line = new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a").format();

        assertThat(read(List.of(line + "\t"), KEY).chain())
                .isEqualTo(new ChainVerdict.Broken(1, "does not end in a chain value of this record"));
    }

    @Test
    void aKeyedRecordReadWithoutTheKeyIsUnverifiableAndAPlainOneWithItIsRefused() throws IOException {
        assertThat(read(written(KEY, "ab"), Optional.empty()).chain()).isEqualTo(new ChainVerdict.Unverifiable());
        KeyLogReader.Result plainWithKey = read(written(Optional.empty(), "ab"), KEY);
        assertThat(plainWithKey.chain())
                .isEqualTo(new ChainVerdict.Broken(
                        1, "is chained without the contest key (a plain hash chain, which anyone can recompute)"));
        assertThat(plainWithKey.trustedLines())
                .as("broken from the first line: none trusted")
                .isEmpty();
    }

    @Test
    void eachVerdictIsSaidInTheOrganisersWords() {
        assertThat(new ChainVerdict.Verified(true).words()).isEqualTo("chain verified with the contest key");
        assertThat(new ChainVerdict.Verified(false).words()).isEqualTo("hash chain verified (no contest key)");
        assertThat(new ChainVerdict.Broken(3, "is not as the relay wrote it").words())
                .isEqualTo("line 3 is not as the relay wrote it");
    }

    private List<String> written(Optional<byte[]> key, String keys) throws IOException {
        Path file = Files.createTempFile(folder, "T1", ".keys");
        try (KeyLogWriter writer =
                new KeyLogWriter(file, new Durability.Flush(), Clock.fixed(T0, ZoneOffset.UTC), key)) {
            for (char c : keys.toCharArray()) {
                writer.write(new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, String.valueOf(c)));
            }
        }
        return Files.readAllLines(file);
    }

    private static KeyLogReader.Result read(List<String> lines, Optional<byte[]> key) throws IOException {
        return KeyLogReader.read(new StringReader(String.join("\n", lines) + "\n"), "T1.keys", key);
    }
}
