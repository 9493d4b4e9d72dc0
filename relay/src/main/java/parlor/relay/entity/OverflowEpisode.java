package parlor.relay.entity;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * An entry's overflowing replies, told as an episode, as the relay tells a flood on its port: the
 * first cut is logged by itself, the rest counted and said in one line when the reply ends (or
 * every {@link #EPISODE} while it does not). A reply of 1.5 GB without a line end otherwise wrote a
 * warning per 4,095 characters and pushed every earlier event out of the log's caps. Pure: callers
 * pass the time; thread-safe, since output and ticks come from different threads.
 */
final class OverflowEpisode {

    static final Duration EPISODE = Duration.ofSeconds(10);

    /** Cuts counted since the episode's last line, the characters they dropped, over how long. */
    record Counted(long cuts, long chars, Duration over) {}

    private boolean open;
    private Instant since = Instant.MIN;
    private long cuts;
    private long chars;

    /** Notes one cut; true if it opens an episode, and so is to be logged by itself. */
    synchronized boolean opens(int droppedChars, Instant now) {
        if (!open) {
            open = true;
            since = now;
            return true;
        }
        cuts++;
        chars += droppedChars;
        return false;
    }

    /** What an episode still running has counted, once {@link #EPISODE} has passed since its last line. */
    synchronized Optional<Counted> due(Instant now) {
        if (!open || cuts == 0 || now.isBefore(since.plus(EPISODE))) {
            return Optional.empty();
        }
        return Optional.of(take(now));
    }

    /** The reply ended (or the entry did): what the episode counted since its last line, if anything. */
    synchronized Optional<Counted> ended(Instant now) {
        if (!open) {
            return Optional.empty();
        }
        open = false;
        return cuts == 0 ? Optional.empty() : Optional.of(take(now));
    }

    private Counted take(Instant now) {
        Counted counted = new Counted(cuts, chars, Duration.between(since, now));
        since = now;
        cuts = 0;
        chars = 0;
        return counted;
    }
}
