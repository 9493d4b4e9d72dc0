package parlor.relay.pacing;

import java.time.Clock;
import java.time.Duration;

/**
 * Waiting for a pacing clock's time to come. A real clock's seconds are slept as they are; a clock
 * that runs faster than the wall (a test's, to run hundreds of replies at people's pace in a
 * minute) says how long its wait really is.
 */
public final class ClockSleep {

    /** A clock whose time passes faster (or slower) than the wall's. */
    public interface Scaled {
        /** The wall-clock time {@code byThisClock} of this clock's time takes. */
        Duration onTheWall(Duration byThisClock);
    }

    private ClockSleep() {}

    public static void sleep(Clock clock, Duration wait) throws InterruptedException {
        Thread.sleep(onTheWall(clock, wait));
    }

    /** How long {@code wait} by {@code clock} takes on the wall. */
    public static Duration onTheWall(Clock clock, Duration wait) {
        return clock instanceof Scaled scaled ? scaled.onTheWall(wait) : wait;
    }
}
