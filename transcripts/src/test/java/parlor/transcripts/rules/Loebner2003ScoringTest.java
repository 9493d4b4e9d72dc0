package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import parlor.transcripts.rules.Outcome.Medal;

/** 2003 rules 46-50: ratings 0-5 with fractions, means, an overall ranking, and the silver rule. */
class Loebner2003ScoringTest {

    /** Five judges (rule 40: "at least five"); E1's mean is exactly C1's, 3.50. */
    private static Ratings contest() {
        return new Ratings(RuleSet.LOEBNER_2003)
                .entry("E1", "4.1", "3.3", "3.1", "3.5", "3.5")
                .entry("E2", "3", "2.5", "3.25", "2", "1")
                .entry("E3", "1", "0", "2", "1.5", "1")
                .confederate("C1", "3.5", "3.5", "3.5", "3.5", "3.5")
                .confederate("C2", "3", "3.4", "3.6", "3.2", "3.3");
    }

    @Test
    void theMeansSortedGiveTheOverallRankingWithEqualPlacesShared() {
        Table table = contest().score().tables().getFirst();

        assertThat(table.columns()).containsExactly("place", "entity", "kind", "J1", "J2", "J3", "J4", "J5", "mean");
        assertThat(table.rows())
                .extracting(row -> row.get(0) + " " + row.get(1) + " " + row.get(8))
                .containsExactly("=1 E1 3.50", "=1 C1 3.50", "3 C2 3.30", "4 E2 2.35", "5 E3 1.38");
        // rule 46: fractional scores such as 3.25 and 4.1 are allowed
        assertThat(table.rows().getFirst()).contains("4.1");
    }

    @Test
    void aConfederateRankedEqualToTheWinnerStillLetsTheWinnerHaveSilver() {
        Outcome outcome = contest().score().outcome();

        assertThat(outcome.winner()).contains("E1");
        assertThat(outcome.medal()).contains(Medal.SILVER);
        assertThat(outcome.findings())
                .contains(
                        "no confederate is ranked above the winning entry (3.50); C1 equal, which is permitted: "
                                + "Silver Medal (rule 48)",
                        "non-cash awards (rule 58): E2 (2.35), then E3 (1.38)");
    }

    @Test
    void aConfederateRankedAboveTheWinnerMeansBronze() {
        Outcome outcome =
                contest().confederate("C2", "5", "4", "4.5", "3.5", "4").score().outcome();

        assertThat(outcome.winner()).contains("E1");
        assertThat(outcome.medal()).contains(Medal.BRONZE);
        assertThat(outcome.findings())
                .contains("C2 (4.20) ranked above the winning entry (3.50): Bronze Medal (rule 48)");
    }

    /**
     * Rule 46's 0 is "Partner not accessible, or severe system malfunction": left out of C1's mean (4.00 over four), and
     * since any rating of how human in its place (1 to 5) could put C1 above E1 or not, the medal is the judges' (rule 50).
     */
    @Test
    void aRatingOf0ThatCouldDecideTheMedalLeavesItToTheJudges() {
        Outcome outcome = new Ratings(RuleSet.LOEBNER_2003)
                .entry("E1", "4", "4", "4", "4", "4")
                .entry("E2", "2", "2", "2", "2", "2")
                .confederate("C1", "4", "4", "4", "4", "0")
                .score()
                .outcome();

        assertThat(outcome.winner()).contains("E1");
        assertThat(outcome.medal()).isEmpty();
        assertThat(outcome.undecided())
                .contains(
                        "the medal is not decided: J5's 0 for C1 (rule 46: \"Partner not accessible, or severe system "
                                + "malfunction\", not how human it was); with them, C1 could rank above the winning entry or not: "
                                + "rule 48 cannot say Silver or Bronze; rule 50: in \"any other matter of dispute connected with "
                                + "the final round judging, the Judges will confer together and attempt to reach a majority "
                                + "decision\"");
    }

