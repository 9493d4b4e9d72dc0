package parlor.relay.pacing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The pacing models as shipped and as drawn from, without the corpus: their files, their sampling, their sleeping. */
class ShippedModelsTest {

    @Test
    void aShippedFileIsItsDataLinesTrimmedWithoutItsHeaderOrBlankLines() {
        assertThat(ShippedData.lines("/pacing/shipped.txt")).containsExactly("1.5", "2");
        assertThatThrownBy(() -> ShippedData.lines("/pacing/none.txt"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("/pacing/none.txt is missing from the build");
    }

    @Test
    void theShippedModelsHoldEveryValueOfTheirFiles() {
        List<Double> gaps = TypingModel.judges2012().quantiles();
        assertThat(gaps).hasSize(201);
        assertThat(gaps.getFirst()).isEqualTo(2.901);
        assertThat(gaps).isSorted();
        List<ComposingModel.PersonsReply> people =
                ComposingModel.confederates2012().people();
        assertThat(people).hasSize(237);
        assertThat(people.getFirst()).isEqualTo(new ComposingModel.PersonsReply(71, 45, 36246, 15562));
    }

    @Test
    void aTypingModelNeedsTwoQuantilesAndDrawsBetweenThem() {
        assertThatThrownBy(() -> new TypingModel(List.of(10.0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a typing model needs at least two quantiles");
        assertThat(new TypingModel(List.of(10.0, 20.0)).nextGap(fixed(0.5))).hasMillis(15);
        TypingModel model = new TypingModel(List.of(0.0, 100.0, 300.0));

        assertThat(model.nextGap(fixed(0.25)))
                .as("halfway to the middle quantile")
                .hasMillis(50);
        assertThat(model.nextGap(fixed(0.75))).as("halfway from it to the last").hasMillis(200);
        assertThat(model.nextGap(fixed(0.0))).isZero();
    }

    @Test
    void aReplyIsTimedLikeTheNearestPeoplesRepliesInLengthAndLessInTheMessagesLength() {
        List<ComposingModel.PersonsReply> people = new ArrayList<>();
        IntStream.range(0, ComposingModel.NEIGHBOURS)
                .forEach(i -> people.add(new ComposingModel.PersonsReply(10, 10, 1_000, 0)));
        people.add(new ComposingModel.PersonsReply(10, 1_000, 99_000, 0)); // far in the reply's length
        people.add(new ComposingModel.PersonsReply(1_000, 10, 88_000, 0)); // far in the message's length
        ComposingModel model = new ComposingModel(people);
        Random random = new Random(3);

        for (int draw = 0; draw < 200; draw++) {
            assertThat(model.draw(10, 10, random).thinking()).hasMillis(1_000);
        }
        assertThat(people.get(7).distanceTo(10, 10))
                .as("the message's length counts a quarter as much as the reply's")
                .isCloseTo(0.25 * Math.log(1001.0 / 11), org.assertj.core.data.Offset.offset(1e-9))
                .isLessThan(people.get(6).distanceTo(10, 10));
        assertThatThrownBy(() -> new ComposingModel(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aFastClocksSleepTakesItsShareOfTheWallsTime() throws InterruptedException {
        Clock fast = new parlor.relay.testing.ScaledClock(Instant.EPOCH, 1_000);
        long started = System.nanoTime();
        ClockSleep.sleep(fast, Duration.ofSeconds(20));
        assertThat(Duration.ofNanos(System.nanoTime() - started))
                .as("20 s by a clock 1,000 times the wall's")
                .isBetween(Duration.ofMillis(20), Duration.ofSeconds(2));
        started = System.nanoTime();
        ClockSleep.sleep(Clock.systemUTC(), Duration.ofMillis(30));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(Duration.ofMillis(30));
    }

    private static Random fixed(double value) {
        return new Random() {
            @Override
            public double nextDouble() {
                return value;
            }
        };
    }
}
