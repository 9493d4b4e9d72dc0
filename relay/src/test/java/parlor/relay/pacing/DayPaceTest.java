package parlor.relay.pacing;

import static org.assertj.core.api.Assertions.assertThat;
import static parlor.relay.testing.SimulatedDays.QUICK;
import static parlor.relay.testing.SimulatedDays.SLOW;
import static parlor.relay.testing.SimulatedDays.STEADY;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.SimulatedDays;

/**
 * Programs paced to the day's own people ({@link SimulatedDays}): quick or slow, a few of their
 * replies bring programs to their pace, and more make programs distributed as they are.
 * {@code bench/day-pace} prints the measurements behind {@link DayPace#PEOPLE_DIFFER}.
 */
class DayPaceTest {

    @Test
    void afterThreeOfTheDaysRepliesProgramsAreWithinAThirdOfItsPeopleQuickOrSlow() {
        for (SimulatedDays.Typist day : List.of(QUICK, SLOW)) {
            SimulatedDays.Comparison after3 =
                    SimulatedDays.meanOfDays(day, 3, DayPace.PEOPLE_DIFFER, 4, new Random(38));
            assertThat(after3.firstRatio())
                    .as(day.name() + ": median first character, programs over people, after 3 replies")
                    .isBetween(1 / 1.3, 1.3);
            assertThat(after3.lastRatio())
                    .as(day.name() + ": median last character, programs over people, after 3 replies")
                    .isBetween(1 / 1.3, 1.3);
        }
    }

    @Test
    void beforeTheDayHasSpokenProgramsArePacedAs2012sPeopleWhomTheyLeaveBehindAsItDoes() {
        SimulatedDays.Comparison none = SimulatedDays.meanOfDays(QUICK, 0, DayPace.PEOPLE_DIFFER, 4, new Random(1));
        SimulatedDays.Comparison forty = SimulatedDays.meanOfDays(QUICK, 40, DayPace.PEOPLE_DIFFER, 4, new Random(1));

        assertThat(none.lastRatio())
                .as("2012's people took twice as long as these quick ones")
                .isGreaterThan(1.8);
        assertThat(Math.max(forty.firstD(), forty.lastD()))
                .as("after 40 of the day's replies: as close as 40 replies can tell")
                .isLessThan(0.2);
    }

    @Test
    void aDayOf2012sOwnPeopleGetsProgramsPacedAsThemThroughout() {
        double[] distances = SimulatedDays.a2012Day(DayPace.PEOPLE_DIFFER, 32, new Random(3));

        assertThat(java.util.Arrays.stream(distances).max().orElseThrow())
                .as("the largest KS distance, programs against people, of each band's first and last character")
                .isLessThan(0.1);
    }

    @Test
    void aPinnedContestLearnsNothingAndDrawsAs2012sPeople() {
        DayPace pinned = DayPace.forContest(new Pacing(
                Duration.ofSeconds(5), Pacing.Typing.HUMAN, true, Pacing.DEFAULT_WINDOW, Pacing.Model.LOEBNER_2012));
        DayPace learning = DayPace.forContest(SimulatedDays.PACING);
        Random random = new Random(7);
        for (int i = 0; i < 40; i++) {
            pinned.heard(QUICK.reply(20, 40, random), List.of());
        }
        assertThat(pinned.replies()).isZero();

        List<Composed> fromPinned = new ArrayList<>();
        List<Composed> fromNew = new ArrayList<>();
        Random a = new Random(9);
        Random b = new Random(9);
        for (int i = 0; i < 200; i++) {
            fromPinned.add(pinned.draw(20, 40, a));
            fromNew.add(learning.draw(20, 40, b));
        }
        assertThat(fromPinned).isEqualTo(fromNew);
    }

    @Test
    void theDaysGapsBetweenKeysReplace2012sAsItsRepliesAreHeard() {
        DayPace day = DayPace.forContest(SimulatedDays.PACING);
        Random random = new Random(5);
        for (int i = 0; i < 48; i++) {
            day.heard(STEADY.reply(20, 30, random), List.of(Duration.ofMillis(333)));
        }
        long theDays = IntStream.range(0, 1000)
                .filter(i -> day.gap(random).toMillis() == 333)
                .count();
        assertThat(theDays)
                .as("48 steady replies heard: the day's gaps all but always")
                .isGreaterThan(950L);
    }
}
