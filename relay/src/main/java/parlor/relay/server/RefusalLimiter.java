package parlor.relay.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * Slows down whoever keeps failing the handshake: after {@link #MAX_REFUSALS} refusals from one
 * host within {@link #WINDOW}, that host's connections are closed unheard until the window has
 * passed. Keeps a guessing machine from trying keys at network speed, and the log readable.
 */
final class RefusalLimiter {

    static final int MAX_REFUSALS = 5;
    static final Duration WINDOW = Duration.ofMinutes(1);

    private final Clock clock;
    private final Map<String, Deque<Instant>> refusals = new HashMap<>();

    RefusalLimiter(Clock clock) {
        this.clock = clock;
    }

    /** Notes a refusal; true if this one puts the host over the limit (log it once, loudly). */
    synchronized boolean refused(String host) {
        Deque<Instant> recent = recent(host);
        recent.add(clock.instant());
        return recent.size() == MAX_REFUSALS;
    }

    /** True while the host is to be turned away unheard. */
    synchronized boolean blocked(String host) {
        return recent(host).size() >= MAX_REFUSALS;
    }

    private Deque<Instant> recent(String host) {
        Deque<Instant> times = refusals.computeIfAbsent(host, h -> new ArrayDeque<>());
        Instant cutoff = clock.instant().minus(WINDOW);
        while (!times.isEmpty() && times.peek().isBefore(cutoff)) {
            times.poll();
        }
        return times;
    }
}
