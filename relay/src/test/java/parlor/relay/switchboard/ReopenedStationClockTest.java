package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.entity.Entities;
import parlor.relay.link.LinkMessage;
import parlor.relay.testing.ManualClock;

/**
 * A judge closes their station mid-round and opens it again (issue 41: it showed {@code left 1:55}
 * while the console said 1:18): the clock a station or a watcher is given on arrival is the round's
 * time left now, not what was left when the round's clock last moved.
 */
class ReopenedStationClockTest {

    private static final Instant NOW = Instant.parse("2026-12-12T10:00:00Z");

    @TempDir
    Path folder;

    @Test
    void aStationArrivingMidRoundIsGivenTheTimeLeftNow() {
        ManualClock clock = new ManualClock(NOW);
        Seat seat = demoSeat(clock);
        seat.roundClock(new LinkMessage.RoundClock(1, 2, "talk", "-", 155, true));
        clock.advance(Duration.ofSeconds(37));

        StationWire reopened = new StationWire();
        seat.attach(
                reopened,
                new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", "reopened", LinkMessage.NONE, 0, "n"),
                "e1",
                LinkMessage.NONE,
                contest.name());
        reopened.flush();
        seat.close();

        assertThat(reopened.onTheWire)
                .filteredOn(line -> line.startsWith("CLOCK"))
                .containsExactly("CLOCK 1 2 talk - 118 running");
    }

    @Test
    void aStationPickingUpItsLinkAfterAnOutageEndsWithTheTimeLeftNow() {
        ManualClock clock = new ManualClock(NOW);
        Seat seat = demoSeat(clock);
        StationWire before = new StationWire();
        seat.attach(before, hello(LinkMessage.NONE, 0), "e1", LinkMessage.NONE, contest.name());
        before.flush();
        long seen = before.onTheWire.stream()
                .filter(line -> !line.startsWith("WELCOME"))
                .count();
        seat.detach(before);
        // the round's clock moves while the link is down: the frame waits in the relay's outbox
        seat.roundClock(new LinkMessage.RoundClock(1, 2, "talk", "-", 155, true));
        clock.advance(Duration.ofSeconds(37));

        StationWire after = new StationWire();
        seat.attach(after, hello("e1", seen), "e1", LinkMessage.NONE, contest.name());
        after.flush();
        seat.close();

        assertThat(after.onTheWire)
                .as("the frame it missed comes again, stale; the time left now comes after it")
                .filteredOn(line -> line.startsWith("CLOCK"))
                .last()
                .isEqualTo("CLOCK 1 2 talk - 118 running");
    }

    /** The demo contest, as {@link #demoSeat} made it. */
    private Contest contest;

    /** T1 of the demo contest, its conversation begun, on {@code clock}. */
    private Seat demoSeat(ManualClock clock) {
        contest = ContestLoader.demo(folder);
        Seat seat = Seat.withConversation(
                contest.terminals().get("T1"),
                Route.talk(contest.entities().get("DEMO"), Entities.silent(), contest.pacing()),
                contest,
                clock);
        seat.start();
        return seat;
    }

    private static LinkMessage.Hello hello(String relayEpoch, long delivered) {
        return new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", "same-station", relayEpoch, delivered, "n");
    }

    @Test
    void aPausedClockIsGivenAsItStands() {
        LinkMessage.RoundClock paused = new LinkMessage.RoundClock(1, 2, "talk", "-", 155, false);

        assertThat(paused.after(Duration.ofSeconds(37))).isEqualTo(paused);
        assertThat(new LinkMessage.RoundClock(1, 2, "break", "-", 20, true).after(Duration.ofSeconds(37)))
                .isEqualTo(new LinkMessage.RoundClock(1, 2, "break", "-", 0, true));
    }
}
