package parlor.relay.server;

import java.time.Instant;
import java.util.List;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkSession;
import parlor.relay.switchboard.Seat;
import parlor.relay.switchboard.Switchboard;

/**
 * What the relay tells an audience wall that names no terminal ({@value LinkMessage#EVERY_TERMINAL}):
 * its welcome, then every judge's terminal of the contest, so the room's organiser need not list them.
 */
final class WallListing {

    private WallListing() {}

    /** Every judge's terminal, in the contest file's order; a confederate's desk is never on the wall. */
    static List<String> terminals(Switchboard board) {
        return board.seats().stream()
                .filter(seat -> !seat.isDesk())
                .map(Seat::terminal)
                .toList();
    }

    /** The welcome and the list, numbered on a session of their own, as a watcher's are. */
    static List<Frame> frames(List<String> terminals, String relayEpoch, String proof, String contest) {
        LinkSession own = new LinkSession();
        // never sent again (the relay does not tick this link): the wall has them, or the link ended and it asks anew
        Instant sent = Instant.EPOCH;
        return List.of(
                own.stamp(
                        new LinkMessage.Welcome(LinkMessage.EVERY_TERMINAL, relayEpoch, 0, true, proof, contest), sent),
                own.stamp(new LinkMessage.WallList(terminals), sent));
    }
}
