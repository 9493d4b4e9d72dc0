package parlor.bench;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * A judge's station as the real one talks to the relay: a {@link RelayConnection} over TCP. What
 * answers each key is what the relay's line discipline draws for it: the character's echo, a fresh
 * prompt after the first Return, a new line after the second; the reply is the entry's first line.
 */
final class RelayStation implements LoadTerminal {

    private static final String PROMPT = "<prompt>";
    private static final String NEW_LINE = "<new line>";

    private final StationTally tally;
    /** Counted down once the welcome's redraw is over: the station is ready to type. */
    private final CountDownLatch welcomed = new CountDownLatch(1);
    /**
     * Between a welcome and the status that ends its redraw: a new station at a terminal that has
     * been typed at before gets the whole conversation drawn again, as after a station's restart,
     * and those echoes answer no key.
     */
    private volatile boolean redrawing;
    private final AtomicInteger connections = new AtomicInteger();
    private final RelayConnection connection;

    private RelayStation(HostPort relay, StationTally tally, java.util.Optional<String> seatKey) {
        this.tally = tally;
        this.connection = new RelayConnection(RelayConnection.Dialer.tcp(relay), tally.terminal(), "judge", seatKey, new RelayConnection.Events() {
            @Override
            public void received(LinkMessage message) {
                drawn(message);
            }

            @Override
            public void linkIs(String description) {
                if (description.equals("connected")) {
                    connections.incrementAndGet();
                }
            }
        }, parlor.relay.link.SteadyClock.startingNow());
    }

    /** A station at the tally's terminal, returned once the relay has welcomed it and drawn its screen. */
    static RelayStation open(HostPort relay, StationTally tally, java.util.Optional<String> seatKey) throws InterruptedException {
        RelayStation station = new RelayStation(relay, tally, seatKey);
        station.connection.start();
        if (!station.welcomed.await(60, TimeUnit.SECONDS)) {
            station.close();
            throw new IllegalStateException("terminal " + tally.terminal() + ": no welcome from the relay in 60 s");
        }
        return station;
    }

    private void drawn(LinkMessage message) {
        if (message instanceof LinkMessage.Welcome welcome) {
            redrawing = welcome.fresh();
            if (!redrawing) {
                welcomed.countDown();
            }
        } else if (message instanceof LinkMessage.Status && redrawing) {
            redrawing = false;
            welcomed.countDown();
        } else if (message instanceof LinkMessage.Draw draw && !redrawing) {
            switch (draw.event()) {
                case ScreenEvent.Echo echo -> tally.answered(echo.text());
                case ScreenEvent.NewLine ignored -> tally.answered(NEW_LINE);
                case ScreenEvent.EntityLine ignored -> tally.replied();
                case ScreenEvent.Prompt ignored -> {
                    // a prompt also follows every reply and every redraw: only one a Return waits for answers a key
                    if (tally.expecting(PROMPT)) {
                        tally.answered(PROMPT);
                    }
                }
                default -> {
                    // clearing and erasing answer no key this judge types
                }
            }
        }
    }

    @Override
    public void press(Key key, Stroke stroke) {
        String expected = switch (stroke) {
            case CHARACTER -> String.valueOf(key.printable().orElseThrow());
            case END_OF_LINE -> PROMPT;
            case END_OF_MESSAGE -> NEW_LINE;
        };
        tally.sent(expected, stroke);
        connection.send(key);
    }

    @Override
    public StationTally tally() {
        return tally;
    }

    @Override
    public int connections() {
        return connections.get();
    }

    @Override
    public void close() {
        connection.close();
    }
}
