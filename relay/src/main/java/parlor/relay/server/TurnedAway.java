package parlor.relay.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlor.relay.ops.OpsLog;

/**
 * Connections the relay turned away or cut off, counted per address and reason and logged once
 * per episode: the first one opens an episode, and {@link #EPISODE} later one line says how many
 * there were. A flood of connections writes a line every ten seconds, not one per connection.
 */
final class TurnedAway {

    static final Duration EPISODE = Duration.ofSeconds(10);

    private record Cause(String host, String why) {
    }

    private static final class Episode {
        private final Instant start;
        private long count;

        Episode(Instant start) {
            this.start = start;
        }
    }

    private final Clock clock;
    private final Map<Cause, Episode> open = new LinkedHashMap<>();

    TurnedAway(Clock clock) {
        this.clock = clock;
    }

    /** One more connection from {@code host} turned away, for {@code why}. */
    synchronized void note(String host, String why) {
        open.computeIfAbsent(new Cause(host, why), c -> new Episode(clock.instant())).count++;
    }

    /** Logs every episode that has run its course by {@code now}. */
    void tick(Instant now) {
        log(ended(now));
    }

    /** Logs every open episode: the relay is stopping. */
    void flush() {
        log(ended(Instant.MAX));
    }

    private synchronized List<Map.Entry<Cause, Episode>> ended(Instant now) {
        List<Map.Entry<Cause, Episode>> ended = new ArrayList<>();
        open.entrySet().removeIf(entry -> {
            boolean over = !entry.getValue().start.plus(EPISODE).isAfter(now);
            if (over) {
                ended.add(Map.entry(entry.getKey(), entry.getValue()));
            }
            return over;
        });
        return ended;
    }

    private static void log(List<Map.Entry<Cause, Episode>> ended) {
        ended.forEach(e -> OpsLog.connectionsTurnedAway(e.getKey().host(), e.getValue().count, EPISODE, e.getKey().why()));
    }
}
