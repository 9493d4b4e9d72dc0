package parlor.transcripts.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import parlor.transcripts.testing.Allocation;

class SkippedTest {

    @Test
    void aSkippedLineIsShownEscapedAndCutAtSixtyCharacters() {
        assertThat(Skipped.abbreviate("short\tline")).isEqualTo("short\\x09line");
        assertThat(Skipped.abbreviate("\u0001".repeat(100))).isEqualTo("\\x01".repeat(15) + "...");
        assertThat(Skipped.abbreviate("y".repeat(60))).isEqualTo("y".repeat(60));
        assertThat(Skipped.abbreviate("y".repeat(61))).isEqualTo("y".repeat(60) + "...");
    }

    @Test
    void showingAHugeLineOfControlCharactersEscapesOnlyWhatIsShown() throws Exception {
        String huge = "\u0001".repeat(4 << 20);

        long allocated = Allocation.bytesOf(() -> Skipped.abbreviate(huge));

        // escaping all of it would build 16 M characters, four for each
        assertThat(allocated).isLessThan(64 * 1024);
    }
}