    @Test
    void entriesTiedForTheTopAreLeftToTheJudgesOrACoin() {
        Outcome outcome =
                contest().entry("E2", "3.5", "3.5", "3.5", "3.5", "3.5").score().outcome();

        assertThat(outcome.winner()).isEmpty();
        assertThat(outcome.tieBreaks()).containsExactly("E1 and E2 tie for the highest mean, 3.50");
        assertThat(outcome.undecided())
                .contains(
                        "rule 50: the judges confer and try to reach a majority decision; failing that, a coin is tossed");
    }

    @Test
    void aSingleEntryIsAwardedTheBronzeMedal() {
        Outcome outcome = new Ratings(RuleSet.LOEBNER_2003)
                .entry("E1", "1", "1")
                .confederate("C1", "5", "5")
                .score()
                .outcome();

        assertThat(outcome.winner()).contains("E1");
        assertThat(outcome.medal()).contains(Medal.BRONZE);
        assertThat(outcome.findings())
                .containsExactly("only one entry: E1 is awarded the Bronze Medal without a contest (rule 3)");
    }

    /** Rule 48 compares the winner with the confederates: with none rated there is nothing to compare, so no Silver at 1.50. */
    @Test
    void withNoConfederateRatedTheMedalIsNotDecided() {
        Outcome outcome = new Ratings(RuleSet.LOEBNER_2003)
                .entry("E1", "1", "1.5", "2", "1", "2")
                .entry("E2", "1", "1", "1", "1", "1")
                .score()
                .outcome();

        assertThat(outcome.winner()).contains("E1");
        assertThat(outcome.medal()).isEmpty();
        assertThat(outcome.undecided())
                .contains("the medal is not decided: no confederate was rated, so there is none to compare the "
                        + "winning entry (1.50) with: rule 48 cannot say Silver or Bronze");
    }

    /** C1 has no rating from J5: a 5 would put C1 above E1's 3.50 (Bronze), a 3.5 would not (Silver). */
    @Test
    void aMissingRatingThatCouldPutAConfederateAboveLeavesTheMedalOpen() {
        Outcome outcome =
                contest().confederate("C1", "3.5", "3.5", "3.5", "3.5").score().outcome();

        assertThat(outcome.winner()).contains("E1");
        assertThat(outcome.medal()).isEmpty();
        assertThat(outcome.findings())
                .contains("J5's rating of C1 is missing; with them, C1 could rank above the winning entry or not: "
                        + "rule 48 cannot say Silver or Bronze");
    }

    /** E2 has no rating from J5: even a 5 gives E2 (3+2.5+3.25+2+5)/5 = 3.15, below E1's 3.50, so E1 still wins. */
    @Test
    void aMissingRatingThatCannotChangeTheWinnerLeavesItStanding() {
        Outcome outcome = contest().entry("E2", "3", "2.5", "3.25", "2").score().outcome();

        assertThat(outcome.winner()).contains("E1");
        assertThat(outcome.medal()).contains(Medal.SILVER);
    }

    /** E2 leads on 4.00 without J4's and J5's ratings: two 0s would give E2 12/5 = 2.40, below E1's 3.50, so nobody wins yet. */
    @Test
    void aMissingJudgeWhoseRatingsCouldChangeTheWinnerLeavesNoWinner() {
        Outcome outcome = contest().entry("E2", "4", "4", "4").score().outcome();

        assertThat(outcome.winner()).isEmpty();
        assertThat(outcome.medal()).isEmpty();
        assertThat(outcome.undecided())
                .contains("J4's rating of E2 and J5's rating of E2 are missing; with them, E1 could still rank "
                        + "level with or above E2, so no winner is named");
    }

    @Test
    void thePrizeIsTheOneRule54Or56GivesWithTheMedal() {
        assertThat(RuleSet.LOEBNER_2003.prize(Medal.BRONZE)).contains("US$2,000 (rule 54)");
        assertThat(RuleSet.LOEBNER_2003.prize(Medal.SILVER)).contains("US$25,000 (rule 56)");
    }
}
