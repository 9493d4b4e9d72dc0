package parlor.transcripts.rules;

import static java.time.Duration.ofHours;
import static java.time.Duration.ofMinutes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.transcripts.rules.Timing.ReviewAt;

class RuleSetTest {

    @Test
    void eachRuleSetIsFoundByTheNameContestFilesUse() {
        assertThat(RuleSet.byName("loebner-1996")).isEqualTo(RuleSet.LOEBNER_1996);
        assertThat(RuleSet.byName("loebner-2003")).isEqualTo(RuleSet.LOEBNER_2003);
        assertThat(RuleSet.byName("loebner-2006")).isEqualTo(RuleSet.LOEBNER_2006);
        assertThat(RuleSet.byName("loebner-2009")).isEqualTo(RuleSet.LOEBNER_2009);
        assertThat(RuleSet.byName("kurzweil-kapor")).isEqualTo(RuleSet.KURZWEIL_KAPOR);
    }

    @Test
    void anUnknownNameIsRefusedWithEveryValidOne() {
        assertThatThrownBy(() -> RuleSet.byName("loebner-2007"))
                .hasMessage(
                        "unknown rule set 'loebner-2007': choose one of loebner-1996, loebner-2003, loebner-2006, loebner-2009, kurzweil-kapor");
    }

    @Test
    void roundTimesAreThoseThePublishedRulesGive() {
        // 2006 d., e.: 27 minutes with each pair, 3 minutes for reassignment, 20 minutes of review after the seven
        // rounds
        assertThat(RuleSet.LOEBNER_2006.timing())
                .isEqualTo(new Timing(
                        ofMinutes(27), Optional.empty(), ofMinutes(20), ReviewAt.END_OF_CONTEST, ofMinutes(3)));
        // 2009: 5 minutes left, then 5 right; 10 minutes to review and score; 5 minutes to take places
        assertThat(RuleSet.LOEBNER_2009.timing().toString())
                .isEqualTo(
                        "10 min talking (5 min with each side in turn), 10 min review after each round, 5 min between rounds");
        // the wager: two hours with each candidate
        assertThat(RuleSet.KURZWEIL_KAPOR.timing().talk()).isEqualTo(ofHours(2));
    }

    @Test
    void everyRuleSetGivesJudgesTimeToGiveTheirVerdicts() {
        // 1996 and 2003 give no times: judges rate each conversation in a 2-minute review after it (our choice)
        assertThat(RuleSet.LOEBNER_1996.timing().toString())
                .isEqualTo("15 min talking, 2 min review after each round, 5 min between rounds");
        assertThat(RuleSet.LOEBNER_2003.timing()).isEqualTo(RuleSet.LOEBNER_1996.timing());
        assertThat(RuleSet.values())
                .allSatisfy(rules -> assertThat(rules.timing().review()).isPositive());
        assertThatThrownBy(() -> RuleSet.LOEBNER_2003
                        .timing()
                        .overriddenBy(Optional.empty(), Optional.of(Duration.ZERO), Optional.empty()))
                .hasMessage("review (the time judges give their verdicts in) must be longer than zero, not 0 min");
    }

    @Test
    void pairedRuleSetsPutTwoEntitiesBeforeAJudge() {
        assertThat(RuleSet.values())
                .filteredOn(RuleSet::paired)
                .containsExactly(RuleSet.LOEBNER_2006, RuleSet.LOEBNER_2009);
        assertThat(RuleSet.LOEBNER_2009.pairing()).isEqualTo(RuleSet.Pairing.PAIR_LEFT_THEN_RIGHT);
        assertThat(RuleSet.LOEBNER_2009.forms()).containsExactly(VerdictForm.PICK, VerdictForm.RANK);
    }

    @Test
    void aContestFileMayOverrideTheTimesAndA2009RoundKeepsItsTwoEqualTurns() {
        Timing timing = RuleSet.LOEBNER_2009
                .timing()
                .overriddenBy(Optional.of(ofMinutes(20)), Optional.empty(), Optional.of(Duration.ZERO));

        assertThat(timing.talk()).isEqualTo(ofMinutes(20));
        assertThat(timing.eachSide()).contains(ofMinutes(10));
        assertThat(timing.review()).isEqualTo(ofMinutes(10));
        assertThat(timing.breakBetween()).isZero();
        assertThatThrownBy(() -> RuleSet.LOEBNER_1996
                        .timing()
                        .overriddenBy(Optional.of(Duration.ZERO), Optional.empty(), Optional.empty()))
                .hasMessageContaining("talk must be longer than zero");
    }
}
