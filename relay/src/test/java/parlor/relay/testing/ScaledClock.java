package parlor.relay.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import parlor.relay.pacing.ClockSleep;

/**
 * A clock running {@code scale} times faster than the wall, from a start: a day's worth of replies
 * at people's pace, typed and paced, in a minute. The relay's pacing sleeps by it ({@link ClockSleep}),
 * and so must whoever plays the people.
 */
public final class ScaledClock extends Clock implements ClockSleep.Scaled {

    private final Instant start;
    private final long startNanos = System.nanoTime();
    private final double scale;

    public ScaledClock(Instant start, double scale) {
        this.start = start;
        this.scale = scale;
    }

    @Override
    public Instant instant() {
        return start.plusNanos((long) ((System.nanoTime() - startNanos) * scale));
    }

    @Override
    public Duration onTheWall(Duration byThisClock) {
        return Duration.ofNanos((long) (byThisClock.toNanos() / scale));
    }

    /** Sleeps until this clock says {@code when}. */
    public void sleepUntil(Instant when) throws InterruptedException {
        Duration wait = Duration.between(instant(), when);
        if (!wait.isNegative() && !wait.isZero()) {
            ClockSleep.sleep(this, wait);
        }
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
