package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * Many links in one JVM (a hidden host, a prescreening run, bench/load) share one tick thread:
 * each is ticked when it falls due, the thread wakes no more than once per {@link LinkTicker#TICK}
 * however many there are, and an acknowledgement owed at once wakes it from its longest nap.
 */
class LinkTickerTest {

    private static final long PERIOD_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    /** A link due every 100 ms from a phase of its own, counting the ticks it was due for. */
    private static final class Periodic implements LinkTicker.Ticking {
        private final AtomicLong due;
        private final AtomicInteger ticked = new AtomicInteger();
        private final AtomicLong latestLateness = new AtomicLong();
        private final AtomicInteger asked = new AtomicInteger();
        private final Set<Thread> threads = ConcurrentHashMap.newKeySet();

        Periodic(long phaseNanos) {
            due = new AtomicLong(System.nanoTime() + phaseNanos);
        }

        @Override
        public long tickIfDue() {
            asked.incrementAndGet();
            threads.add(Thread.currentThread());
            long now = System.nanoTime();
            if (now - due.get() >= 0) {
                latestLateness.accumulateAndGet(now - due.get(), Math::max);
                ticked.incrementAndGet();
                due.set(now + PERIOD_NANOS);
            }
            return Math.max(0, due.get() - now);
        }
    }

    @Test
    void aThousandLinksAreTickedWhenDueByOneThreadThatWakesAtMostOncePerTick() throws Exception {
        LinkTicker ticker = new LinkTicker("test-link-tick");
        List<Periodic> links = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            Periodic link = new Periodic(i * PERIOD_NANOS / 1000);
            links.add(link);
            ticker.add(link);
        }
        // a link due at every round counts the rounds
        AtomicInteger rounds = new AtomicInteger();
        LinkTicker.Ticking alwaysDue = () -> {
            rounds.incrementAndGet();
            return 0;
        };
        ticker.add(alwaysDue);
        long start = System.nanoTime();
        waitFor(() -> links.stream().allMatch(link -> link.ticked.get() >= 10), 10);
        double seconds = (System.nanoTime() - start) / 1e9;
        links.forEach(ticker::remove);
        ticker.remove(alwaysDue);

        // every round asks every link; a thread per link would have woken 10 times a second each, 10,000 in all
        double roundsPerSecond = rounds.get() / seconds;
        assertThat(roundsPerSecond)
                .as("rounds of the shared ticker per second")
                .isLessThanOrEqualTo(1000.0 / LinkTicker.TICK.toMillis() + 5);
        assertThat(links.stream()
                        .flatMap(link -> link.threads.stream())
                        .distinct()
                        .count())
                .as("threads that ticked them")
                .isEqualTo(1);
        // a link is asked when it said it would be due, not at every round: idle links cost a glance
        int asked = links.stream().mapToInt(link -> link.asked.get()).sum();
        int ticked = links.stream().mapToInt(link -> link.ticked.get()).sum();
        assertThat(asked)
                .as("times links were asked, against %d ticks they were due for", ticked)
                .isLessThan(ticked * 3 / 2 + links.size());
        long worstLateMillis = links.stream()
                        .mapToLong(link -> link.latestLateness.get())
                        .max()
                        .orElseThrow()
                / 1_000_000;
        assertThat(worstLateMillis)
                .as("how late the latest tick came after it fell due (ms)")
                .isLessThan(LinkTicker.TICK.toMillis() + 100);
    }

    @Test
    void somethingDueAtOnceWakesTheTickerFromItsLongestNap() throws Exception {
        LinkTicker ticker = new LinkTicker("test-link-tick");
        AtomicInteger asked = new AtomicInteger();
        AtomicLong dueAt = new AtomicLong(Long.MAX_VALUE);
        AtomicLong answeredAfterNanos = new AtomicLong(-1);
        LinkTicker.Ticking link = () -> {
            asked.incrementAndGet();
            long now = System.nanoTime();
            if (now - dueAt.get() >= 0 && answeredAfterNanos.get() < 0) {
                answeredAfterNanos.set(now - dueAt.get());
            }
            // nothing due for an hour: the ticker naps as long as it may
            return TimeUnit.HOURS.toNanos(1);
        };
        ticker.add(link);
        waitFor(() -> asked.get() >= 1, 5);
        dueAt.set(System.nanoTime());
        ticker.dueIn(link, 0);
        waitFor(() -> answeredAfterNanos.get() >= 0, 5);
        ticker.remove(link);

        assertThat(answeredAfterNanos.get() / 1_000_000)
                .as("ms from an acknowledgement falling due at once to the tick that sends it")
                .isLessThan(LinkTicker.LONGEST_NAP.toMillis() / 2);
    }

    private static void waitFor(BooleanSupplier condition, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime())
                    .as("still waiting after %d s", seconds)
                    .isLessThan(deadline);
            Thread.sleep(5);
        }
    }
}
