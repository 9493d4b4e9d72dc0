package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Hand-built verdict records of the selection stages: 2006's Prelim Eight and 2003's preliminary round (rules 32-37). */
class SelectionTest {

    private static final Instant AT = Instant.parse("2006-09-17T10:00:00Z");

    private static ContestHeader prelim(RuleSet rules, int entries) {
        return new ContestHeader("Prelim", rules, IntStream.rangeClosed(1, entries)
            .mapToObj(n -> new HiddenEntity("E" + n, "Entry " + n, false)).toList(), List.of(1, 2, 3), List.of());
    }

    /** Each judge's ranks of E1, E2, ... in that order. */
    private static List<VerdictEntry> ranks(int[]... byJudge) {
        List<VerdictEntry> verdicts = new ArrayList<>();
        for (int j = 0; j < byJudge.length; j++) {
            for (int e = 0; e < byJudge[j].length; e++) {
                if (byJudge[j][e] > 0) {
                    verdicts.add(new VerdictEntry(AT, 0, j + 1, "t" + (j + 1), new Verdict.Rank("E" + (e + 1), byJudge[j][e])));
                }
            }
        }
        return verdicts;
    }

    @Test
    void thePrelimEightNamesTheFourWithTheBestMeanRankAsTheFinalFour() {
        Selection selection = Selection.of(prelim(RuleSet.LOEBNER_2006, 6),
            ranks(new int[] {6, 1, 2, 5, 3, 4}, new int[] {5, 2, 1, 6, 4, 3}, new int[] {6, 1, 3, 5, 2, 4}));

        // means: E1 5.67, E2 1.33, E3 2.00, E4 5.33, E5 3.00, E6 3.67
        assertThat(selection.forward()).containsExactly("E2", "E3", "E5", "E6");
        assertThat(selection.reserves()).isEmpty();
        assertThat(selection.undecided()).isEmpty();
        assertThat(selection.table().rows().getFirst()).containsExactly("E2", "3", "1.33", "the Final Four");
    }

    @Test
    void the2003PreliminaryRoundNamesEightFinalistsAndTwoReserves() {
        // eleven entries, three judges each (rule 34), each judge ranking the entries allotted (0: not allotted)
        Selection selection = Selection.of(prelim(RuleSet.LOEBNER_2003, 11), ranks(
            new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
            new int[] {1, 2, 3, 4, 5, 6, 7, 8, 10, 9, 11},
            new int[] {2, 1, 3, 4, 5, 6, 7, 8, 9, 11, 10}));

        assertThat(selection.forward()).containsExactly("E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8");
        assertThat(selection.reserves()).containsExactly("E9", "E10");
        assertThat(selection.table().rows()).extracting(row -> row.getFirst() + " " + row.get(3)).contains("E9 reserve", "E11 ");
    }

    @Test
    void aTieAcrossTheCutIsLeftToThePanelRule37() {
        Selection selection = Selection.of(prelim(RuleSet.LOEBNER_2006, 5),
            ranks(new int[] {1, 2, 3, 4, 5}, new int[] {1, 2, 3, 5, 4}));

        assertThat(selection.forward()).containsExactly("E1", "E2", "E3");
        assertThat(selection.undecided()).hasValueSatisfying(why -> assertThat(why).contains("E4, E5 are tied at mean rank 4.50"));
    }

    @Test
    void aThreeWayTieStraddlingTheCutSendsNoneOfTheTiedForward() {
        // E3, E4, E5 all at mean rank 4 with two places left in the Final Four after E1 and E2
        Selection selection = Selection.of(prelim(RuleSet.LOEBNER_2006, 6),
            ranks(new int[] {1, 2, 3, 4, 5, 6}, new int[] {1, 2, 5, 4, 3, 6}));

        assertThat(selection.forward()).containsExactly("E1", "E2");
        assertThat(selection.undecided()).hasValueSatisfying(why -> assertThat(why).startsWith("E3, E4, E5 are tied at mean rank 4.00"));
    }
}
