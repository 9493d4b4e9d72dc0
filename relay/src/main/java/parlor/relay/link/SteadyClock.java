package parlor.relay.link;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;

/**
 * The wall clock's time when the program started, moved on by the machine's monotonic clock. Set
 * by hand or stepped by NTP in the middle of a contest, the wall clock would jump: rounds would
 * end early or late, links would think they had heard nothing for an hour, and transcript times
 * would run backwards. This clock never jumps; over a contest day it drifts from the wall clock
 * by at most what NTP would have slewed.
 */
public final class SteadyClock extends Clock {

    private final Instant start;
    private final long startNanos;
    private final ZoneId zone;

    private SteadyClock(Instant start, long startNanos, ZoneId zone) {
        this.start = start;
        this.startNanos = startNanos;
        this.zone = zone;
    }

    /** Starting from the wall clock now, in the machine's time zone. */
    public static SteadyClock startingNow() {
        return new SteadyClock(Instant.now(), System.nanoTime(), ZoneId.systemDefault());
    }

    @Override
    public Instant instant() {
        return start.plusNanos(System.nanoTime() - startNanos);
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    @Override
    public Clock withZone(ZoneId newZone) {
        return new SteadyClock(start, startNanos, newZone);
    }
}
