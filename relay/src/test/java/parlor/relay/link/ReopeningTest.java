package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import parlor.relay.link.Reopening.Backoff;
import parlor.relay.link.Reopening.Event;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;

class ReopeningTest {

    private static final String LINE = "serial line /dev/ttyUSB0";

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-22T09:00:00Z"));
    private final List<Event> events = new CopyOnWriteArrayList<>();

    @Test
    void thePauseDoublesFromHalfASecondAndStaysAtFive() {
        assertThat(List.of(1, 2, 3, 4, 5, 6, 7, 1000).stream()
                        .map(Backoff.STANDARD::pauseAfter)
                        .map(Duration::toMillis))
                .containsExactly(500L, 1000L, 2000L, 4000L, 5000L, 5000L, 5000L, 5000L);
    }

    @Test
    void aLineBackAtTheFourthTryIsReportedAsAwayThreeTimesThenReopenedAfterTheirPauses() {
        Transport[] ends = Transport.pipePair("usb");
        Reopening reopening = pacedByTheClock(failingTimes(3, ends[0]));

        Optional<Transport> reopened = reopening.reopen();

        assertThat(reopened).containsSame(ends[0]);
        assertThat(events)
                .extracting(Event::describe)
                .containsExactly(
                        LINE + " gone, retrying in 0.5 s (try 1: no such device)",
                        LINE + " gone, retrying in 1.0 s (try 2: no such device)",
                        LINE + " gone, retrying in 2.0 s (try 3: no such device)",
                        LINE + " reopened after 3.5 s (4 tries)");
    }

    @Test
    void aLineThatOpensAtOnceIsReportedOnce() {
        Transport[] ends = Transport.pipePair("usb");

        assertThat(pacedByTheClock(() -> ends[0]).reopen()).containsSame(ends[0]);
        assertThat(events).extracting(Event::describe).containsExactly(LINE + " reopened after 0.0 s (1 try)");
    }

    @Test
    void stoppingCutsALongPauseShortAndReopensNothing() throws Exception {
        Backoff slow = new Backoff(Duration.ofMinutes(1), Duration.ofMinutes(1));
        Reopening reopening =
                new Reopening(LINE, failingTimes(Integer.MAX_VALUE, null), slow, Clock.systemUTC(), events::add);
        CompletableFuture<Optional<Transport>> result = CompletableFuture.supplyAsync(
                reopening::reopen, runnable -> Thread.ofVirtual().start(runnable));
        Eventually.waitFor("the first try to fail", Duration.ofSeconds(5), () -> !events.isEmpty());

        reopening.stop();

        assertThat(result.get(5, TimeUnit.SECONDS)).isEmpty();
        assertThat(events).hasSize(1);
    }

    /** Pauses move the manual clock instead of taking time. */
    private Reopening pacedByTheClock(Reopening.Opener opener) {
        return new Reopening(LINE, opener, Backoff.STANDARD, clock, events::add, clock::advance);
    }

    private static Reopening.Opener failingTimes(int failures, Transport thenThis) {
        AtomicInteger tries = new AtomicInteger();
        return () -> {
            if (tries.incrementAndGet() <= failures) {
                throw new IOException("no such device");
            }
            return thenThis;
        };
    }
}
