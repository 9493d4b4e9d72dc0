package parlor.relay.rounds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import parlor.relay.rounds.HiddenEntity.Entry;
import parlor.relay.rounds.RoundFormat.PairedComparisons;

/** Generated schedules: the published plan where the rules print one, Latin squares for every other size. */
class ScheduleMakerTest {

    private static final RoundFormat LOEBNER_2006 =
            RoundFormats.forRules("loebner-2006").orElseThrow();
    private static final RoundFormat LOEBNER_2009 =
            RoundFormats.forRules("loebner-2009").orElseThrow();
    private static final CastSize FOUR = new CastSize(4, 4, 4);
    /** Side by side with no published plan, so that every size is computed (the published one takes 7 rounds, not 6). */
    private static final RoundFormat COMPUTED = new PairedComparisons("side-by-side", false);

    /** Round by round, exactly as the 2006 and 2009 rules print the plan. */
    private static final List<String> PUBLISHED = List.of(
            "J1E1C1 J2E3C2",
            "J4E1C2 J3E3C1 J2E4C3",
            "J3E1C3 J4E3C4 J1E2C2",
            "J2E1C4 J3E4C2",
            "J2E2C1 J1E3C3",
            "J1E4C4 J4E2C3",
            "J4E4C1 J3E2C4");

    /**
     * Neither rule set seats the entry on a fixed side: the 2009 rules draw it ("on a random basis"); the 2006 rules
     * say nothing, and an entry always on the left would be a tell a judge learns in one round. Each seed draws
     * its own sides; the same seed draws them again.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"loebner-2006", "loebner-2009"})
    void theFinalFourIsThePublishedPlanWithSidesDrawnFromTheSeed(String rules) {
        RoundFormat format = RoundFormats.forRules(rules).orElseThrow();
        List<Schedule> drawn = LongStream.of(1, 2, 3)
                .mapToObj(seed -> ScheduleMaker.make(format, FOUR, new SplittableRandom(seed)))
                .toList();

        assertThat(drawn)
                .allSatisfy(schedule -> assertThat(WrittenPlans.rounds(withEntriesLeft(schedule)))
                        .containsExactlyElementsOf(PUBLISHED));
        assertThat(drawn.stream()
                        .flatMap(schedule -> meetings(schedule).stream())
                        .map(m -> m.left() instanceof Entry ? "entry left" : "entry right"))
                .as("over three seeds the entries sit on both sides")
                .contains("entry left", "entry right");
        assertThat(distinct(drawn.stream())).as("each seed draws its own sides").isEqualTo(3);
        assertThat(ScheduleMaker.make(format, FOUR, new SplittableRandom(2))).isEqualTo(drawn.get(1));
        assertThat(ScheduleMaker.isPublished(format, FOUR)).isTrue();
        assertThat(format.drawsSides()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"loebner-2006", "loebner-2009"})
    void sidesDrawnOverManySeedsPutTheEntryOnTheLeftAboutHalfTheTime(String rules) {
        RoundFormat format = RoundFormats.forRules(rules).orElseThrow();
        long left = LongStream.rangeClosed(1, 500)
                .boxed()
                .flatMap(seed -> meetings(ScheduleMaker.make(format, FOUR, new SplittableRandom(seed))).stream())
                .filter(m -> m.left() instanceof Entry)
                .count();

        // 8000 draws: a fair coin lands within 45-55% with overwhelming odds, a biased one does not
        assertThat(left).isBetween(3600L, 4400L);
    }

    @ParameterizedTest(name = "{0} judges, {1} entries, {2} confederates")
    @MethodSource("sideBySideSizes")
    void everySideBySideSizeIsALatinSquareWithNobodyInTwoPlaces(int judges, int entries, int confederates) {
        CastSize size = new CastSize(judges, entries, confederates);
        Schedule schedule = ScheduleMaker.make(LOEBNER_2006, size, new SplittableRandom(size.hashCode()));

        assertThat(ScheduleCheck.problems(schedule)).isEmpty();
        // the same properties, counted here independently of the checker
        List<Meeting.SideBySide> all = meetings(schedule);
        assertThat(all).hasSize(judges * entries);
        assertThat(distinct(all.stream().map(m -> m.judge() + "+" + entry(m)))).isEqualTo(judges * entries);
        assertThat(distinct(all.stream().map(m -> entry(m) + "+" + confederate(m))))
                .isEqualTo(judges * entries);
        assertThat(distinct(all.stream().map(m -> m.judge() + "+" + confederate(m))))
                .isEqualTo(judges * entries);
        for (Round round : schedule.rounds()) {
            List<Meeting> meetings = round.meetings();
            assertThat(meetings).isNotEmpty();
            assertThat(distinct(meetings.stream().map(Meeting::judge))).isEqualTo(meetings.size());
            assertThat(distinct(meetings.stream().flatMap(m -> m.hidden().stream())))
                    .isEqualTo(2 * meetings.size());
        }
        if (judges == confederates) {
            assertThat(distinct(all.stream().map(m -> entry(m) + "+" + confederate(m))))
                    .as("every entry meets every confederate")
                    .isEqualTo(entries * confederates);
        }
    }

    static Stream<Arguments> sideBySideSizes() {
        List<Arguments> sizes = new ArrayList<>();
        for (int judges = 1; judges <= 9; judges++) {
            for (int entries = 1; entries <= 9; entries++) {
                for (int spare = 0; spare <= 2; spare++) {
                    sizes.add(Arguments.of(judges, entries, Math.max(judges, entries) + spare));
                }
            }
        }
        return sizes.stream();
    }

    /**
     * However few the confederates, every judge meets every entry once and nobody is in two places
     * at once; the confederates go round as evenly as their number allows. Counted here
     * independently of the checker.
     */
    @ParameterizedTest(name = "{0} judges, {1} entries, {2} confederates")
    @MethodSource("anyNumberOfConfederates")
    void withAnyNumberOfConfederatesTheRepeatsAreSpreadEvenly(int judges, int entries, int confederates) {
        CastSize size = new CastSize(judges, entries, confederates);
        Schedule schedule = ScheduleMaker.make(COMPUTED, size, new SplittableRandom(size.hashCode()));

        assertThat(ScheduleCheck.problems(schedule)).isEmpty();
        List<Meeting.SideBySide> all = meetings(schedule);
        assertThat(all).hasSize(judges * entries);
        assertThat(distinct(all.stream().map(m -> m.judge() + "+" + entry(m)))).isEqualTo(judges * entries);
        assertGoRoundTheConfederates(all, Meeting.SideBySide::judge, entries, confederates);
        assertGoRoundTheConfederates(all, ScheduleMakerTest::entry, judges, confederates);
        for (Round round : schedule.rounds()) {
            assertThat(distinct(round.meetings().stream().map(Meeting::judge)))
                    .isEqualTo(round.meetings().size());
            assertThat(distinct(round.meetings().stream().flatMap(m -> m.hidden().stream())))
                    .isEqualTo(2 * round.meetings().size());
        }
        // a round seats at most one meeting per confederate, entry and judge; at these sizes the
        // plan comes within two rounds of that bound (which not every size can reach)
        int seats = Math.min(confederates, Math.min(judges, entries));
        int fewest = Math.max(Math.max(judges, entries), Math.ceilDiv(judges * entries, seats));
        assertThat(schedule.rounds().size()).isBetween(fewest, fewest + 2);
    }

