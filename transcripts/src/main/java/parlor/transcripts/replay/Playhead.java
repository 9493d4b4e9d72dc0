package parlor.transcripts.replay;

import java.time.Duration;
import java.time.Instant;

/**
 * Where a replay stands in the recorded conversation: advanced by real time times the speed,
 * paused, moved by seeking, never outside the record. Pure: the caller passes elapsed real time.
 */
public final class Playhead {

    private final Instant start;
    private final Instant end;
    private final double speed;
    private Duration position = Duration.ZERO;
    private boolean paused;

    public Playhead(Instant start, Instant end, double speed) {
        if (speed <= 0) {
            throw new IllegalArgumentException("speed must be above 0, was " + speed);
        }
        this.start = start;
        this.end = end;
        this.speed = speed;
    }

    public void advance(Duration realTime) {
        if (!paused) {
            position = clamp(position.plusNanos((long) (realTime.toNanos() * speed)));
        }
    }

    public void seek(Duration recordTime) {
        position = clamp(position.plus(recordTime));
    }

    public void togglePause() {
        paused = !paused;
    }

    public boolean paused() {
        return paused;
    }

    public boolean finished() {
        return !start.plus(position).isBefore(end);
    }

    public Instant now() {
        return start.plus(position);
    }

    public Duration elapsed() {
        return position;
    }

    public double speed() {
        return speed;
    }

    private Duration clamp(Duration wanted) {
        Duration length = Duration.between(start, end);
        return wanted.isNegative() ? Duration.ZERO : wanted.compareTo(length) > 0 ? length : wanted;
    }
}
