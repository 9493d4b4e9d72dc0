package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.transcripts.rules.Outcome.Medal;

/** The 2009 Final Four: pick the human of each pair, then rank the four judged not human. */
class Loebner2009ScoringTest {

    /** Whether each judge (rows) took E1..E4 for the human over its confederate. Totals: E1 1, E2 2, E3 2, E4 0. */
    private static final boolean[][] ENTRY_CHOSEN = {
        {false, true, true, false},
        {false, false, true, false},
        {true, true, false, false},
        {false, false, false, false}
    };

    /** Each judge's ranks for the four judged not human, 4 the most human. */
    private static final List<List<Object>> RANKS = List.of(
            List.of(1, "C2", 4, "E1", 3, "C3", 2, "E4", 1),
            List.of(2, "E2", 4, "C2", 3, "E1", 2, "E4", 1),
            List.of(3, "C3", 4, "E3", 3, "C4", 2, "E4", 1),
            List.of(4, "E3", 4, "E1", 3, "E2", 2, "E4", 1));

    @Test
    void aCellIsOneWhenTheEntryWasChosenAsTheHuman() {
        Table matrix = score(verdicts(RANKS)).tables().get(1);

        // "we see in the first row that E3 is judged by J1 against confederate C3. Let us enter a 1 in that cell if E3
        // was chosen as the human"
        assertThat(matrix.rows().get(0)).containsExactly("J1", "C1 0", "C2 1", "C3 1", "C4 0");
        assertThat(matrix.rows().get(1)).containsExactly("J2", "C4 0", "C1 0", "C2 1", "C3 0");
        assertThat(matrix.rows().get(4)).containsExactly("total", "1", "2", "2", "0");
    }

    @Test
    void tiedEntriesAreEvaluatedByTheMeanOfTheirRanksFromThoseWhoJudgedThemNotHuman() {
        Results results = score(verdicts(RANKS));

        // E2 was judged not human by J2 (rank 4) and J4 (rank 2); E3 by J3 (3) and J4 (4)
        Table ranks = results.tables().get(2);
        assertThat(ranks.rows().get(1)).containsExactly("E2", "", "4", "", "2", "3.00");
        assertThat(ranks.rows().get(2)).containsExactly("E3", "", "", "3", "4", "3.50");
        assertThat(results.outcome().winner()).contains("E3");
        assertThat(results.outcome().tieBreaks())
                .containsExactly(
                        "E2 and E3 tied on a column total of 2; the highest mean rank from those who judged it not human wins: E2 3.00, E3 3.50, so E3 wins");
    }

    /**
     * A day where the judges did not all meet every entry: E2 and E3 tie on one pick each, E2 ranked
     * 2 by two judges (a sum of 4), E3 ranked 3 by the one other judge who met it. The mean, not the
     * sum, decides: E3.
     */
    @Test
    void tiedEntriesRankedByUnequallyManyJudgesAreComparedByTheirMeanNotTheirSum() {
        ContestHeader header = new ContestHeader(
                "Three judges",
                RuleSet.LOEBNER_2009,
                List.of(
                        new HiddenEntity("E1", "", false),
                        new HiddenEntity("E2", "", false),
                        new HiddenEntity("E3", "", false),
                        new HiddenEntity("C1", "", true),
                        new HiddenEntity("C2", "", true),
                        new HiddenEntity("C3", "", true)),
                List.of(1, 2, 3),
                List.of(),
                Optional.empty());
        List<VerdictEntry> verdicts = List.of(
                verdict(1, 1, new Verdict.Pick("E1", "C1", "C1")),
                verdict(2, 1, new Verdict.Pick("E2", "C2", "E2")),
                verdict(3, 1, new Verdict.Pick("E3", "C3", "E3")),
                verdict(1, 2, new Verdict.Pick("E1", "C2", "C2")),
                verdict(2, 2, new Verdict.Pick("E2", "C3", "C3")),
                verdict(3, 2, new Verdict.Pick("E3", "C1", "C1")),
                verdict(1, 3, new Verdict.Pick("E1", "C3", "C3")),
                verdict(2, 3, new Verdict.Pick("E2", "C1", "C1")),
                verdict(0, 1, new Verdict.Rank("C2", 3)),
                verdict(0, 1, new Verdict.Rank("C3", 2)),
                verdict(0, 1, new Verdict.Rank("E1", 1)),
                verdict(0, 2, new Verdict.Rank("E3", 3)),
                verdict(0, 2, new Verdict.Rank("E2", 2)),
                verdict(0, 2, new Verdict.Rank("E1", 1)),
                verdict(0, 3, new Verdict.Rank("E2", 2)),
                verdict(0, 3, new Verdict.Rank("E1", 1)));

        Results results = Scoring.score(header, verdicts);

        assertThat(results.refused()).isEmpty();
        assertThat(results.outcome().winner()).contains("E3");
        assertThat(results.outcome().tieBreaks())
                .containsExactly(
                        "E2 and E3 tied on a column total of 1; the highest mean rank from those who judged it not human wins: E2 2.00, E3 3.00, so E3 wins");
        assertThat(results.tables().get(2).title())
                .isEqualTo(
                        "Tie-break: ranks among the entities each judge judged not human (1 = least human, the judge's"
                                + " highest = most human: judges had 2 to 3 to rank)");
    }

