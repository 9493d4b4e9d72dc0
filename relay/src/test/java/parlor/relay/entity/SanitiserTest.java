package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SanitiserTest {

    @Test
    void escapeSequencesNeverReachTheJudge() {
        String hostile =
                "\u001b[2J\u001b[H\u001b[31mRed\u001b[0m text\u001b]0;title\u0007 \u001b(B\u009b1mend\u001bP+q\u001b\\";

        assertThat(Sanitiser.lines(hostile)).containsExactly("Red text end");
    }

    @Test
    void aTitleStringEndedByEscBackslashHidesOnlyItselfNotTheRestOfTheReply() {
        // a window title (OSC) and a terminal query (DCS) closed by ST, ESC backslash, in the middle of a reply
        String reply = "before\u001b]0;title\u001b\\after, \u001bP+q544e\u001b\\and the rest";

        assertThat(Sanitiser.lines(reply)).containsExactly("beforeafter, and the rest");
    }

    /** CSI ends at its first byte from @ to ~; an ESC sequence's intermediates run from space to /. */
    @Test
    void escapeSequencesEndWhereTheTerminalWouldEndThem() {
        assertThat(Sanitiser.lines("a\u001b[2@b\u001b[3~c")).containsExactly("abc");
        assertThat(Sanitiser.lines("a\u001b Fb\u001b/Ac\u001b7d\u001b8e")).containsExactly("abcde");
    }

    @Test
    void anEscapeOrAStringCutOffByTheEndOfTheReplyHidesOnlyItself() {
        assertThat(Sanitiser.lines("shown\u001b")).containsExactly("shown");
        assertThat(Sanitiser.lines("shown\u001b]0;a title never ended")).containsExactly("shown");
        assertThat(Sanitiser.lines("shown\r")).containsExactly("shown");
        assertThat(Sanitiser.lines("shown\u001b(")).containsExactly("shown");
        assertThat(Sanitiser.lines("shown\u001b[12")).containsExactly("shown");
    }

    @Test
    void controlAndInvisibleCharactersAreRemoved() {
        String text = "a\u0000b\u0007c\u200bd\u202ee\ufffdf\u007fg";

        assertThat(Sanitiser.lines(text)).containsExactly("abcdefg");
    }

    @Test
    void everyKindOfLineEndBecomesOneLineBreak() {
        assertThat(Sanitiser.lines("one\r\ntwo\rthree\nfour")).containsExactly("one", "two", "three", "four");
    }

    @Test
    void backspacesAreAppliedAsATerminalWould() {
        assertThat(Sanitiser.lines("teh\b\bhe cat")).containsExactly("the cat");
    }

    @Test
    void blankLinesAreCollapsedAndTrimmed() {
        assertThat(Sanitiser.lines("\n\n  hello  \n\n\n\nthere\n\n")).containsExactly("hello", "", "there");
    }

    @Test
    void longLinesWrapAtWordsToTheSameWidthForEveryone() {
        String word = "word ";
        var lines = Sanitiser.lines(word.repeat(40));

        assertThat(lines).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(Sanitiser.WIDTH));
        assertThat(String.join(" ", lines)).isEqualTo(word.repeat(40).trim());
    }

    @Test
    void aLineOfExactlyTheWidthIsOneLineAndAWordLongerIsCutAtTheWidth() {
        String full = "x".repeat(Sanitiser.WIDTH);

        assertThat(Sanitiser.lines(full)).containsExactly(full);
        assertThat(Sanitiser.lines(full + "\nnext")).containsExactly(full, "next");
        assertThat(Sanitiser.lines(full + "yz")).containsExactly(full, "yz");
    }

    @Test
    void aFloodIsCutToABoundedNumberOfLines() {
        assertThat(Sanitiser.lines("x\n".repeat(10_000))).hasSize(Sanitiser.MAX_LINES);
    }

    @Test
    void nothingPrintableMeansNoLines() {
        assertThat(Sanitiser.lines("\u001b[0m\r\n\t ")).isEmpty();
    }
}
