package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** How a contest file names a plain terminal's mode and charset, and what it gets for them. */
class PlainScreenTest {

    @Test
    void modesAreNamedAsInTheContestFile() {
        assertThat(PlainScreen.Mode.named("ansi")).isEqualTo(PlainScreen.Mode.ANSI);
        assertThat(PlainScreen.Mode.named(" Lines ")).isEqualTo(PlainScreen.Mode.LINES);
        assertThat(PlainScreen.create(PlainScreen.Mode.ANSI, "T1", TerminalCharset.ASCII))
                .isInstanceOf(AnsiScreenWriter.class);
        assertThat(PlainScreen.create(PlainScreen.Mode.LINES, "T1", TerminalCharset.UTF_8))
                .isInstanceOf(LinesWriter.class);
    }

    @Test
    void anUnknownModeOrCharsetSaysWhatWouldDo() {
        assertThatThrownBy(() -> PlainScreen.Mode.named("vt52")).hasMessage("unknown mode 'vt52': use ansi or lines");
        assertThatThrownBy(() -> TerminalCharset.named("latin1"))
                .hasMessage("unknown charset 'latin1': use ascii or utf-8");
    }

    @Test
    void charsetsAreNamedAsInTheContestFile() {
        assertThat(TerminalCharset.named("ASCII")).isEqualTo(TerminalCharset.ASCII);
        assertThat(TerminalCharset.named("utf-8")).isEqualTo(TerminalCharset.UTF_8);
        assertThat(TerminalCharset.named("utf8")).isEqualTo(TerminalCharset.UTF_8);
    }

    @Test
    void aTeletypeNeedsRoomForAtLeastOneCharacterAndTheCursor() {
        assertThatThrownBy(() -> new LinesWriter("T1", TerminalCharset.ASCII, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