    @Test
    void theChartShowsHowOftenEachEntityWasChosenAsTheHumanOfItsPairs() {
        assertThat(score(verdicts(RANKS)).chart())
                .extracting(bar -> bar.entity().id() + " " + bar.share() + " " + bar.label())
                .contains(
                        "E1 0.25 chosen as the human 1 of 4 times",
                        "E2 0.5 chosen as the human 2 of 4 times",
                        "E3 0.5 chosen as the human 2 of 4 times",
                        "E4 0.0 chosen as the human 0 of 4 times",
                        "C1 1.0 chosen as the human 4 of 4 times");
    }

    @Test
    void theSilverMedalIsNotAtRiskIn2009() {
        Outcome outcome = score(verdicts(RANKS)).outcome();

        assertThat(outcome.medal()).contains(Medal.BRONZE);
        assertThat(outcome.findings()).contains("the Silver Medal is not at risk in 2009: Bronze Medal");
        // "US$3000 and a Bronze Annual Medal"
        assertThat(RuleSet.LOEBNER_2009.prize(Medal.BRONZE)).contains("US$3,000 (the announcement)");
    }

    @Test
    void equalMeanRanksLeaveTheWinnerOpen() {
        List<List<Object>> ranks = new ArrayList<>(RANKS);
        ranks.set(3, List.of(4, "E1", 4, "E3", 3, "E2", 2, "E4", 1)); // E2: 4 and 2, E3: 3 and 3, both 3.00

        Outcome outcome = score(verdicts(ranks)).outcome();

        assertThat(outcome.winner()).isEmpty();
        assertThat(outcome.undecided()).contains("still tied: the 2009 rules give no further tie-break");
    }

    @Test
    void aRankForOneTheJudgeTookForTheHumanIsRefusedAndNotCounted() {
        List<VerdictEntry> verdicts = verdicts(RANKS);
        verdicts.add(FinalFour.rank(1, "E2", 4)); // J1 chose E2 as the human

        Results results = score(verdicts);

        assertThat(results.refused())
                .singleElement()
                .satisfies(r -> assertThat(r.reasons())
                        .containsExactly(
                                "you chose this one as the human: rank only those you judged not human",
                                "rank 4 is used twice"));
        assertThat(results.outcome().winner()).contains("E3");
    }

