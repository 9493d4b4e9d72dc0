package parlor.system;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;

/**
 * A relay's clock for a day run in minutes: real time, plus whatever the test jumps it on by (to end
 * a phase, or to space out keys as a person types them). Real time still flows between jumps, so
 * what the relay times by sleeping (its pacing) runs as it would on the day.
 */
final class JumpingClock extends Clock {
    private volatile Duration offset = Duration.ZERO;

    void jump(Duration by) {
        offset = offset.plus(by);
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(offset);
    }

    @Override
    public ZoneId getZone() {
        return ZoneId.of("UTC");
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
