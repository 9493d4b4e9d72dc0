package parlor.station.screen;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import parlor.relay.link.LinkMessage;

/** The station's status line as text, at the 80 columns of a tmux window or a VT100. */
class StationViewTest {

    /** Seen in tmux at 80x24: {@code ... relay unreachable at 127.0.0.1:7301; retryin}. */
    @Test
    void anUnreachableRelayDuringARoundFitsIn80ColumnsInWholeWords() {
        StationState state = new StationState("T1");
        state.apply(new LinkMessage.Status(1, ""), state.now());
        state.apply(new LinkMessage.RoundClock(1, 4, "talk", "left", 17, true), state.now());
        state.linkIs("relay unreachable at 127.0.0.1:7301; retrying");

        String line = StationView.statusLine(state, 80, 0, 0);

        assertThat(line.stripTrailing()).matches(" T1  judge 01  round 1/4 left 0:1\\d  relay unreachable; retrying");
        assertThat(line).hasSizeLessThanOrEqualTo(80);
    }

    @Test
    void theKeyHintsGoFirstAndTheScrollMarkShortens() {
        StationState state = new StationState("T1");
        state.linkIs("connected");
        state.apply(new LinkMessage.Status(4, "the other side is not responding"), state.now());

        assertThat(StationView.statusLine(state, 80, 0, 0).stripTrailing())
                .isEqualTo(" T1  judge 04  connected  | the other side is not responding");
        assertThat(StationView.statusLine(state, 80, 23, 40)).endsWith("   SCROLLED BACK 23 ");
        assertThat(StationView.statusLine(state, 120, 23, 40)).endsWith("SCROLLED BACK 23 lines (End: latest) ");
    }

    @Test
    void theLinkSaysItsStateInAFewWordsWhenRoomIsShort() {
        assertThat(StationView.briefly("relay unreachable at relay.lan:7070; retrying"))
                .isEqualTo("relay unreachable; retrying");
        assertThat(StationView.briefly("lost the relay at 127.0.0.1:7301 (no word from it for 10 s); retrying"))
                .isEqualTo("relay lost; retrying");
        assertThat(StationView.briefly("connecting to 127.0.0.1:7301")).isEqualTo("connecting");
        assertThat(StationView.briefly("relay said goodbye: the contest is over; retrying"))
                .isEqualTo("relay closed the link; retrying");
        assertThat(StationView.briefly("connected")).isEmpty();
        assertThat(StationView.briefly("refused: no terminal or desk T9 in this contest (there: T1)"))
                .isEqualTo("refused: no terminal or desk T9 in this contest (there: T1)");
    }
}