    @Test
    void aShortDaySaysItsOwnTurnsAndTheRankScaleItsJudgesHad() {
        // two judges, two pairs each, 30 s a side: so each judge ranked two, and the rules' 5 minutes and 4 ranks are
        // untrue
        Timing day = RuleSet.LOEBNER_2009
                .timing()
                .overriddenBy(
                        Optional.of(Duration.ofMinutes(1)),
                        Optional.of(Duration.ofMinutes(2)),
                        Optional.of(Duration.ZERO));
        ContestHeader header = new ContestHeader(
                "Short day",
                RuleSet.LOEBNER_2009,
                List.of(
                        new HiddenEntity("E1", "", false),
                        new HiddenEntity("E2", "", false),
                        new HiddenEntity("C1", "", true),
                        new HiddenEntity("C2", "", true)),
                List.of(1, 2),
                List.of(),
                Optional.of(day));
        List<VerdictEntry> verdicts = List.of(
                verdict(1, 1, new Verdict.Pick("E1", "C1", "C1")),
                verdict(1, 2, new Verdict.Pick("E2", "C2", "E2")),
                verdict(2, 1, new Verdict.Pick("C2", "E2", "C2")),
                verdict(2, 2, new Verdict.Pick("C1", "E1", "C1")),
                verdict(0, 1, new Verdict.Rank("E2", 2)),
                verdict(0, 1, new Verdict.Rank("E1", 1)),
                verdict(0, 2, new Verdict.Rank("C2", 2)),
                verdict(0, 2, new Verdict.Rank("E1", 1)));

        Results results = Scoring.score(header, verdicts);

        assertThat(results.refused()).isEmpty();
        assertThat(results.tables().get(0).notes())
                .containsExactly("each judge talked 30 s with the left entity, then 30 s with the right");
        assertThat(results.tables().get(2).title())
                .isEqualTo(
                        "Tie-break: ranks among the entities each judge judged not human (1 = least human, 2 = most human)");
    }

    /**
     * J1's pick between E2 and C2 (round 3) is missing: E3 leads on 2, and E2, on 1, could tie it with that pick; but
     * then the mean ranks decide, and E2's (J2 4, J4 2: 3.00) cannot reach E3's (J3 3, J4 4: 3.50) whatever J1 ranked,
     * as J1 ranks neither when it picks E2. Either way E3 wins, and the results say so.
     */
    @Test
    void aMissingPickThatCouldOnlyTieTheLeaderOnATieBreakItWinsAnywayNamesTheLeader() {
        List<List<Object>> ranks = new ArrayList<>(RANKS);
        ranks.set(0, List.of(1, "E1", 3, "C3", 2, "E4", 1));
        List<VerdictEntry> verdicts = new ArrayList<>(verdicts(ranks));
        verdicts.removeIf(v -> v.judge() == 1
                && v.verdict() instanceof Verdict.Pick p
                && p.entities().contains("E2"));

        Results results = score(verdicts);

        assertThat(results.refused()).isEmpty();
        assertThat(results.outcome().winner()).contains("E3");
        assertThat(results.outcome().findings())
                .contains(
                        "J1's pick between E2 and C2 (round 3) is missing, but however it is given the outcome is the same");
    }

    @Test
    void aLogThatDoesNotSayTheDaysTimesSaysNothingOfThem() {
        Results results = score(verdicts(RANKS));

        assertThat(results.tables().get(0).notes()).isEmpty();
        assertThat(results.tables().get(2).title()).endsWith("(1 = least human, 4 = most human)");
    }

    private static VerdictEntry verdict(int round, int judge, Verdict verdict) {
        return new VerdictEntry(
                FinalFour.START.plusSeconds(600L * (round == 0 ? 9 : round)), round, judge, "T" + judge, verdict);
    }

    private static Results score(List<VerdictEntry> verdicts) {
        return Scoring.score(FinalFour.header(RuleSet.LOEBNER_2009), verdicts);
    }

    private static List<VerdictEntry> verdicts(List<List<Object>> ranks) {
        List<VerdictEntry> verdicts = new ArrayList<>();
        for (int judge = 1; judge <= 4; judge++) {
            for (int entry = 1; entry <= 4; entry++) {
                verdicts.add(FinalFour.pick(judge, entry, ENTRY_CHOSEN[judge - 1][entry - 1]));
            }
        }
        verdicts.sort(java.util.Comparator.comparingInt(VerdictEntry::round));
        for (List<Object> row : ranks) {
            for (int i = 1; i < row.size(); i += 2) {
                verdicts.add(FinalFour.rank((Integer) row.get(0), (String) row.get(i), (Integer) row.get(i + 1)));
            }
        }
        return verdicts;
    }
}
