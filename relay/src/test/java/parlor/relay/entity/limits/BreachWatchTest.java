package parlor.relay.entity.limits;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.spi.ILoggingEvent;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.Isolation;
import parlor.relay.testing.OpsEvents;

/** What the operator log says of a run that reaches its limits: each limit once at once, and a count at the end. */
class BreachWatchTest {

    private final OpsEvents log = new OpsEvents();
    private final BreachWatch watch =
            new BreachWatch("T3", "E4", new Isolation.Limits(64, 512L << 20, Duration.ofMinutes(30)));

    @AfterEach
    void close() {
        log.close();
    }

    @Test
    void eachLimitIsToldTheFirstTimeItIsReachedThenCountedOnceWhenTheRunEnds() {
        watch.seen(Breaches.NONE);
        watch.seen(new Breaches(0, 3));
        watch.seen(new Breaches(1, 250));
        watch.seen(new Breaches(2, 900));
        watch.ended(new Breaches(2, 1_000));

        assertThat(log.all().stream().map(ILoggingEvent::getFormattedMessage))
                .containsExactly(
                        "entity E4 reached its process limit (limits: processes 64, its processes and threads at once):"
                                + " 3 of its forks refused",
                        "entity E4 ran out of memory: its processes, shared memory and /tmp together reached its limit"
                                + " (limits: memory 512 MB), and the kernel stopped 1 of its processes",
                        "entity E4 stopped; in all during that run, 2 of its processes were stopped for want of memory"
                                + " and 1000 of its forks refused at its process limit");
        assertThat(log.all())
                .allSatisfy(event -> assertThat(event.getMDCPropertyMap()).containsEntry("terminal", "T3"));
    }

    @Test
    void aRunThatReachesALimitOnlyAtItsEndIsToldThenAndNotCountedTwice() {
        watch.ended(new Breaches(1, 0));

        assertThat(log.named("entity-memory-limit")).hasSize(1);
        assertThat(log.named("entity-limits-counted")).isEmpty();
    }
}
