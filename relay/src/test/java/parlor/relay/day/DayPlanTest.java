package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import parlor.relay.rounds.CastSize;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.RoundFormats;
import parlor.relay.rounds.Schedule;
import parlor.relay.rounds.ScheduleMaker;
import parlor.transcripts.rules.RuleSet;

class DayPlanTest {

    @Test
    void a2009RoundIsTheLeftTurnTheRightTurnTheReviewAndABreak() {
        Schedule schedule = ScheduleMaker.make(
                RoundFormats.forRules("loebner-2009").orElseThrow(), new CastSize(4, 4, 4), new SplittableRandom(7));
        DayPlan plan = DayPlan.of(schedule, RuleSet.LOEBNER_2009.timing(), true);

        assertThat(plan.rounds()).isEqualTo(7);
        List<DayPlan.Phase> first = plan.phases().subList(0, 4);
        assertThat(first)
                .extracting(DayPlan.Phase::kind, DayPlan.Phase::side, DayPlan.Phase::length)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(DayPlan.Kind.TALK, "left", Duration.ofMinutes(5)),
                        org.assertj.core.groups.Tuple.tuple(DayPlan.Kind.TALK, "right", Duration.ofMinutes(5)),
                        org.assertj.core.groups.Tuple.tuple(DayPlan.Kind.REVIEW, "-", Duration.ofMinutes(10)),
                        org.assertj.core.groups.Tuple.tuple(DayPlan.Kind.BREAK, "-", Duration.ofMinutes(5)));
        // 7 rounds of 3 phases, and a break between each two
        assertThat(plan.phases()).hasSize(7 * 3 + 6);
        DayPlan.Phase left = plan.phases().get(0);
        DayPlan.Phase right = plan.phases().get(1);
        for (DayPlan.Place place : left.places()) {
            DayPlan.Place later = right.placeOf(place.judge()).orElseThrow();
            assertThat(later.excused()).isEqualTo(place.excused());
            if (!place.excused()) {
                assertThat(List.of(place.with().orElseThrow(), later.with().orElseThrow()))
                        .as("one turn with the entry, one with the confederate")
                        .hasOnlyElementsOfTypes(
                                parlor.relay.rounds.HiddenEntity.Entry.class,
                                parlor.relay.rounds.HiddenEntity.Confederate.class)
                        .doesNotHaveDuplicates();
            }
        }
        assertThat(plan.phases().get(2).places()).filteredOn(p -> !p.excused()).hasSize(2);
    }

    /** The 1996 and 2003 rules give no times: with ours, each judge who talked rates in a 2-minute review after each round. */
    @Test
    void a1996Or2003DayWithItsOwnTimesHasAReviewAfterEveryRound() {
        for (RuleSet rules : List.of(RuleSet.LOEBNER_1996, RuleSet.LOEBNER_2003)) {
            Schedule schedule = ScheduleMaker.make(
                    RoundFormats.forRules(rules.ruleName()).orElseThrow(),
                    new CastSize(2, 2, 1),
                    new SplittableRandom(1));
            DayPlan plan = DayPlan.of(schedule, rules.timing(), false);

            assertThat(plan.phases())
                    .extracting(DayPlan.Phase::kind)
                    .as("%s", rules)
                    .containsExactly(
                            DayPlan.Kind.TALK,
                            DayPlan.Kind.REVIEW,
                            DayPlan.Kind.BREAK,
                            DayPlan.Kind.TALK,
                            DayPlan.Kind.REVIEW,
                            DayPlan.Kind.BREAK,
                            DayPlan.Kind.TALK,
                            DayPlan.Kind.REVIEW);
            assertThat(plan.phases()).filteredOn(DayPlan.Phase::isReview).allSatisfy(review -> {
                assertThat(review.length()).isEqualTo(Duration.ofMinutes(2));
                assertThat(review.places()).noneMatch(DayPlan.Place::excused);
            });
        }
    }

    @Test
    void aContestThatReviewsOnceReviewsAfterTheLastRound() {
        Schedule schedule = ScheduleMaker.make(
                RoundFormats.forRules("kurzweil-kapor").orElseThrow(), new CastSize(3, 1, 3), new SplittableRandom(1));
        DayPlan plan = DayPlan.of(schedule, RuleSet.KURZWEIL_KAPOR.timing(), false);

        DayPlan.Phase last = plan.phases().get(plan.phases().size() - 1);
        assertThat(last.kind()).isEqualTo(DayPlan.Kind.REVIEW);
        assertThat(last.places()).noneMatch(DayPlan.Place::excused);
        assertThat(plan.phases())
                .filteredOn(p -> p.kind() == DayPlan.Kind.TALK)
                .allMatch(p -> p.side().equals("-"));
    }
}
