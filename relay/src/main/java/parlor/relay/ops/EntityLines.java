package parlor.relay.ops;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What an entity may write to the operator logs. Its repeated events are collapsed as a flood on
 * the relay's port is ({@link Repeats}): the first of a kind at a terminal in each {@link #WINDOW}
 * is written, the rest counted and said in one line as the window ends. What is left is spent
 * from its {@link LogBudget}, the counted lines too. Pure: callers pass the time; thread-safe.
 */
final class EntityLines {

    static final Duration WINDOW = Duration.ofSeconds(10);

    /** Where an entity's events came from: the entity, and the terminal it spoke at. */
    private record Origin(String entity, String terminal) {}

    private final Repeats repeats = new Repeats(Clock.systemUTC(), 1, WINDOW);
    private final LogBudget budget;
    private final Map<String, Origin> origins = new HashMap<>();
    private final List<EntityLogLine> toSay = new ArrayList<>();

    EntityLines(LogBudget.Share share, ZoneId zone) {
        this.budget = new LogBudget(share, zone);
    }

    /** One event of {@code kind} from {@code entity} at {@code terminal}: true if it is to be written. */
    synchronized boolean write(String entity, String terminal, String kind, Instant now) {
        String source = entity + " at " + terminal;
        origins.putIfAbsent(source, new Origin(entity, terminal));
        Repeats.Seen seen = repeats.seen(kind, source, now);
        seen.ended().ifPresent(ended -> counted(ended, now));
        return seen.log() && spend(entity, now, 1);
    }

    /** The lines there are to say by {@code now}: windows ended, budgets spent or refilled; each said once. */
    synchronized List<EntityLogLine> due(Instant now) {
        repeats.due(now).forEach(ended -> counted(ended, now));
        toSay.addAll(budget.refilled(now));
        return said();
    }

    /** Everything still counted, as the log closes. */
    synchronized List<EntityLogLine> all(Instant now) {
        repeats.all(now).forEach(ended -> counted(ended, now));
        toSay.addAll(budget.stillSpent(now));
        return said();
    }

    /** A window's count is a line of the entity's like any other: within its budget, or counted with the rest. */
    private void counted(Repeats.Summary window, Instant now) {
        // past Repeats' limit on sources at once, a window is no longer one entity's: it is said as it stands
        Origin origin = origins.getOrDefault(window.source(), new Origin(window.source(), "-"));
        if (spend(origin.entity(), now, window.count())) {
            toSay.add(new EntityLogLine.Repeated(
                    origin.terminal(), origin.entity(), window.event(), window.count(), window.over()));
        }
    }

    private boolean spend(String entity, Instant now, long events) {
        return switch (budget.spend(entity, now, events)) {
            case WRITE -> true;
            case SPENT -> {
                toSay.add(budget.spent(entity));
                yield false;
            }
            case COUNTED -> false;
        };
    }

    private List<EntityLogLine> said() {
        List<EntityLogLine> said = List.copyOf(toSay);
        toSay.clear();
        return said;
    }
}