    static Stream<Arguments> anyNumberOfConfederates() {
        List<Arguments> sizes = new ArrayList<>();
        for (int judges = 1; judges <= 9; judges++) {
            for (int entries = 1; entries <= 9; entries++) {
                for (int confederates = 1; confederates <= Math.max(judges, entries) + 1; confederates++) {
                    sizes.add(Arguments.of(judges, entries, confederates));
                }
            }
        }
        return sizes.stream();
    }

    /**
     * Each judge (or entry) has {@code meetingsEach} meetings: it meets that many different
     * confederates if there are enough, else every confederate, each ⌊meetings / C⌋ or ⌈meetings / C⌉ times.
     */
    private static void assertGoRoundTheConfederates(
            List<Meeting.SideBySide> all,
            Function<Meeting.SideBySide, Object> whose,
            int meetingsEach,
            int confederates) {
        Map<Object, Map<HiddenEntity, Long>> counts = all.stream()
                .collect(Collectors.groupingBy(
                        whose, Collectors.groupingBy(ScheduleMakerTest::confederate, Collectors.counting())));
        long fewest = meetingsEach / confederates;
        long most = Math.ceilDiv(meetingsEach, confederates);
        assertThat(counts).allSatisfy((who, perConfederate) -> {
            assertThat(perConfederate)
                    .as("%s meets %s", who, perConfederate)
                    .hasSize(Math.min(meetingsEach, confederates));
            assertThat(perConfederate.values())
                    .as("%s meets %s", who, perConfederate)
                    .allSatisfy(n -> assertThat(n).isBetween(fewest, most));
        });
    }

    /** The cast of a small contest: each entry necessarily meets each confederate twice. */
    @Test
    void fourJudgesTwoEntriesAndTwoConfederatesTakeFourRoundsOfTwoMeetings() {
        Schedule schedule = ScheduleMaker.make(LOEBNER_2009, new CastSize(4, 2, 2), new SplittableRandom(7));

        assertThat(ScheduleCheck.problems(schedule)).isEmpty();
        assertThat(WrittenPlans.rounds(withEntriesLeft(schedule)))
                .containsExactly("J1E1C1 J3E2C2", "J2E2C1 J4E1C2", "J1E2C2 J3E1C1", "J2E1C2 J4E2C1");
    }

