package parlor.relay.ops;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Warnings anyone on the network can cause (bad input, refusals) collapsed per kind and source:
 * the first few in a window are logged, the rest counted and said in one line when the window
 * ends. A flood of a million lines costs the log a dozen, not a disk. Events that matter one by one
 * (a station connecting, a message, a record failing) never come here.
 */
public final class Repeats {

    /** What to do with one warning: log it or not, and first say what the window it ends had counted. */
    public record Seen(boolean log, Optional<Summary> ended) {}

    /** A window that ended with warnings left unsaid: how many, of what kind, from where, over how long. */
    public record Summary(String event, String source, long count, Duration over) {}

    /** Past this many sources at once (an attacker with many addresses), the rest are counted together. */
    static final int MAX_SOURCES = 1024;

    static final String OTHER_SOURCES = "other addresses";

    private record Kind(String event, String source) {}

    private static final class Window {
        final Instant start;
        int logged;
        long counted;

        Window(Instant start) {
            this.start = start;
        }
    }

    private final Clock clock;
    private final int firstFew;
    private final Duration window;
    private final Map<Kind, Window> open = new LinkedHashMap<>();

    public Repeats(Clock clock, int firstFew, Duration window) {
        this.clock = clock;
        this.firstFew = firstFew;
        this.window = window;
    }

    /** Notes one warning of {@code event} from {@code source}: logged if among the window's first few. */
    public synchronized Seen seen(String event, String source) {
        return seen(event, source, clock.instant());
    }

    /** As {@link #seen(String, String)}, at the time the event happened. */
    public synchronized Seen seen(String event, String source, Instant now) {
        Kind kind = new Kind(event, source);
        if (!open.containsKey(kind) && open.size() >= MAX_SOURCES) {
            kind = new Kind(event, OTHER_SOURCES);
        }
        Optional<Summary> ended = Optional.empty();
        Window current = open.get(kind);
        if (current != null && ended(current, now)) {
            ended = summary(kind, current, window);
            current = null;
        }
        if (current == null) {
            current = new Window(now);
            open.put(kind, current);
        }
        if (current.logged < firstFew) {
            current.logged++;
            return new Seen(true, ended);
        }
        current.counted++;
        return new Seen(false, ended);
    }

    /** The windows that have ended, with what they counted; each is said once and forgotten. */
    public synchronized List<Summary> due() {
        return due(clock.instant());
    }

    /** As {@link #due()}, at a time the caller's tick gives. */
    public synchronized List<Summary> due(Instant now) {
        return take(now, false);
    }

    /** Every window, ended or not: what is left to say as the log closes. */
    public synchronized List<Summary> all() {
        return all(clock.instant());
    }

    /** As {@link #all()}, at a time the caller gives. */
    public synchronized List<Summary> all(Instant now) {
        return take(now, true);
    }

    private List<Summary> take(Instant now, boolean everything) {
        List<Summary> said = new ArrayList<>();
        for (Iterator<Map.Entry<Kind, Window>> it = open.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Kind, Window> entry = it.next();
            Window w = entry.getValue();
            if (everything || ended(w, now)) {
                it.remove();
                summary(entry.getKey(), w, everything ? Duration.between(w.start, now) : window)
                        .ifPresent(said::add);
            }
        }
        return said;
    }

    private static Optional<Summary> summary(Kind kind, Window w, Duration over) {
        return w.counted == 0
                ? Optional.empty()
                : Optional.of(new Summary(kind.event(), kind.source(), w.counted, over));
    }

    private boolean ended(Window w, Instant now) {
        return !now.isBefore(w.start.plus(window));
    }
}
