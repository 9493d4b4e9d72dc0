package parlor.relay.rounds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static parlor.relay.rounds.WrittenPlans.written;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.relay.rounds.HiddenEntity.Confederate;
import parlor.relay.rounds.HiddenEntity.Entry;

/** A schedule given explicitly (from a contest file) is refused with reasons that name the round and the people. */
class ScheduleCheckTest {

    private static final RoundFormat LOEBNER_2006 =
            RoundFormats.forRules("loebner-2006").orElseThrow();
    private static final RoundFormat LOEBNER_2009 =
            RoundFormats.forRules("loebner-2009").orElseThrow();
    private static final RoundFormat LOEBNER_1996 =
            RoundFormats.forRules("loebner-1996").orElseThrow();
    private static final CastSize FOUR = new CastSize(4, 4, 4);

    /** The plan of the 2006 and 2009 rules, as printed there. */
    private static final String[] PUBLISHED = {
        "J1E1C1 J2E3C2",
        "J4E1C2 J3E3C1 J2E4C3",
        "J3E1C3 J4E3C4 J1E2C2",
        "J2E1C4 J3E4C2",
        "J2E2C1 J1E3C3",
        "J1E4C4 J4E2C3",
        "J4E4C1 J3E2C4"
    };

    @Test
    void thePublishedPlanWrittenOutByHandIsAccepted() {
        Schedule schedule = written(LOEBNER_2006, FOUR, PUBLISHED);

        assertThat(ScheduleCheck.problems(schedule)).isEmpty();
        assertThat(ScheduleCheck.require(schedule)).isSameAs(schedule);
    }

    @Test
    void sidesDoNotMatterToTheCheck() {
        Schedule swapped = written(
                LOEBNER_2009,
                FOUR,
                "J1C1E1 J2E3C2",
                PUBLISHED[1],
                PUBLISHED[2],
                PUBLISHED[3],
                PUBLISHED[4],
                PUBLISHED[5],
                "J4C1E4 J3C4E2");

        assertThat(ScheduleCheck.problems(swapped)).isEmpty();
    }

    @Test
    void anEntryAtTwoTerminalsInOneRoundIsNamedWithTheRoundAndBothJudges() {
        Schedule schedule = written(LOEBNER_2006, FOUR, replaced(3, "J1E2C2 J3E1C3 J4E2C4"));

        assertThat(ScheduleCheck.problems(schedule)).contains("round 3: E2 meets two judges at once (J1, J4)");
    }

    @Test
    void aConfederateWantedByTwoJudgesAtOnceIsNamed() {
        Schedule schedule = written(LOEBNER_2006, FOUR, replaced(1, "J1E1C1 J2E3C1"));

        assertThat(ScheduleCheck.problems(schedule)).contains("round 1: C1 meets two judges at once (J1, J2)");
    }

    @Test
    void aJudgeAtTwoMeetingsInOneRoundIsNamed() {
        Schedule schedule = written(LOEBNER_2006, FOUR, replaced(1, "J1E1C1 J1E3C2"));

        assertThat(ScheduleCheck.problems(schedule))
                .contains("round 1: J1 is in two meetings at once", "J2 never meets E3");
    }

    @Test
    void aJudgeWhoNeverMeetsAnEntryIsNamed() {
        Schedule schedule = written(LOEBNER_2006, FOUR, replaced(1, "J1E1C1"));

        assertThat(ScheduleCheck.problems(schedule)).containsExactly("J2 never meets E3");
    }

    @Test
    void aJudgeWhoMeetsAnEntryTwiceIsToldInWhichRounds() {
        Schedule schedule = written(LOEBNER_2006, FOUR, replaced(5, "J2E3C1 J1E3C3"));

        // E3's fifth meeting has to repeat a confederate: the judge is at fault, not the spread
        assertThat(ScheduleCheck.problems(schedule))
                .containsExactly(
                        "round 5: E3 meets two judges at once (J1, J2)",
                        "J2 never meets E2",
                        "J2 meets E3 twice (rounds 1 and 5)");
    }

    @Test
    void aJudgeWhoSeesAConfederateTwiceAndAnotherNeverIsNamedWithBoth() {
        Schedule schedule = written(LOEBNER_2006, FOUR, replaced(3, "J3E1C3 J4E3C4 J1E2C1"));

        assertThat(ScheduleCheck.problems(schedule))
                .containsExactly(
                        "J1 meets C1 twice (rounds 1 and 3) but never meets C2",
                        "E2 is compared with C1 twice (rounds 3 and 5) but never with C2");
    }

    /** Four judges each meet both entries, so each entry meets each of the two confederates twice: the rules' wish, as far as it goes. */
    @Test
    void withFewerConfederatesThanJudgesEvenlySpreadRepeatsAreAccepted() {
        Schedule schedule = written(
                LOEBNER_2009,
                new CastSize(4, 2, 2),
                "J1E1C1 J3E2C2",
                "J3E1C1 J1C2E2",
                "J2E1C2 J4E2C1",
                "J4C2E1 J2E2C1");

        assertThat(ScheduleCheck.problems(schedule)).isEmpty();
    }

    @Test
    void anEntryComparedWithOneConfederateEachTimeWhileAnotherIsFreeIsRefusedNamingBoth() {
        Schedule schedule = written(
                LOEBNER_2009,
                new CastSize(4, 2, 2),
                "J1E1C1 J2E2C2",
                "J2E1C1 J1E2C2",
                "J3E1C1 J4E2C2",
                "J4E1C1 J3E2C2");

        assertThat(ScheduleCheck.problems(schedule))
                .containsExactly(
                        "E1 is compared with C1 four times (rounds 1, 2, 3 and 4) but never with C2",
                        "E2 is compared with C2 four times (rounds 1, 2, 3 and 4) but never with C1");
    }

