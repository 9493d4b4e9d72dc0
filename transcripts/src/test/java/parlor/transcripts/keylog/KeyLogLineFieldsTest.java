package parlor.transcripts.keylog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A keystroke-log line's fields: one word each, a judge of two digits, a key and its frame number. */
class KeyLogLineFieldsTest {

    private static final Instant T0 = Instant.parse("2026-11-22T21:16:03.428Z");

    @ParameterizedTest
    @ValueSource(strings = {"", "T 1", "T1 ", " T1", "T\t1", "T\n1"})
    void aTerminalThatIsNotOneWordIsRefused(String terminal) {
        assertThatThrownBy(() -> new KeyLogLine(T0, terminal, 4, "-", "judge", KeyLogLine.What.KEY, "a"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a field must be one word: '" + terminal + "'");
    }

    @Test
    void theSideAndWhoMustBeOneWordTooAndNoneMayBeMissing() {
        assertThatThrownBy(() -> new KeyLogLine(T0, "T1", 4, "left side", "judge", KeyLogLine.What.KEY, "a"))
                .hasMessage("a field must be one word: 'left side'");
        assertThatThrownBy(() -> new KeyLogLine(T0, "T1", 4, "-", "the judge", KeyLogLine.What.KEY, "a"))
                .hasMessage("a field must be one word: 'the judge'");
        assertThatThrownBy(() -> new KeyLogLine(T0, "T1", 4, "-", null, KeyLogLine.What.KEY, "a"))
                .hasMessage("a field must be one word: 'null'");
        assertThat(new KeyLogLine(T0, "T1", 4, "!", "é", KeyLogLine.What.KEY, "a").who())
                .isEqualTo("é");
    }

    @Test
    void aKeyLineGivesItsKeyAndTheStationsFrameNumber() {
        assertThat(key("a 17").keyName()).isEqualTo("a");
        assertThat(key("a 17").keySeq()).isEqualTo(17);
        assertThat(key("BackSpace 9000000000").keySeq()).isEqualTo(9_000_000_000L);
        assertThat(key(" 3").keyName()).isEmpty();
        assertThat(key(" 3").keySeq()).isEqualTo(3);
    }

    @Test
    void aKeyLineWithoutANumberHasFrameNumberZero() {
        assertThat(key("Return").keyName()).isEqualTo("Return");
        assertThat(key("Return").keySeq()).isZero();
        assertThat(key("a b").keySeq()).isZero();
        assertThat(key("a b").keyName()).isEqualTo("a");
    }

    @Test
    void judgesFromZeroToNinetyNineAreWrittenAndReadAsTwoDigits() {
        for (int judge : new int[] {0, 9, 10, 90, 99}) {
            KeyLogLine line = new KeyLogLine(T0, "T1", judge, "-", "judge", KeyLogLine.What.KEY, "a");
            assertThat(KeyLogLine.parse(line.format())).isEqualTo(line);
        }
        assertThat(new KeyLogLine(T0, "T1", 0, "-", "judge", KeyLogLine.What.KEY, "a").format())
                .isEqualTo("2026-11-22T21:16:03.428Z T1 00 - judge key a");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/4", "4/", ":4", "4:", "4", "004", "-4"})
    void aJudgeThatIsNotTwoDigitsIsRefusedSayingWhatItWas(String judge) {
        assertThatThrownBy(() -> KeyLogLine.parse("2026-11-22T21:16:03.428Z T1 " + judge + " - judge key a"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("judge must be two digits or --, found '" + judge + "'");
    }

    @Test
    void aLineOfFiveFieldsIsRefusedAndOfSixIsAnEventWithoutPayload() {
        assertThatThrownBy(() -> KeyLogLine.parse("2026-11-22T21:16:03.428Z T1 04 - judge"))
                .hasMessage("expected at least 6 fields, found 5");
        assertThat(KeyLogLine.parse("2026-11-22T21:16:03.428Z T1 04 - judge close"))
                .isEqualTo(new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.CLOSE, ""));
        assertThat(KeyLogLine.parse("2026-11-22T21:16:03.428Z T1 04 - E1 say two  spaces\thXXXXXXXXXXXXXXXX")
                        .payload())
                .isEqualTo("two  spaces");
    }

    private static KeyLogLine key(String payload) {
        return new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, payload);
    }
}
