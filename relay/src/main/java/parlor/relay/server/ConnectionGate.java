package parlor.relay.server;

import java.io.Closeable;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Who may hold a TCP connection to the relay, and for how long without a handshake. A connection
 * that has not been welcomed within {@link Limits#handshake()} is closed (the relay's tick looks);
 * connections are capped per address and in all, and those still waiting for their welcome more
 * tightly, so idle or dribbling connections cannot use up the relay's threads and memory. Serial
 * lines and in-process pipes are wiring and never pass through here.
 */
final class ConnectionGate {

    /**
     * The caps. Defaults: a contest of a few dozen terminals behind one address reconnecting at
     * once, and bench/load's 1,000 stations from one address (32 connecting at a time), fit well within them.
     */
    record Limits(Duration handshake, int waitingPerAddress, int waitingInAll, int perAddress, int inAll) {
        static final Limits DEFAULT = new Limits(Duration.ofSeconds(5), 64, 512, 2_048, 4_096);
    }

    /** One admitted connection, until it closes. */
    final class Ticket {
        private final String host;
        private final Instant start;
        private final Closeable connection;
        private boolean waiting = true;
        private boolean done;
        private HandshakeBudget budget;

        private Ticket(String host, Instant start, Closeable connection) {
            this.host = host;
            this.start = start;
            this.connection = connection;
        }

        /** The connection's bytes, capped until it is welcomed. */
        java.io.InputStream budgeted(java.io.InputStream in) {
            budget = new HandshakeBudget(in);
            return budget;
        }

        /** The handshake is done: no deadline and no byte budget any more. False if the deadline came first (the connection is being closed). */
        boolean welcomed() {
            if (budget != null) {
                budget.lift();
            }
            synchronized (ConnectionGate.this) {
                if (!waiting) {
                    return false;
                }
                leaveWaiting(this);
                return true;
            }
        }

        /** Closes the connection for {@code why}, counted in the host's episode. */
        void cutOff(String why) {
            turnedAway(why);
            closeQuietly(connection);
        }

        /** Counts the connection in the host's episode of those turned away, for {@code why}. */
        void turnedAway(String why) {
            turnedAway.note(host, why);
        }

        /** The connection has ended. */
        void release() {
            synchronized (ConnectionGate.this) {
                if (!done) {
                    done = true;
                    leaveWaiting(this);
                    decrement(all, host);
                    total--;
                }
            }
        }
    }

    private final Limits limits;
    private final Clock clock;
    private final Episodes turnedAway;
    private final Map<String, Integer> all = new HashMap<>();
    private final Map<String, Integer> waitingByHost = new HashMap<>();
    private final Set<Ticket> waiting = new LinkedHashSet<>();
    private int total;

    /** {@code turnedAway} counts the connections refused or cut off (the relay's tick logs them). */
    ConnectionGate(Limits limits, Clock clock, Episodes turnedAway) {
        this.limits = limits;
        this.clock = clock;
        this.turnedAway = turnedAway;
    }

    Limits limits() {
        return limits;
    }

    /** A ticket for a new connection from {@code host}, or a refusal saying why (counted in the host's episode). */
    synchronized Admitted admit(String host, Closeable connection) {
        Optional<String> over = over(host);
        if (over.isPresent()) {
            turnedAway.note(host, over.get());
            return new Admitted(Optional.empty(), over.get());
        }
        Ticket ticket = new Ticket(host, clock.instant(), connection);
        waiting.add(ticket);
        waitingByHost.merge(host, 1, Integer::sum);
        all.merge(host, 1, Integer::sum);
        total++;
        return new Admitted(Optional.of(ticket), "");
    }

    /** A ticket, or why there is none. */
    record Admitted(Optional<Ticket> ticket, String refusal) {}

    private Optional<String> over(String host) {
        if (total >= limits.inAll()) {
            return Optional.of("the relay holds " + limits.inAll() + " connections, its most");
        }
        if (all.getOrDefault(host, 0) >= limits.perAddress()) {
            return Optional.of("this address holds " + limits.perAddress() + " connections, the most from one address");
        }
        if (waiting.size() >= limits.waitingInAll()) {
            return Optional.of(limits.waitingInAll() + " connections are waiting for their handshake, the most in all");
        }
        if (waitingByHost.getOrDefault(host, 0) >= limits.waitingPerAddress()) {
            return Optional.of(limits.waitingPerAddress()
                    + " connections from this address are waiting for their handshake, the most from one address");
        }
        return Optional.empty();
    }

    /** Closes connections past their handshake deadline. */
    void tick(Instant now) {
        List<Ticket> late = new ArrayList<>();
        synchronized (this) {
            Instant startedBefore = now.minus(limits.handshake());
            for (Ticket ticket : waiting) {
                if (!ticket.start.isAfter(startedBefore)) {
                    late.add(ticket);
                }
            }
            late.forEach(this::leaveWaiting);
        }
        late.forEach(ticket ->
                ticket.cutOff("no handshake within " + limits.handshake().toSeconds() + " s"));
    }

    /** Connections now held (for tests and the bench). */
    synchronized int held() {
        return total;
    }

    private void leaveWaiting(Ticket ticket) {
        if (ticket.waiting) {
            ticket.waiting = false;
            waiting.remove(ticket);
            decrement(waitingByHost, ticket.host);
        }
    }

    private static void decrement(Map<String, Integer> counts, String host) {
        counts.computeIfPresent(host, (h, n) -> n == 1 ? null : n - 1);
    }

    private static void closeQuietly(Closeable connection) {
        try {
            connection.close();
        } catch (IOException ignored) {
            // it is being let go anyway
        }
    }
}
