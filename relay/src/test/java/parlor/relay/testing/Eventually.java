package parlor.relay.testing;

import java.time.Duration;
import java.util.function.Supplier;

/** Waits for a condition with a deadline, instead of sleeping and hoping. */
public final class Eventually {

    private Eventually() {}

    public static void waitFor(String what, Duration deadline, Supplier<Boolean> condition) {
        long end = System.nanoTime() + deadline.toNanos();
        while (!condition.get()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out after " + deadline.toMillis() + " ms waiting for " + what);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what);
            }
        }
    }

    /** As {@link #waitFor}, and on timeout says what was last seen, so a failure explains itself. */
    public static void waitFor(String what, Duration deadline, Supplier<Boolean> condition, Supplier<?> seen) {
        try {
            waitFor(what, deadline, condition);
        } catch (AssertionError timedOut) {
            throw new AssertionError(timedOut.getMessage() + "; last seen: " + seen.get(), timedOut);
        }
    }

    public static <T> T valueOf(String what, Duration deadline, Supplier<T> probe) {
        Object[] seen = new Object[1];
        waitFor(what, deadline, () -> (seen[0] = probe.get()) != null);
        @SuppressWarnings("unchecked")
        T value = (T) seen[0];
        return value;
    }
}