    @Test
    void theOrganiserIsToldWhoMeetsAConfederateAgainAndHowOften() {
        assertThat(ScheduleMaker.repeatedConfederates(LOEBNER_2009, new CastSize(4, 2, 2)))
                .containsExactly(
                        "With 2 confederates for 4 judges, each entry is compared with each confederate twice.");
        assertThat(ScheduleMaker.repeatedConfederates(LOEBNER_2006, new CastSize(5, 3, 2)))
                .containsExactly(
                        "With 2 confederates for 5 judges, each entry is compared with each confederate twice or three times.",
                        "With 2 confederates for 3 entries, each judge meets each confederate once or twice.");
        assertThat(ScheduleMaker.repeatedConfederates(LOEBNER_2006, FOUR)).isEmpty();
        assertThat(ScheduleMaker.repeatedConfederates(
                        RoundFormats.forRules("loebner-1996").orElseThrow(), new CastSize(5, 3, 2)))
                .isEmpty();
    }

    @ParameterizedTest(name = "{0} of each")
    @ValueSource(ints = {1, 3, 5, 7, 9, 11})
    void anOddSquareTakesOneRoundPerEntryWithEveryJudgeBusy(int n) {
        Schedule schedule = ScheduleMaker.make(LOEBNER_2006, new CastSize(n, n, n), new SplittableRandom(n));

        assertThat(schedule.rounds())
                .hasSize(n)
                .allSatisfy(round -> assertThat(round.meetings()).hasSize(n));
    }

    /** An even cyclic square has no transversal, so a round seats at most n − 1 judges: n + 2 rounds is the least. */
    @ParameterizedTest(name = "{0} of each")
    @ValueSource(ints = {2, 6, 8, 10, 12})
    void anEvenSquareTakesTwoRoundsMoreThanItsSize(int n) {
        Schedule schedule = ScheduleMaker.make(LOEBNER_2006, new CastSize(n, n, n), new SplittableRandom(n));

        assertThat(schedule.rounds()).hasSize(n + 2);
    }

    @Test
    void aComputedFinalFourTakesSixRoundsWhereThePublishedPlanTakesSeven() {
        Schedule computed = ScheduleMaker.make(COMPUTED, FOUR, new SplittableRandom(4));

        assertThat(computed.rounds()).hasSize(6);
        assertThat(ScheduleCheck.problems(computed)).isEmpty();
        assertThat(ScheduleMaker.isPublished(COMPUTED, FOUR)).isFalse();
        // same matrix as published: the pairs differ only in when they meet
        assertThat(pairs(computed)).isEqualTo(pairs(ScheduleMaker.make(LOEBNER_2006, FOUR, new SplittableRandom(4))));
    }

    /** Ten judges each need a round per entry and each entry one per judge: ten rounds is the least. */
    @Test
    void whereTheDiagonalsLeaveARoundToSpareRefittingTheRoundsSavesIt() {
        Schedule schedule = ScheduleMaker.make(LOEBNER_2006, new CastSize(10, 6, 11), new SplittableRandom(10));

        assertThat(ScheduleCheck.problems(schedule)).isEmpty();
        assertThat(schedule.rounds()).hasSize(10);
    }

    @ParameterizedTest(name = "{0}: {1} judges, {2} entries, {3} confederates")
    @MethodSource("oneAtATimeSizes")
    void oneAtATimeEveryJudgeMeetsEveryoneOnceAndNobodyIsInTwoPlaces(
            String rules, int judges, int entries, int confederates) {
        CastSize size = new CastSize(judges, entries, confederates);
        Schedule schedule =
                ScheduleMaker.make(RoundFormats.forRules(rules).orElseThrow(), size, new SplittableRandom(0));

        assertThat(ScheduleCheck.problems(schedule)).isEmpty();
        assertThat(schedule.rounds()).hasSize(Math.max(judges, entries + confederates));
        assertThat(schedule.rounds()).allSatisfy(round -> {
            assertThat(round.meetings()).hasSize(Math.min(judges, entries + confederates));
            assertThat(distinct(round.meetings().stream().flatMap(m -> m.hidden().stream())))
                    .isEqualTo(round.meetings().size());
        });
    }

