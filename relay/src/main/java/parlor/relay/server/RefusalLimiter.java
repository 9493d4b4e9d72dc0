package parlor.relay.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * Slows down whoever keeps failing the handshake: after {@link #MAX_REFUSALS} refusals for one seat
 * from one address within {@link #WINDOW}, that address is turned away from that seat until the
 * window has passed. Keeps a guessing machine from trying a seat's key at network speed, and the
 * log readable, while a wrong key at one seat does not shut out the other seats on the same machine
 * (or behind the same NAT). Refusals before a seat is named count under {@link #NO_SEAT}.
 */
final class RefusalLimiter {

    static final int MAX_REFUSALS = 5;
    static final Duration WINDOW = Duration.ofMinutes(1);
    /** Where a refusal counts that came before the station named its seat (no HELLO, another protocol). */
    static final String NO_SEAT = "";

    private record Source(String host, String seat) {}

    private final Clock clock;
    private final Map<Source, Deque<Instant>> refusals = new HashMap<>();

    RefusalLimiter(Clock clock) {
        this.clock = clock;
    }

    /** Notes a refusal; true if this one puts the address over the limit for the seat (log it once, loudly). */
    synchronized boolean refused(String host, String seat) {
        Source source = new Source(host, seat);
        Deque<Instant> recent = recent(source);
        recent.add(clock.instant());
        refusals.put(source, recent);
        return recent.size() == MAX_REFUSALS;
    }

    /** True while the address is to be turned away from the seat. */
    synchronized boolean blocked(String host, String seat) {
        return recent(new Source(host, seat)).size() >= MAX_REFUSALS;
    }

    /** How long the address stays turned away from the seat (zero if it is not). */
    synchronized Duration remaining(String host, String seat) {
        Deque<Instant> recent = recent(new Source(host, seat));
        if (recent.size() < MAX_REFUSALS) {
            return Duration.ZERO;
        }
        // the ban lifts when enough of the window's refusals have aged out to leave fewer than the most
        Instant lifting = recent.stream()
                .skip(recent.size() - MAX_REFUSALS)
                .findFirst()
                .orElseThrow()
                .plus(WINDOW);
        return Duration.between(clock.instant(), lifting);
    }

    private Deque<Instant> recent(Source source) {
        if (refusals.isEmpty()) {
            // the usual case, every station let in: no key hashed (a record's first hashCode was 10 ms of a start)
            return new ArrayDeque<>();
        }
        Deque<Instant> times = refusals.getOrDefault(source, new ArrayDeque<>());
        Instant cutoff = clock.instant().minus(WINDOW);
        while (!times.isEmpty() && times.peek().isBefore(cutoff)) {
            times.poll();
        }
        if (times.isEmpty()) {
            // seats are named by whoever connects: keep none that has nothing to remember
            refusals.remove(source);
        }
        return times;
    }
}
