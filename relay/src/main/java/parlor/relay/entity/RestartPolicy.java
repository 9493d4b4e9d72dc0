package parlor.relay.entity;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * When to restart an entry that stopped: after a pause that doubles with each failure in a row
 * (1 s up to 30 s), and not at all once it has failed {@link #SPIN_LIMIT} times within
 * {@link #SPIN_WINDOW}: an entry that cannot stay up is left down and the operator told. Pure.
 */
public final class RestartPolicy {

    public static final int SPIN_LIMIT = 5;
    public static final Duration SPIN_WINDOW = Duration.ofMinutes(5);
    private static final Duration FIRST_PAUSE = Duration.ofSeconds(1);
    private static final Duration LONGEST_PAUSE = Duration.ofSeconds(30);
    /** Up this long without failing, an entry's next failure counts as the first again. */
    private static final Duration STEADY = Duration.ofMinutes(2);

    private final Deque<Instant> failures = new ArrayDeque<>();
    private int inARow;
    private Instant lastStart = Instant.MIN;

    /** The pause before restarting after a failure now, or empty: give up. */
    public Optional<Duration> failed(Instant now) {
        failures.add(now);
        while (!failures.isEmpty() && failures.peek().isBefore(now.minus(SPIN_WINDOW))) {
            failures.poll();
        }
        if (failures.size() >= SPIN_LIMIT) {
            return Optional.empty();
        }
        inARow = now.isAfter(lastStart.plus(STEADY)) ? 1 : inARow + 1;
        Duration pause = FIRST_PAUSE.multipliedBy(1L << Math.min(inARow - 1, 5));
        return Optional.of(pause.compareTo(LONGEST_PAUSE) > 0 ? LONGEST_PAUSE : pause);
    }

    /** The operator starts the entry by hand: its failures so far no longer count against it. */
    public void forgive() {
        failures.clear();
        inARow = 0;
    }

    public void started(Instant now) {
        lastStart = now;
    }

    public int recentFailures() {
        return failures.size();
    }
}
