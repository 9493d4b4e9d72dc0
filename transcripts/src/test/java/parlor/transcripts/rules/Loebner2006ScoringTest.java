package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import parlor.transcripts.rules.Outcome.Medal;

/** The 2006 Final Four, scored by the method of paired comparisons as the rules publish it. */
class Loebner2006ScoringTest {

    /**
     * Each judge's points for E1..E4 against the confederate the matrix names. Column totals:
     * E1 1, E2 2 (J2, J3), E3 2 (J1, J3), E4 0. No judge uses an apportionment twice.
     */
    private static final int[][] POINTS = {
        {30, 40, 65, 10},
        {52, 75, 20, 45},
        {15, 60, 70, 25},
        {35, 5, 15, 40}
    };

    @Test
    void thePublishedRoundTableSeatsEachJudgeWithTheConfederateTheMatrixNames() {
        Pattern seat = Pattern.compile("J(\\d)E(\\d)(C\\d)");
        List<String> seen = new ArrayList<>();
        for (String round : FinalFour.ROUND_TABLE) {
            for (Matcher m = seat.matcher(round); m.find(); ) {
                assertThat(m.group(3))
                        .as(m.group())
                        .isEqualTo(FinalFour.confederate(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
                seen.add(m.group(1) + m.group(2));
            }
        }

        assertThat(seen).hasSize(16).doesNotHaveDuplicates();
    }

    @Test
    void theMatrixReadsAsTheRulesReadIt() {
        Table matrix = score(POINTS).tables().get(1);

        assertThat(matrix.columns()).containsExactly("judge", "E1", "E2", "E3", "E4");
        // "reading across the row 2 we see that J2 compares E1 with C4, E2 with C1, E3 with C2, and E4 with C3"
        assertThat(matrix.rows().get(1)).containsExactly("J2", "C4 1", "C1 1", "C2 0", "C3 0");
        // "reading down the third column, we see in the first row that E3 is judged by J1 against C3":
        // "a 1 in that cell if E3 scored 51 or higher against C3" (it scored 65)
        assertThat(matrix.rows().get(0).get(3)).isEqualTo("C3 1");
        assertThat(matrix.rows().get(4)).containsExactly("total", "1", "2", "2", "0");
    }

    @Test
    void fiftyOnePointsIsEnoughToCountAsMoreHuman() {
        // J2 gave E1 52 points against C4; with 51 the cell is still 1, with 49 it is 0
        int[][] points = copy(POINTS);
        points[1][0] = 51;
        assertThat(score(points).tables().get(1).rows().get(1).get(1)).isEqualTo("C4 1");
        points[1][0] = 49;
        assertThat(score(points).tables().get(1).rows().get(1).get(1)).isEqualTo("C4 0");
    }

    @Test
    void aTieForTheHighestColumnTotalGoesToTheLowestTotalOfRanks() {
        Results results = score(POINTS);

        Table ranks = results.tables().get(2);
        // J1's eight scores: C4 90, C1 70, E3 65, C2 60, E2 40, C3 35, E1 30, E4 10 -> E2 5th, E3 3rd
        assertThat(ranks.rows().get(1)).containsExactly("E2", "5", "2", "4", "8", "19");
        assertThat(ranks.rows().get(2)).containsExactly("E3", "3", "8", "3", "7", "21");
        assertThat(results.outcome().winner()).contains("E2");
        assertThat(results.outcome().tieBreaks())
                .containsExactly(
                        "E2 and E3 tied on a column total of 2; the lowest total of ranks wins: E2 19, E3 21, so E2 wins");
    }

    @Test
    void aWinningTotalOfTwoOrMoreEarnsTheSilverMedal() {
        // "The Silver Medal and $25,000 will be awarded if the score is "2" or higher."
        assertThat(score(POINTS).outcome().medal()).contains(Medal.SILVER);

        int[][] oneWin = {{10, 20, 65, 40}, {10, 20, 30, 40}, {10, 20, 30, 40}, {10, 20, 30, 40}};
        Outcome outcome = score(oneWin).outcome();
        assertThat(outcome.winner()).contains("E3");
        assertThat(outcome.medal()).contains(Medal.BRONZE);
        assertThat(outcome.tieBreaks()).isEmpty();
        assertThat(RuleSet.LOEBNER_2006.prize(Medal.BRONZE)).contains("$2,000 (the announcement)");
        assertThat(RuleSet.LOEBNER_2006.prize(Medal.SILVER)).contains("$25,000 (the announcement)");
    }

    @Test
    void entriesStillTiedOnRanksAreLeftToTheSemiFinal() {
        int[][] points = copy(POINTS);
        points[3][2] = 45; // J4 ranks E3 5th instead of 7th: 19 each

        Outcome outcome = score(points).outcome();

        assertThat(outcome.winner()).isEmpty();
        assertThat(outcome.tieBreaks())
                .containsExactly(
                        "E2 and E3 tied on a column total of 2; the lowest total of ranks wins: E2 19, E3 19, still tied");
        assertThat(outcome.undecided())
                .hasValueSatisfying(why -> assertThat(why).contains("semi-final"));
    }

    @Test
    void aForbiddenSplitInTheLogIsLeftOutOfTheScores() {
        List<VerdictEntry> verdicts = verdicts(POINTS);
        verdicts.add(FinalFour.split(1, 3, 60)); // J1 splits E3/C3 a second time

        Results results = Scoring.score(FinalFour.header(RuleSet.LOEBNER_2006), verdicts);

        assertThat(results.counted()).hasSize(16);
        assertThat(results.refused())
                .singleElement()
                .satisfies(r -> assertThat(r.reasons())
                        .containsExactly(
                                "you already split points between these two, in round 5",
                                "you gave 40/60 before, in round 3: every split must differ"));
    }

    @Test
    void theChartShowsEachEntitysMeanPointsOfItsSplits() {
        // E1 30, 52, 15, 35; E3 65, 20, 70, 15; C1 faced E1-E4 with J1-J4: 70, 25, 30, 60
        assertThat(score(POINTS).chart())
                .extracting(bar -> bar.entity().id() + " " + bar.share() + " " + bar.label())
                .contains(
                        "E1 0.33 33.00 points of 100 on average",
                        "E2 0.45 45.00 points of 100 on average",
                        "E3 0.425 42.50 points of 100 on average",
                        "E4 0.3 30.00 points of 100 on average",
                        "C1 0.4625 46.25 points of 100 on average");
    }

    private static Results score(int[][] points) {
        return Scoring.score(FinalFour.header(RuleSet.LOEBNER_2006), verdicts(points));
    }

    private static List<VerdictEntry> verdicts(int[][] points) {
        List<VerdictEntry> verdicts = new ArrayList<>();
        for (int judge = 1; judge <= 4; judge++) {
            for (int entry = 1; entry <= 4; entry++) {
                verdicts.add(FinalFour.split(judge, entry, points[judge - 1][entry - 1]));
            }
        }
        verdicts.sort(java.util.Comparator.comparingInt(VerdictEntry::round));
        return verdicts;
    }

    private static int[][] copy(int[][] points) {
        return java.util.Arrays.stream(points).map(int[]::clone).toArray(int[][]::new);
    }
}
