package parlor.relay.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Events counted per source and reason and logged once per episode: the first one opens an
 * episode, and {@link #EPISODE} later one line says how many there were. A flood (of connections,
 * of garbage) writes a line every ten seconds, not one per event.
 */
final class Episodes {

    static final Duration EPISODE = Duration.ofSeconds(10);

    /** Writes one episode's line. */
    interface Line {
        void log(String source, String why, long count, Duration window);
    }

    private record Cause(String source, String why) {
    }

    private static final class Episode {
        private final Instant start;
        private long count;

        Episode(Instant start) {
            this.start = start;
        }
    }

    private final Clock clock;
    private final Line line;
    private final Map<Cause, Episode> open = new LinkedHashMap<>();

    Episodes(Clock clock, Line line) {
        this.clock = clock;
        this.line = line;
    }

    /** Connections turned away or cut off, per address and reason. */
    static Episodes turnedAway(Clock clock) {
        return new Episodes(clock, (host, why, count, window) -> parlor.relay.ops.OpsLog.connectionsTurnedAway(host, count, window, why));
    }

    /** One more event from {@code source}, for {@code why}. */
    synchronized void note(String source, String why) {
        open.computeIfAbsent(new Cause(source, why), c -> new Episode(clock.instant())).count++;
    }

    /** Logs every episode that has run its course by {@code now}. */
    void tick(Instant now) {
        log(ended(now));
    }

    /** Logs every open episode: the source or the relay is stopping. */
    void flush() {
        log(ended(Instant.MAX));
    }

    private synchronized List<Map.Entry<Cause, Episode>> ended(Instant now) {
        List<Map.Entry<Cause, Episode>> ended = new ArrayList<>();
        open.entrySet().removeIf(entry -> {
            boolean over = now == Instant.MAX || !entry.getValue().start.plus(EPISODE).isAfter(now);
            if (over) {
                ended.add(Map.entry(entry.getKey(), entry.getValue()));
            }
            return over;
        });
        return ended;
    }

    private void log(List<Map.Entry<Cause, Episode>> ended) {
        ended.forEach(e -> line.log(e.getKey().source(), e.getKey().why(), e.getValue().count, EPISODE));
    }
}
