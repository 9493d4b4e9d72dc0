package parlor.relay.ops;

import java.time.Duration;

/** A line the operator logs say of an entity's own lines: repeats counted, its budget spent or refilled. */
sealed interface EntityLogLine {

    /** Events of one kind from an entity at a terminal, counted, not written, over a window. */
    record Repeated(String terminal, String entity, String like, long count, Duration over) implements EntityLogLine {}

    /** The entity's budget is spent: {@code forTheDay} if its day's total, else its lines for the minute. */
    record BudgetSpent(String entity, boolean forTheDay, LogBudget.Share share) implements EntityLogLine {}

    /** While the entity's budget was spent ({@code over}), this many of its events were counted, not written. */
    record NotWritten(String entity, long events, Duration over) implements EntityLogLine {}
}
