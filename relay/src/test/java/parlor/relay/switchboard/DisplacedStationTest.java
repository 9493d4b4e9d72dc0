package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.entity.Entities;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkSession;
import parlor.relay.testing.ManualClock;
import parlor.transcripts.keys.Key;

/**
 * A judge's station restarted while the relay was stalled: the dead station's keys still wait,
 * unread, on its old link when the new station takes the seat. Both stations number their keys
 * from 1, so the old ones, read late, would pass for the new station's.
 */
class DisplacedStationTest {

    private static final Instant NOW = Instant.parse("2026-11-23T09:00:00Z");

    @TempDir
    Path folder;

    @Test
    void framesReadLateFromALinkAnotherStationHasReplacedAreNotTakenForTheNewStations() {
        Contest contest = ContestLoader.demo(folder);
        Seat seat = Seat.withConversation(
                contest.terminals().get("T1"),
                Route.talk(contest.entities().get("DEMO"), Entities.silent(), contest.pacing()),
                contest,
                new ManualClock(NOW));
        seat.start();
        StationWire dead = new StationWire();
        attach(seat, dead, "dead-station", contest);
        List<Frame> unread = keys(new LinkSession(), "old");

        StationWire restarted = new StationWire();
        attach(seat, restarted, "restarted-station", contest);
        restarted.flush();
        restarted.onTheWire.clear();
        List<Boolean> applied =
                unread.stream().map(frame -> seat.fromStation(dead, frame)).toList();
        for (Frame frame : keys(new LinkSession(), "new")) {
            assertThat(seat.fromStation(restarted, frame)).isTrue();
            restarted.flush();
        }
        seat.close();

        assertThat(restarted.onTheWire)
                .filteredOn(line -> line.startsWith("ECHO"))
                .containsExactly("ECHO n", "ECHO e", "ECHO w");
        assertThat(dead.displaced).isTrue();
        assertThat(applied).containsOnly(false);
    }

    private static void attach(Seat seat, StationWire station, String stationSession, Contest contest) {
        seat.attach(
                station,
                new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", stationSession, LinkMessage.NONE, 0, "n"),
                "e1",
                LinkMessage.NONE,
                contest.name());
    }

    /** The frames a station would send for {@code text}, numbered by its own seat from 1. */
    private static List<Frame> keys(LinkSession station, String text) {
        return Key.typing(text).stream()
                .map(key -> station.stamp(new LinkMessage.KeyPressed(key), NOW))
                .toList();
    }
}
