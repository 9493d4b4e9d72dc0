package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** An entity's repeated events collapsed, the first of each kind at a terminal written, and all within its budget. */
class EntityLinesTest {

    private static final Instant NINE = Instant.parse("2026-11-25T09:00:00Z");
    private final EntityLines lines = new EntityLines(new LogBudget.Share(60, 2_000), ZoneOffset.UTC);

    @Test
    void theFirstOfAKindIsWrittenAndTheRestCountedInOneLineAsTheWindowEnds() {
        long written = IntStream.range(0, 100_000)
                .filter(i -> lines.write("E1", "T1", "lpp-not-a-key", NINE.plusMillis(i / 100)))
                .count();

        assertThat(written).isEqualTo(1);
        assertThat(lines.due(NINE.plusSeconds(9))).isEmpty();
        assertThat(lines.due(NINE.plusSeconds(10)))
                .containsExactly(
                        new EntityLogLine.Repeated("T1", "E1", "lpp-not-a-key", 99_999, Duration.ofSeconds(10)));
        assertThat(lines.write("E1", "T1", "lpp-not-a-key", NINE.plusSeconds(11)))
                .as("a new window")
                .isTrue();
    }

    @Test
    void eachKindAndTerminalIsItsOwnRepeatAndAnotherEntityHasItsOwnBudget() {
        assertThat(lines.write("E1", "T1", "entity-died", NINE)).isTrue();
        assertThat(lines.write("E1", "T1", "entity-restarting", NINE)).isTrue();
        assertThat(lines.write("E1", "T2", "entity-died", NINE)).isTrue();
        assertThat(lines.write("E1", "T1", "entity-died", NINE)).isFalse();

        IntStream.range(0, 100).forEach(t -> lines.write("E1", "T" + t, "reply-dropped", NINE));
        assertThat(lines.write("E2", "T1", "entity-died", NINE)).isTrue();
        assertThat(lines.due(NINE))
                .containsExactly(new EntityLogLine.BudgetSpent("E1", false, new LogBudget.Share(60, 2_000)));
    }

    @Test
    void aWindowsCountIsSpentFromTheBudgetAndWhenSpentIsCountedWithTheRest() {
        IntStream.range(0, 61).forEach(t -> lines.write("E1", "T" + t, "reply-dropped", NINE));
        IntStream.range(0, 5).forEach(i -> lines.write("E1", "T0", "reply-dropped", NINE));

        assertThat(lines.due(NINE.plusSeconds(10)))
                .as("the count line finds the budget spent")
                .containsExactly(new EntityLogLine.BudgetSpent("E1", false, new LogBudget.Share(60, 2_000)));
        assertThat(lines.all(NINE.plusSeconds(20)))
                .as("the 61st first and the 5 repeats")
                .containsExactly(new EntityLogLine.NotWritten("E1", 6, Duration.ofSeconds(20)));
    }
}
