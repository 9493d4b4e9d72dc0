package parlor.relay.link;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one thread that ticks every {@link RelayConnection} in this JVM: acknowledgements, resends,
 * keep-alives, hellos said again and the relay's silence, each when it falls due. A station has
 * one connection; a hidden host, a prescreening run and bench/load have many, and a tick thread
 * apiece woke 2,900 times a second for 1,000 stations, at 54 us of CPU a wake (bench/load),
 * mostly to find that a key had already carried the acknowledgement it woke for. This one wakes
 * when the soonest connection is due, but no sooner than {@link #TICK} after its last round, and
 * ticks every connection that is due by then; the others cost it a glance at when they are due.
 */
final class LinkTicker {

    /** Something a ticker ticks: does what has fallen due, and says how long until something next may. */
    interface Ticking {
        long tickIfDue();
    }

    /** The shortest pause between rounds: what falls due within it waits for the next one. */
    static final Duration TICK = Duration.ofMillis(20);
    /**
     * The longest: no later than an acknowledgement owed for a frame that arrives just after the
     * round ({@link LinkSession#ACK_DELAY}), so only a frame owed an acknowledgement at once need
     * wake the ticker; and clocks that jump are looked at again this often.
     */
    static final Duration LONGEST_NAP = LinkSession.ACK_DELAY;

    private static final Logger LOG = LoggerFactory.getLogger(LinkTicker.class);
    private static final LinkTicker SHARED = new LinkTicker("relay-link-tick");

    private final String name;
    /** Each connection, and when it said it is next due (System.nanoTime). */
    private final Map<Ticking, AtomicLong> ticking = new ConcurrentHashMap<>();
    /** When the ticker means to wake (System.nanoTime), as it went to sleep. */
    private volatile long wakesAt = Long.MAX_VALUE;
    /** The soonest anything reported due since the round began: a report made mid-round is seen here. */
    private final AtomicLong soonestReported = new AtomicLong(Long.MAX_VALUE);

    private Thread thread;

    LinkTicker(String name) {
        this.name = name;
    }

    static LinkTicker shared() {
        return SHARED;
    }

    synchronized void add(Ticking connection) {
        ticking.put(connection, new AtomicLong(System.nanoTime()));
        if (thread == null) {
            thread = Link.platformThread(name, this::run);
        } else {
            LockSupport.unpark(thread);
        }
    }

    void remove(Ticking connection) {
        ticking.remove(connection);
    }

    /**
     * Something of this connection's now falls due sooner than it said, {@code nanos} from now (a
     * repeat owed an acknowledgement at once): wakes the ticker if it would sleep past that. Only
     * what falls due sooner than {@link #LONGEST_NAP} need be told: the ticker asks every connection
     * at least that often.
     */
    void dueIn(Ticking connection, long nanos) {
        long due = System.nanoTime() + Math.min(nanos, LONGEST_NAP.toNanos());
        AtomicLong said = ticking.get(connection);
        if (said != null) {
            said.accumulateAndGet(due, Math::min);
        }
        soonestReported.accumulateAndGet(due, Math::min);
        Thread ticker = thread;
        if (ticker != null && due - wakesAt < 0) {
            LockSupport.unpark(ticker);
        }
    }

    private void run() {
        while (true) {
            soonestReported.set(Long.MAX_VALUE);
            long roundStart = System.nanoTime();
            long nap = tickAll();
            long planned = roundStart + Math.clamp(nap, TICK.toNanos(), LONGEST_NAP.toNanos());
            wakesAt = planned;
            // whatever reported a sooner due while the round ran compared it with the last plan, not this one
            long wake = Math.min(planned, Math.max(soonestReported.get(), roundStart + TICK.toNanos()));
            if (ticking.isEmpty()) {
                wakesAt = Long.MAX_VALUE;
                LockSupport.park(this);
            } else {
                LockSupport.parkNanos(this, wake - System.nanoTime());
            }
        }
    }

    /** One round: ticks every connection that is due; returns the nanoseconds until the soonest next is. */
    private long tickAll() {
        long now = System.nanoTime();
        long soonest = Long.MAX_VALUE;
        for (Map.Entry<Ticking, AtomicLong> connection : ticking.entrySet()) {
            AtomicLong said = connection.getValue();
            long due = said.get();
            if (due - now <= 0) {
                // a sooner due told meanwhile (dueIn) stands: the connection is asked again then
                said.compareAndSet(due, now + ticked(connection.getKey()));
            }
            soonest = Math.min(soonest, said.get() - now);
        }
        return soonest;
    }

    private static long ticked(Ticking connection) {
        try {
            return Math.min(connection.tickIfDue(), LONGEST_NAP.toNanos());
        } catch (RuntimeException e) {
            // one connection's failure must not stop the others' acknowledgements and keep-alives
            LOG.atError()
                    .addKeyValue("event", "relay-fault")
                    .setCause(e)
                    .log("a link's tick failed; it is ticked again next round");
            return TICK.toNanos();
        }
    }

    /** Nanoseconds from {@code now} until {@code due}, held to what a nap can use (dues may be Instant.MIN or MAX). */
    static long nanosUntil(Instant now, Instant due) {
        if (!due.isAfter(now)) {
            return 0;
        }
        Duration wait = Duration.between(now, due);
        return wait.compareTo(LONGEST_NAP) >= 0 ? LONGEST_NAP.toNanos() : wait.toNanos();
    }
}
