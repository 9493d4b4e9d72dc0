package parlor.relay.switchboard;

import java.time.Instant;
import parlor.relay.contest.Contest;
import parlor.relay.entity.Entity;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Viewer;
import parlor.relay.testing.ManualClock;

/** The demo contest's T1 talking to {@code entry}, started, with {@code station} attached as its judge. */
final class DemoSeat {

    private DemoSeat() {}

    static Seat attached(Contest contest, Entity entry, Viewer station, Instant at) {
        Seat seat = Seat.withConversation(
                contest.terminals().get("T1"),
                Route.talk(contest.entities().get("DEMO"), entry, contest.pacing()),
                contest,
                new ManualClock(at));
        seat.start();
        seat.attach(
                station,
                new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", "s1", LinkMessage.NONE, 0, "n"),
                "e1",
                LinkMessage.NONE,
                contest.name());
        return seat;
    }
}
