package parlor.station;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** What an audience wall shows of the terminals the relay lists, and what its last row says about the rest. */
class WallTerminalsTest {

    @Test
    void aContestThatFitsIsShownWhole() {
        WallTerminals.Shown shown = WallTerminals.ofTheContest(List.of("T1", "T2", "T3"));

        assertThat(WallTerminals.footer(shown))
                .isEqualTo(" AUDIENCE  T1 T2 T3  read-only, delayed by the relay  Ctrl-] quit");
    }

    @Test
    void beyondEightTheFirstEightAreShownAndTheLastRowSaysHowToShowTheRestOnAnotherWall() {
        List<String> twelve =
                IntStream.rangeClosed(1, 12).mapToObj(i -> "T" + i).toList();

        WallTerminals.Shown shown = WallTerminals.ofTheContest(twelve);

        assertThat(shown.terminals()).containsExactly("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8");
        assertThat(WallTerminals.footer(shown))
                .isEqualTo(" AUDIENCE  T1 T2 T3 T4 T5 T6 T7 T8 (of 12: a wall shows at most 8; for the rest,"
                        + " another with --terminal T9,T10,T11,T12)  read-only, delayed by the relay  Ctrl-] quit");
    }
}
