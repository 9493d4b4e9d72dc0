package parlor.relay.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import parlor.relay.ops.Repeats;

/**
 * Events counted per source and reason and logged once per episode: the first one opens an
 * episode, and {@link #EPISODE} later one line says how many there were. A flood (of connections,
 * of garbage) writes a line every ten seconds, not one per event. The counting is the operator
 * log's own ({@link Repeats}), with none of an episode's events logged on its own.
 */
final class Episodes {

    static final Duration EPISODE = Duration.ofSeconds(10);

    /** Writes one episode's line. */
    interface Line {
        void log(String source, String why, long count, Duration window);
    }

    private final Repeats counted;
    private final Line line;

    Episodes(Clock clock, Line line) {
        this.counted = new Repeats(clock, 0, EPISODE);
        this.line = line;
    }

    /** Connections turned away or cut off, per address and reason. */
    static Episodes turnedAway(Clock clock) {
        return new Episodes(
                clock,
                (host, why, count, window) -> parlor.relay.ops.OpsLog.connectionsTurnedAway(host, count, window, why));
    }

    /** One more event from {@code source}, for {@code why}. */
    void note(String source, String why) {
        counted.seen(why, source).ended().ifPresent(this::log);
    }

    /** Logs every episode that has run its course by {@code now}. */
    void tick(Instant now) {
        counted.due(now).forEach(this::log);
    }

    /** Logs every open episode: the source or the relay is stopping. */
    void flush() {
        counted.all().forEach(this::log);
    }

    private void log(Repeats.Summary episode) {
        line.log(episode.source(), episode.event(), episode.count(), episode.over());
    }
}