    static Stream<Arguments> oneAtATimeSizes() {
        List<Arguments> sizes = new ArrayList<>();
        for (String rules : List.of("loebner-1996", "loebner-2003")) {
            for (int judges = 1; judges <= 10; judges++) {
                for (int entries = 1; entries <= 6; entries++) {
                    for (int confederates = 0; confederates <= 4; confederates++) {
                        sizes.add(Arguments.of(rules, judges, entries, confederates));
                    }
                }
            }
        }
        sizes.add(Arguments.of("kurzweil-kapor", 3, 1, 3));
        return sizes.stream();
    }

    @Test
    void theWagerIsFourRoundsOfThreeInterviews() {
        Schedule wager = ScheduleMaker.make(
                RoundFormats.forRules("kurzweil-kapor").orElseThrow(), new CastSize(3, 1, 3), new SplittableRandom(0));

        assertThat(WrittenPlans.rounds(wager))
                .containsExactly("J1E1 J2C1 J3C2", "J1C1 J2C2 J3C3", "J1C2 J2C3 J3E1", "J1C3 J2E1 J3C1");
    }

    @Test
    void impossibleRequestsAreRefusedWithTheReason() {
        assertThat(refusal(LOEBNER_2006, new CastSize(4, 4, 0)))
                .containsExactly(
                        "loebner-2006 compares each entry with a confederate, so it needs at least 1 confederate");
        assertThat(refusal(LOEBNER_2009, new CastSize(0, 0, 0)))
                .containsExactly(
                        "a schedule needs at least 1 judge",
                        "a schedule needs at least 1 entry",
                        "loebner-2009 compares each entry with a confederate, so it needs at least 1 confederate");
        assertThat(refusal(LOEBNER_2009, new CastSize(4, 100, 2)))
                .containsExactly("at most 99 entries, not 100 (so that people can read the tables)");
        assertThat(refusal(RoundFormats.forRules("kurzweil-kapor").orElseThrow(), new CastSize(4, 1, 3)))
                .containsExactly(
                        "kurzweil-kapor fixes the cast at 3 judges, 1 entry, 3 confederates, not 4 judges, 1 entry, 3 confederates");
    }

    @Test
    void countsNoContestCouldHaveAreRefused() {
        RoundFormat loebner1996 = RoundFormats.forRules("loebner-1996").orElseThrow();

        assertThat(refusal(loebner1996, new CastSize(0, 0, -1)))
                .containsExactly(
                        "a schedule needs at least 1 judge",
                        "a schedule needs at least 1 entry",
                        "there cannot be -1 confederates");
        assertThat(refusal(loebner1996, new CastSize(100, 120, 0)))
                .containsExactly(
                        "at most 99 judges, not 100 (judges announce themselves with two digits, @@nn)",
                        "at most 99 entries, not 120 (so that people can read the tables)");
    }

    @Test
    void theRuleSetNamesAreTheFiveTheCommandLineOffers() {
        assertThat(RoundFormats.names())
                .containsExactly("loebner-1996", "loebner-2003", "loebner-2006", "loebner-2009", "kurzweil-kapor");
        assertThat(RoundFormats.forRules("loebner-2007")).isEqualTo(Optional.empty());
    }

    private static List<String> refusal(RoundFormat format, CastSize size) {
        RandomGenerator unused = new SplittableRandom(0);
        List<String> reasons = new ArrayList<>();
        assertThatThrownBy(() -> ScheduleMaker.make(format, size, unused))
                .isInstanceOfSatisfying(ScheduleRefusedException.class, e -> reasons.addAll(e.reasons()));
        return reasons;
    }

    private static List<Meeting.SideBySide> meetings(Schedule schedule) {
        return schedule.rounds().stream()
                .flatMap(r -> r.meetings().stream())
                .map(Meeting.SideBySide.class::cast)
                .toList();
    }

    private static Schedule withEntriesLeft(Schedule schedule) {
        List<Round> rounds = schedule.rounds().stream()
                .map(r -> new Round(r.meetings().stream()
                        .map(Meeting.SideBySide.class::cast)
                        .map(m -> (Meeting) new Meeting.SideBySide(m.judge(), entry(m), confederate(m)))
                        .toList()))
                .toList();
        return new Schedule(schedule.format(), schedule.cast(), rounds);
    }

    private static Set<String> pairs(Schedule schedule) {
        Set<String> pairs = new HashSet<>();
        meetings(schedule).forEach(m -> pairs.add(m.judge() + "" + entry(m) + confederate(m)));
        return pairs;
    }

    private static HiddenEntity entry(Meeting.SideBySide m) {
        return m.left() instanceof Entry ? m.left() : m.right();
    }

    private static HiddenEntity confederate(Meeting.SideBySide m) {
        return m.left() instanceof Entry ? m.right() : m.left();
    }

    private static long distinct(Stream<?> items) {
        return items.distinct().count();
    }
}
