package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import parlor.transcripts.rules.Outcome.Medal;

/** 1996: judges rate how human each terminal seemed; the Most Human Computer wins, and the Most Human Human is named. */
class Loebner1996ScoringTest {

    /** Rule 14: at least one terminal is human, at least two are computers. */
    private static Ratings contest() {
        return new Ratings(RuleSet.LOEBNER_1996)
                .entry("E1", "3", "4", "2", "5")
                .entry("E2", "7", "6", "8", "5")
                .entry("E3", "2", "1", "3", "2")
                .confederate("C1", "9", "8", "9", "10")
                .confederate("C2", "8", "9", "7", "9");
    }

    @Test
    void theHighestScoringComputerIsTheMostHumanComputer() {
        Results results = contest().score();

        assertThat(results.outcome().winner()).contains("E2");
        assertThat(results.outcome().medal()).contains(Medal.BRONZE);
        assertThat(results.outcome().findings())
                .containsExactly(
                        "Most Human Computer: E2, mean 6.50 (rule 4): the Bronze Medal",
                        "Most Human Human: C1, mean 9.00");
        assertThat(results.tables().getFirst().rows())
                .extracting(row -> row.get(1) + " " + row.getLast())
                .containsExactly("C1 9.00", "C2 8.25", "E2 6.50", "E1 3.50", "E3 2.00");
    }

    @Test
    void theChartShowsEachMeanOnTheTenPointScale() {
        assertThat(contest().score().chart())
                .filteredOn(bar -> bar.entity().id().equals("E2"))
                .singleElement()
                .satisfies(bar -> {
                    assertThat(bar.share()).isEqualTo(0.65);
                    assertThat(bar.label()).isEqualTo("6.50 of 10");
                });
    }

    @Test
    void aLoneEntryTakesTheMedalWithoutAContest() {
        Outcome outcome = new Ratings(RuleSet.LOEBNER_1996)
                .entry("E1", "2")
                .confederate("C1", "9")
                .score()
                .outcome();

        assertThat(outcome.winner()).contains("E1");
        assertThat(outcome.findings())
                .containsExactly("only one entry: E1 is awarded the Bronze Medal without a contest (rule 5)");
    }

    @Test
    void entriesNoJudgeRatedHaveNoPlaceAndNameNoWinner() {
        Results results = new Ratings(RuleSet.LOEBNER_1996)
                .entry("E1")
                .entry("E2")
                .confederate("C1", "9", "8")
                .score();

        assertThat(results.outcome().winner()).isEmpty();
        assertThat(results.outcome().undecided())
                .contains(
                        "no entry has been rated yet: J1's rating of E1, J1's rating of E2, J2's rating of E1 and J2's"
                                + " rating of E2 are missing");
        // a day that ended with no entry rated by anyone: the award carries over
        assertThat(new Ratings(RuleSet.LOEBNER_1996)
                        .entry("E1")
                        .score()
                        .outcome()
                        .findings())
                .containsExactly(
                        "no entry was rated: there is no winner, and the cash award carries over to next year (rule 5)");
        assertThat(results.tables().getFirst().rows())
                .extracting(row -> String.join("|", row))
                .containsExactly("1|C1|confederate|9|8|8.50", "-|E1|entry|||-", "-|E2|entry|||-");
    }

    /** E1 lacks J3's and J4's ratings: two 10s would give E1 (3+4+10+10)/4 = 6.75, above E2's 6.50, so no winner yet. */
    @Test
    void missingRatingsThatCouldChangeTheWinnerLeaveNoWinner() {
        Outcome outcome = contest().entry("E1", "3", "4").score().outcome();

        assertThat(outcome.winner()).isEmpty();
        assertThat(outcome.undecided())
                .contains("J3's rating of E1 and J4's rating of E1 are missing; with them, E1 could still rank "
                        + "level with or above E2, so no winner is named");
    }

    /** "In 1996, $2,000 and a bronze medal will be awarded to the designer of the Most Human Computer"; 1996 has no silver. */
    @Test
    void theBronzeMedalComesWithTwoThousandDollars() {
        assertThat(RuleSet.LOEBNER_1996.prize(Medal.BRONZE)).contains("$2,000 (the announcement; rule 5)");
        assertThat(RuleSet.LOEBNER_1996.prize(Medal.SILVER)).isEmpty();
    }
}
