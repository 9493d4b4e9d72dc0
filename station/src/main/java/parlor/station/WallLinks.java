package parlor.station;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.Role;
import parlor.relay.link.SteadyClock;
import parlor.station.ui.LanternaWall;

/**
 * The audience wall's links to the relay, one read-only link per terminal it shows. Given no
 * terminals, it first asks the relay for the contest's, on a link of its own that names
 * {@value LinkMessage#EVERY_TERMINAL}, and closes that once it has the answer; until then the
 * wall's last row says how the asking goes (connecting, unreachable, refused).
 */
final class WallLinks implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(WallLinks.class);

    private final RelayConnection.Dialer dialer;
    private final Optional<String> seatKey;
    private final LanternaWall wall;
    private final List<RelayConnection> links = new ArrayList<>();
    private RelayConnection asking;
    private boolean shown;
    private boolean closed;

    WallLinks(RelayConnection.Dialer dialer, Optional<String> seatKey, LanternaWall wall) {
        this.dialer = dialer;
        this.seatKey = seatKey;
        this.wall = wall;
    }

    /** Shows these terminals, each from a link of its own. */
    synchronized void show(WallTerminals.Shown terminals) {
        if (closed || shown) {
            return;
        }
        shown = true;
        List<RelayConnection.Events> panes = wall.show(terminals.terminals(), WallTerminals.footer(terminals));
        for (int i = 0; i < panes.size(); i++) {
            links.add(link(terminals.terminals().get(i), panes.get(i)).start());
        }
    }

    /** Asks the relay which terminals the contest has, and shows them when it says. */
    synchronized void askTheRelay() {
        asking = link(LinkMessage.EVERY_TERMINAL, new RelayConnection.Events() {
            @Override
            public void received(LinkMessage message) {
                if (message instanceof LinkMessage.WallList list) {
                    listed(list.terminals());
                }
            }

            @Override
            public void linkIs(String description) {
                synchronized (WallLinks.this) {
                    if (!shown) {
                        wall.footer(WallTerminals.asking(description));
                    }
                }
            }
        });
        asking.start();
    }

    private void listed(List<String> contest) {
        WallTerminals.Shown terminals = WallTerminals.ofTheContest(contest);
        if (!terminals.left().isEmpty()) {
            LOG.warn(
                    "the contest has {} terminals and a wall shows {}: {} are left for another wall",
                    contest.size(),
                    terminals.terminals().size(),
                    terminals.left());
        }
        show(terminals);
        synchronized (this) {
            // its answer is in: the link has nothing more to say
            asking.close();
        }
    }

    private RelayConnection link(String terminal, RelayConnection.Events events) {
        return new RelayConnection(dialer, terminal, Role.AUDIENCE, seatKey, events, SteadyClock.startingNow());
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (asking != null) {
            asking.close();
        }
        links.forEach(RelayConnection::close);
    }
}
