package parlor.relay.link;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Opens a transport again after its device went away (a USB adapter pulled and plugged back, a
 * terminal server restarted): one try at once, then tries spaced by a growing pause, until one
 * works or {@link #stop()} is called. Every failure and the success are reported, so the operator
 * reads that the line is gone and being retried, and later how long it was away.
 */
public final class Reopening {

    /** Opens the transport, or says why it could not. */
    @FunctionalInterface
    public interface Opener {
        Transport open() throws IOException;
    }

    /** What the operator is told while a line is away. */
    public sealed interface Event {

        /** One line for the operator's log. */
        String describe();

        record Failed(String line, int attempt, String reason, Duration retryIn) implements Event {
            @Override
            public String describe() {
                return line + " gone, retrying in " + seconds(retryIn) + " (try " + attempt + ": " + reason + ")";
            }
        }

        record Reopened(String line, int attempts, Duration after) implements Event {
            @Override
            public String describe() {
                return line + " reopened after " + seconds(after) + " (" + attempts
                        + (attempts == 1 ? " try)" : " tries)");
            }
        }
    }

    /** The pause after each failed try: {@code first}, doubling each time, never above {@code longest}. */
    public record Backoff(Duration first, Duration longest) {

        /** Half a second, doubling to five: quick when a cable is reseated, quiet when a line is out for good. */
        public static final Backoff STANDARD = new Backoff(Duration.ofMillis(500), Duration.ofSeconds(5));

        public Backoff {
            if (first.isNegative() || first.isZero() || longest.compareTo(first) < 0) {
                throw new IllegalArgumentException(
                        "backoff needs 0 < first <= longest, not " + first + " and " + longest);
            }
        }

        /** The pause after the given number of failed tries in a row (1 or more). */
        public Duration pauseAfter(int failures) {
            if (failures < 1) {
                throw new IllegalArgumentException("no pause before the first failure (failures = " + failures + ")");
            }
            Duration pause = first;
            for (int doubling = 1; doubling < failures && pause.compareTo(longest) < 0; doubling++) {
                pause = pause.multipliedBy(2);
            }
            return pause.compareTo(longest) > 0 ? longest : pause;
        }
    }

    /** How the time between tries passes: really waiting (cut short by stop), or in tests a clock moved on. */
    interface Pause {
        void pause(Duration length) throws InterruptedException;
    }

    private final String line;
    private final Opener opener;
    private final Backoff backoff;
    private final Clock clock;
    private final Consumer<Event> listener;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final Pause pause;

    /**
     * @param line what the events call the line, e.g. {@code serial line /dev/ttyUSB0}
     * @param clock measures how long the line was away
     */
    public Reopening(String line, Opener opener, Backoff backoff, Clock clock, Consumer<Event> listener) {
        this(line, opener, backoff, clock, listener, null);
    }

    /** With a pause of the test's own (it moves a clock instead of waiting), or null to really wait. */
    Reopening(String line, Opener opener, Backoff backoff, Clock clock, Consumer<Event> listener, Pause pause) {
        this.line = line;
        this.opener = opener;
        this.backoff = backoff;
        this.clock = clock;
        this.listener = listener;
        this.pause = pause != null ? pause : this::waitUnlessStopped;
    }

    /**
     * Tries until the transport opens, and returns it; empty once stopped (or interrupted).
     * Blocks the calling thread, which may be virtual: the pauses are waits on a latch.
     */
    public Optional<Transport> reopen() {
        Instant start = clock.instant();
        for (int attempt = 1; !isStopped(); attempt++) {
            try {
                Transport transport = opener.open();
                if (isStopped()) {
                    closeQuietly(transport); // stopped while it opened: nobody wants it now
                    break;
                }
                listener.accept(new Event.Reopened(line, attempt, Duration.between(start, clock.instant())));
                return Optional.of(transport);
            } catch (IOException e) {
                Duration retryIn = backoff.pauseAfter(attempt);
                listener.accept(new Event.Failed(line, attempt, reason(e), retryIn));
                if (!pauseFor(retryIn)) {
                    break;
                }
            }
        }
        return Optional.empty();
    }

    /** Ends {@link #reopen()} at its next step, cutting short any pause; for good. */
    public void stop() {
        stopped.countDown();
    }

    public boolean isStopped() {
        return stopped.getCount() == 0;
    }

    private boolean pauseFor(Duration length) {
        try {
            pause.pause(length);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            return false;
        }
    }

    private void waitUnlessStopped(Duration length) throws InterruptedException {
        stopped.await(length.toNanos(), TimeUnit.NANOSECONDS);
    }

    private static String reason(IOException e) {
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    private static void closeQuietly(Transport transport) {
        try {
            transport.close();
        } catch (IOException ignored) {
            // it was never used
        }
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.1f s", duration.toMillis() / 1000.0);
    }
}
