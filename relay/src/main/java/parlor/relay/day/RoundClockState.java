package parlor.relay.day;

import java.time.Duration;
import java.time.Instant;
import parlor.relay.rounds.DayPlan;

/** Where the day's clock stands: which phase, when it ends, and whether it is paused. Pure. */
final class RoundClockState {

    private int phase = -1;
    private Instant endsAt = Instant.MAX;
    private Duration leftWhenPaused = Duration.ZERO;
    private boolean paused;

    int phase() {
        return phase;
    }

    boolean over(DayPlan plan) {
        return phase >= plan.phases().size();
    }

    boolean running() {
        return phase >= 0 && !paused && !endsAt.equals(Instant.MAX);
    }

    boolean paused() {
        return paused;
    }

    Instant endsAt() {
        return endsAt;
    }

    Duration left(Instant now) {
        if (phase < 0 || endsAt.equals(Instant.MAX)) {
            return Duration.ZERO;
        }
        return paused
                ? leftWhenPaused
                : Duration.between(now, endsAt).isNegative() ? Duration.ZERO : Duration.between(now, endsAt);
    }

    /** The next phase starts now (a paused clock stays paused, with the new phase's whole time). */
    void next(DayPlan plan, Instant now) {
        phase++;
        if (over(plan)) {
            endsAt = Instant.MAX;
            paused = false;
            return;
        }
        Duration length = plan.phases().get(phase).length();
        endsAt = now.plus(length);
        leftWhenPaused = length;
    }

    /** The clock as a relay that was stopped left it: in {@code phase}, paused, with {@code left} to go (or the day over). */
    void restore(int restoredPhase, Duration left, DayPlan plan) {
        phase = restoredPhase;
        if (over(plan)) {
            endsAt = Instant.MAX;
            paused = false;
            return;
        }
        endsAt = Instant.EPOCH;
        leftWhenPaused = left;
        paused = true;
    }

    void pause(Instant now) {
        if (!running()) {
            throw new IllegalStateException(paused ? "the clock is paused already" : "no phase is running to pause");
        }
        leftWhenPaused = left(now);
        paused = true;
    }

    void resume(Instant now) {
        if (!paused) {
            throw new IllegalStateException("the clock is not paused");
        }
        paused = false;
        endsAt = now.plus(leftWhenPaused);
    }

    void extend(Duration more, Instant now) {
        if (phase < 0 || endsAt.equals(Instant.MAX)) {
            throw new IllegalStateException("no phase is running to extend");
        }
        if (paused) {
            leftWhenPaused = leftWhenPaused.plus(more);
        } else {
            endsAt = endsAt.plus(more);
        }
    }
}
