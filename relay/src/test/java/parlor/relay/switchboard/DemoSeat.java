package parlor.relay.switchboard;

import java.time.Instant;
import java.util.List;
import parlor.relay.contest.Contest;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Viewer;
import parlor.relay.testing.ManualClock;
import parlor.transcripts.keys.Key;

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

    /** An entry that answers every message with {@code reply} at once, on the judge's thread. */
    static Entity replyingWith(String reply) {
        EntityListener[] listener = new EntityListener[1];
        return new Entity() {
            @Override
            public void start(EntityListener entityListener) {
                listener[0] = entityListener;
            }

            @Override
            public void judgeSaid(String message) {
                listener[0].replied(reply);
            }

            @Override
            public void close() {}
        };
    }

    /** The judge types "hi" and sends it; the seat is closed once the entry has answered. */
    static void sayHiAndClose(Seat seat) {
        long seq = 0;
        for (Key key : List.of(Key.of('h'), Key.of('i'), Key.RETURN, Key.RETURN)) {
            seat.keyPressed(key, ++seq);
        }
        seat.close();
    }
}
