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
        return new ContestHeader(
                "Prelim",
                rules,
                IntStream.rangeClosed(1, entries)
                        .mapToObj(n -> new HiddenEntity("E" + n, "Entry " + n, false))
                        .toList(),
                List.of(1, 2, 3),
                List.of());
    }

    /** Each judge's ranks of E1, E2, ... in that order. */
    private static List<VerdictEntry> ranks(int[]... byJudge) {
        List<VerdictEntry> verdicts = new ArrayList<>();
        for (int j = 0; j < byJudge.length; j++) {
            for (int e = 0; e < byJudge[j].length; e++) {
                if (byJudge[j][e] > 0) {
                    verdicts.add(new VerdictEntry(
                            AT, 0, j + 1, "t" + (j + 1), new Verdict.Rank("E" + (e + 1), byJudge[j][e])));
                }
            }
        }
        return verdicts;
    }

    @Test
    void thePrelimEightNamesTheFourWithTheBestMeanRankAsTheFinalFour() {
        Selection selection = Selection.of(
                prelim(RuleSet.LOEBNER_2006, 6),
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
        Selection selection = Selection.of(
                prelim(RuleSet.LOEBNER_2003, 11),
                ranks(
                        new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
                        new int[] {1, 2, 3, 4, 5, 6, 7, 8, 10, 9, 11},
                        new int[] {2, 1, 3, 4, 5, 6, 7, 8, 9, 11, 10}));

        assertThat(selection.forward()).containsExactly("E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8");
        assertThat(selection.reserves()).containsExactly("E9", "E10");
        assertThat(selection.table().rows())
                .extracting(row -> row.getFirst() + " " + row.get(3))
                .contains("E9 reserve", "E11 ");
    }

    @Test
    void aTieAcrossTheCutIsLeftToThePanelRule37() {
        Selection selection = Selection.of(
                prelim(RuleSet.LOEBNER_2006, 5), ranks(new int[] {1, 2, 3, 4, 5}, new int[] {1, 2, 3, 5, 4}));

        assertThat(selection.forward()).containsExactly("E1", "E2", "E3");
        assertThat(selection.undecided())
                .hasValueSatisfying(why -> assertThat(why).contains("E4, E5 are tied at mean rank 4.50"));
    }

    @Test
    void aThreeWayTieStraddlingTheCutSendsNoneOfTheTiedForward() {
        // E3, E4, E5 all at mean rank 4 with two places left in the Final Four after E1 and E2
        Selection selection = Selection.of(
                prelim(RuleSet.LOEBNER_2006, 6), ranks(new int[] {1, 2, 3, 4, 5, 6}, new int[] {1, 2, 5, 4, 3, 6}));

        assertThat(selection.forward()).containsExactly("E1", "E2");
        assertThat(selection.undecided())
                .hasValueSatisfying(why -> assertThat(why).startsWith("E3, E4, E5 are tied at mean rank 4.00"));
    }

    /** A prelim as the relay records it: the stage, and a plan in which each of the judges meets every entry, one a round. */
    private static ContestHeader planned(RuleSet rules, int entries, int judges) {
        List<PlannedRound> rounds = IntStream.rangeClosed(1, entries)
                .mapToObj(r -> new PlannedRound(
                        r,
                        IntStream.rangeClosed(1, judges)
                                .mapToObj(j ->
                                        new PlannedRound.Seat(j, "T" + j, List.of("E" + ((r + j - 2) % entries + 1))))
                                .toList()))
                .toList();
        return new ContestHeader(
                "Prelim",
                rules,
                prelim(rules, entries).entities(),
                IntStream.rangeClosed(1, judges).boxed().toList(),
                rounds,
                java.util.Optional.empty(),
                Stage.PRELIM);
    }

    @Test
    void aMissingRankThatCouldChangeWhoGoesForwardNamesNobodyForThatPlace() {
        // J2 ranked neither E4 nor E5, leaving 4 and 5: E5 goes forward at 4.00 against E4's 5.00, or ties it at 4.50
        Selection selection = Selection.of(
                planned(RuleSet.LOEBNER_2006, 5, 2), ranks(new int[] {1, 2, 3, 5, 4}, new int[] {1, 2, 3, 0, 0}));

        assertThat(selection.forward()).containsExactly("E1", "E2", "E3");
        assertThat(selection.undecided())
                .hasValue("J2's rank of E5 and J2's rank of E4 are missing: with them E5 and E4 could each go "
                        + "forward or not, so the record names nobody for 1 place among the Final Four");
        assertThat(selection.table().rows())
                .extracting(row -> String.join("|", row))
                .contains("E5|1 of 2|4.00 (4.00 to 4.50 with the missing)|undecided");
    }

    @Test
    void aMissingRankThatCannotChangeTheSelectionLeavesItDecided() {
        // J2 never ranked E5, but even its best rank left (5) keeps it last
        Selection selection = Selection.of(
                planned(RuleSet.LOEBNER_2006, 5, 2), ranks(new int[] {1, 2, 3, 4, 5}, new int[] {1, 2, 3, 4, 0}));

        assertThat(selection.forward()).containsExactly("E1", "E2", "E3", "E4");
        assertThat(selection.undecided()).isEmpty();
    }

    @Test
    void aPrelimsResultsNameWhoGoesForwardAndChartEachByItsMeanRank() {
        Results results = Scoring.score(
                planned(RuleSet.LOEBNER_2006, 5, 2), ranks(new int[] {1, 2, 3, 4, 5}, new int[] {1, 3, 2, 5, 4}));

        assertThat(results.outcome().winner()).isEmpty();
        assertThat(results.outcome().medal()).isEmpty();
        assertThat(results.outcome().undecided())
                .hasValueSatisfying(why -> assertThat(why).startsWith("E4, E5 are tied at mean rank 4.50"));
        assertThat(results.outcome().findings())
                .startsWith("the Final Four: E1 (Entry 1), E2 (Entry 2), E3 (Entry 3)")
                .anyMatch(f -> f.startsWith("2006 gives the Prelim Eight no scoring of its own"));
        // the best mean (1) fills the bar, the worst possible (5) leaves it empty
        assertThat(results.chart())
                .extracting(bar -> bar.entity().id() + " " + bar.share() + " " + bar.label())
                .containsExactly(
                        "E1 1.0 mean rank 1.00 (1 = best)",
                        "E2 0.625 mean rank 2.50 (1 = best)",
                        "E3 0.625 mean rank 2.50 (1 = best)",
                        "E4 0.125 mean rank 4.50 (1 = best)",
                        "E5 0.125 mean rank 4.50 (1 = best)");
    }

    @Test
    void the2003PreliminaryRoundsResultsNameTheReservesOrSayThereAreNone() {
        Results results =
                Scoring.score(planned(RuleSet.LOEBNER_2003, 3, 2), ranks(new int[] {1, 2, 3}, new int[] {1, 2, 3}));

        assertThat(results.outcome().findings())
                .startsWith("finalists: E1 (Entry 1), E2 (Entry 2), E3 (Entry 3); held in reserve: none named")
                .noneMatch(f -> f.startsWith("2006"));
    }

    @Test
    void aPrelimRankIsOneToAsManyAsTheJudgeMetEachOnceAndOnlyOfOneMet() {
        ContestHeader header = planned(RuleSet.LOEBNER_2006, 5, 2);
        VerdictValidator validator = new VerdictValidator(header);
        List<VerdictEntry> earlier = List.of(new VerdictEntry(AT, 0, 1, "T1", new Verdict.Rank("E1", 1)));

        assertThat(validator.check(0, 1, new Verdict.Rank("E2", 2), earlier).isOk())
                .isTrue();
        assertThat(validator.check(0, 1, new Verdict.Rank("E2", 1), earlier).reasons())
                .containsExactly("rank 1 is used twice");
        assertThat(validator.check(0, 1, new Verdict.Rank("E2", 6), earlier).reasons())
                .containsExactly("ranks go from 1 (best) to 5 (worst)");
        assertThat(validator
                        .check(0, 1, new Verdict.Split("E1", 60, "E2", 40), earlier)
                        .reasons())
                .containsExactly("the loebner-2006 selection stage uses the rank form, not split");
        assertThat(ContestHeader.fromJson(parlor.transcripts.json.FlatJson.parse(header.toJson()))
                        .stage())
                .isEqualTo(Stage.PRELIM);
    }
}
