package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Each entity's share of the operator logs: a bucket of lines refilling by the minute, and a day's total. */
class LogBudgetTest {

    private static final Instant NINE = Instant.parse("2026-11-25T09:00:00Z");
    private final LogBudget budget = new LogBudget(new LogBudget.Share(60, 100), ZoneOffset.UTC);

    @Test
    void sixtyLinesAtOnceThenOneSaysTheBudgetIsSpentAndTheRestAreCountedUntilItRefills() {
        List<LogBudget.Verdict> verdicts = IntStream.range(0, 1_000)
                .mapToObj(i -> budget.spend("E1", NINE, 1))
                .toList();

        assertThat(verdicts.subList(0, 60)).containsOnly(LogBudget.Verdict.WRITE);
        assertThat(verdicts.get(60)).isEqualTo(LogBudget.Verdict.SPENT);
        assertThat(verdicts.subList(61, 1_000)).containsOnly(LogBudget.Verdict.COUNTED);
        assertThat(budget.spent("E1"))
                .isEqualTo(new EntityLogLine.BudgetSpent("E1", false, new LogBudget.Share(60, 100)));
        assertThat(budget.spend("E2", NINE, 1)).as("another entity's share").isEqualTo(LogBudget.Verdict.WRITE);

        assertThat(budget.spend("E1", NINE.plusSeconds(59), 5)).isEqualTo(LogBudget.Verdict.COUNTED);
        assertThat(budget.refilled(NINE.plusSeconds(59))).as("not full yet").isEmpty();
        assertThat(budget.refilled(NINE.plusSeconds(60)))
                .containsExactly(new EntityLogLine.NotWritten("E1", 945, Duration.ofSeconds(60)));
        assertThat(budget.refilled(NINE.plusSeconds(61))).as("said once").isEmpty();
        assertThat(budget.spend("E1", NINE.plusSeconds(61), 1)).isEqualTo(LogBudget.Verdict.WRITE);
    }

    @Test
    void theDaysTotalSpentHoldsTheEntityUntilMidnight() {
        for (int minute = 0; minute < 2; minute++) {
            Instant now = NINE.plus(Duration.ofMinutes(minute));
            IntStream.range(0, 50).forEach(i -> budget.spend("E1", now, 1));
        }
        Instant later = NINE.plus(Duration.ofMinutes(5));

        assertThat(budget.spend("E1", later, 1)).isEqualTo(LogBudget.Verdict.SPENT);
        assertThat(budget.spent("E1").forTheDay()).isTrue();
        assertThat(budget.refilled(NINE.plus(Duration.ofHours(14))))
                .as("the bucket is full, the day is not over")
                .isEmpty();
        assertThat(budget.refilled(Instant.parse("2026-11-26T00:00:00Z")))
                .extracting(EntityLogLine.NotWritten::events)
                .containsExactly(1L);
        assertThat(budget.spend("E1", Instant.parse("2026-11-26T00:00:01Z"), 1)).isEqualTo(LogBudget.Verdict.WRITE);
    }

    @Test
    void whatIsStillCountedIsSaidAsTheLogCloses() {
        IntStream.range(0, 70).forEach(i -> budget.spend("E1", NINE, 1));

        assertThat(budget.stillSpent(NINE.plusSeconds(3)))
                .containsExactly(new EntityLogLine.NotWritten("E1", 10, Duration.ofSeconds(3)));
        assertThat(budget.stillSpent(NINE.plusSeconds(4))).isEmpty();
    }
}