    @Test
    void repeatsPiledOnOneConfederateAreRefusedEvenIfEveryoneIsMet() {
        Schedule schedule = written(LOEBNER_2006, new CastSize(4, 1, 2), "J1E1C1", "J2E1C1", "J3E1C1", "J4E1C2");

        assertThat(ScheduleCheck.problems(schedule))
                .containsExactly(
                        "E1 is compared with C1 three times (rounds 1, 2 and 3) but with C2 only once (round 4)");
    }

    @Test
    void aJudgeMeetsEachEntryOnceHoweverFewTheConfederates() {
        Schedule schedule = written(LOEBNER_2006, new CastSize(2, 2, 1), "J1E1C1", "J1E2C1", "J2E1C1", "J2E1C1");

        assertThat(ScheduleCheck.problems(schedule))
                .containsExactly("J2 meets E1 twice (rounds 3 and 4)", "J2 never meets E2");
    }

    @Test
    void aSideBySideRoundWithOneTerminalIsRefused() {
        Schedule schedule = written(LOEBNER_2009, FOUR, replaced(1, "J1E1 J2E3C2"));

        assertThat(ScheduleCheck.problems(schedule))
                .contains(
                        "round 1: J1 meets only E1, but loebner-2009 compares an entry with a confederate side by side");
    }

    @Test
    void twoEntriesSideBySideAreRefused() {
        Schedule schedule = written(LOEBNER_2006, FOUR, replaced(1, "J1E1E2 J2E3C2"));

        assertThat(ScheduleCheck.problems(schedule))
                .contains(
                        "round 1: J1 meets E1 and E2: loebner-2006 compares an entry with a confederate, one of each");
    }

    @Test
    void aOneAtATimeContestRefusesTwoTerminalsAtOnce() {
        Schedule schedule = written(LOEBNER_1996, new CastSize(2, 1, 1), "J1E1C1", "J2E1 J1C1", "J2C1");

        assertThat(ScheduleCheck.problems(schedule))
                .contains(
                        "round 1: J1 meets E1 and C1 at once, but loebner-1996 has judges talk with one hidden entity at a time");
    }

    @Test
    void oneAtATimeEveryJudgeMustMeetEveryConfederateToo() {
        Schedule schedule = written(LOEBNER_1996, new CastSize(2, 1, 1), "J1E1 J2C1", "J2E1");

        assertThat(ScheduleCheck.problems(schedule)).containsExactly("J1 never meets C1");
    }

    @Test
    void sideBySideAJudgeNeedNotMeetTheSpareConfederates() {
        Schedule threeEntries = written(LOEBNER_2006, new CastSize(2, 2, 3), "J1E1C1 J2E2C3", "J1E2C2", "J2E1C2");

        assertThat(ScheduleCheck.problems(threeEntries)).isEmpty();
    }

    @Test
    void namesOutsideTheCastAreRefused() {
        Schedule schedule = written(LOEBNER_2006, FOUR, replaced(1, "J1E1C1 J2E3C2 J9E9C7"));

        assertThat(ScheduleCheck.problems(schedule))
                .contains(
                        "round 1: J9 is not one of the judges",
                        "round 1: J9 meets E9, who is not in the cast",
                        "round 1: J9 meets C7, who is not in the cast");
    }

    @Test
    void anEmptyRoundIsRefused() {
        Schedule schedule = written(
                LOEBNER_2006,
                FOUR,
                PUBLISHED[0],
                " ",
                PUBLISHED[1],
                PUBLISHED[2],
                PUBLISHED[3],
                PUBLISHED[4],
                PUBLISHED[5],
                PUBLISHED[6]);

        assertThat(ScheduleCheck.problems(schedule)).containsExactly("round 2: nobody meets anybody");
    }

    @Test
    void aCastTheRulesCannotUseIsRefusedBeforeAnythingElse() {
        Schedule schedule = written(LOEBNER_2006, new CastSize(4, 3, 0), "J1E1");

        assertThat(ScheduleCheck.problems(schedule))
                .first()
                .isEqualTo("loebner-2006 compares each entry with a confederate, so it needs at least 1 confederate");
    }

    @Test
    void aNameUsedTwiceInTheCastIsRefused() {
        Cast cast = new Cast(List.of(new Judge("J1")), List.of(new Entry("X")), List.of(new Confederate("X")));

        assertThat(ScheduleCheck.problems(new Schedule(LOEBNER_1996, cast, List.of())))
                .contains("X is named twice in the cast");
    }

    @Test
    void requireThrowsWithEveryReasonAndShowsTheFirstTen() {
        Schedule nothing = written(LOEBNER_2006, FOUR);

        assertThatThrownBy(() -> ScheduleCheck.require(nothing))
                .isInstanceOfSatisfying(ScheduleRefusedException.class, e -> {
                    assertThat(e.reasons()).hasSize(16).first().isEqualTo("J1 never meets E1");
                    assertThat(e.getMessage())
                            .startsWith("16 problems:\n  J1 never meets E1\n  J1 never meets E2\n")
                            .endsWith("\n  … and 6 more");
                });
    }

    @Test
    void aLoaderCanResolveTheNamesItReads() {
        Cast cast = Cast.numbered(FOUR);

        assertThat(cast.judge("J3")).contains(new Judge("J3"));
        assertThat(cast.hidden("C2")).contains(new Confederate("C2"));
        assertThat(cast.hidden("E5")).isEqualTo(Optional.empty());
    }

    private static String[] replaced(int round, String plan) {
        String[] rounds = PUBLISHED.clone();
        rounds[round - 1] = plan;
        return rounds;
    }
}
