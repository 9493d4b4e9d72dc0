package parlor.station.link;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import parlor.relay.link.Link;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Transport;
import parlor.transcripts.keys.Key;

/**
 * The station's link to its relay: connects, says which terminal it is, passes keys and receives
 * what to draw. When the relay is unreachable or goes away it says so and keeps trying; keys typed
 * meanwhile are held and sent, in order, once the relay has the terminal again.
 */
public final class RelayConnection implements AutoCloseable {

    /** How to reach the relay: a TCP address, or an in-process pipe for the demo. */
    public interface Dialer {
        Transport dial() throws IOException;

        String describe();
    }

    /** What the station learns from the link. Called on the connection's thread. */
    public interface Events {
        void received(LinkMessage message);

        void linkIs(String description);
    }

    private static final Logger LOG = LoggerFactory.getLogger(RelayConnection.class);
    private static final Duration FIRST_RETRY = Duration.ofMillis(500);
    private static final Duration LAST_RETRY = Duration.ofSeconds(5);

    private final Dialer dialer;
    private final String terminal;
    private final Events events;
    private final Deque<Key> unsent = new ArrayDeque<>();
    private Link link;
    private boolean admitted;
    private volatile boolean closed;

    public RelayConnection(Dialer dialer, String terminal, Events events) {
        this.dialer = dialer;
        this.terminal = terminal;
        this.events = events;
    }

    public RelayConnection start() {
        Thread.ofVirtual().name("relay-link").start(this::stayConnected);
        return this;
    }

    /** Sends a key now, or as soon as the relay is back. */
    public synchronized void send(Key key) {
        unsent.add(key);
        flush();
    }

    private synchronized void flush() {
        while (admitted && !unsent.isEmpty()) {
            try {
                link.send(new LinkMessage.KeyPressed(unsent.peek()));
                unsent.poll();
            } catch (IOException e) {
                admitted = false;
                link.close();
            }
        }
    }

    private void stayConnected() {
        MDC.put("terminal", terminal);
        Duration retry = FIRST_RETRY;
        while (!closed) {
            events.linkIs("connecting to " + dialer.describe());
            String outcome = session();
            if (closed) {
                return;
            }
            events.linkIs(outcome + "; retrying");
            LOG.info("link to {}: {}", dialer.describe(), outcome);
            sleep(retry);
            retry = outcome.startsWith("lost") ? FIRST_RETRY : min(retry.multipliedBy(2), LAST_RETRY);
        }
    }

    /** One connection, from dialling until it ends; returns what ended it. */
    private String session() {
        Link current;
        try {
            current = new Link(dialer.dial(), damage -> LOG.warn("bad frame from relay: {}", damage));
            current.send(new LinkMessage.Hello(LinkMessage.PROTOCOL, terminal, "judge"));
        } catch (IOException e) {
            return "relay unreachable at " + dialer.describe();
        }
        synchronized (this) {
            link = current;
        }
        String ending = "lost the relay at " + dialer.describe();
        try {
            for (Optional<LinkMessage> next = current.receive(); next.isPresent() && !closed; next = current.receive()) {
                LinkMessage message = next.get();
                events.received(message);
                if (message instanceof LinkMessage.Welcome) {
                    events.linkIs("connected");
                    synchronized (this) {
                        admitted = true;
                        flush();
                    }
                } else if (message instanceof LinkMessage.Refused refused) {
                    ending = "refused: " + refused.reason();
                } else if (message instanceof LinkMessage.Bye bye) {
                    ending = "relay said goodbye: " + bye.reason();
                }
            }
        } catch (IOException e) {
            // the relay went away mid-read: reported as lost below
        }
        synchronized (this) {
            admitted = false;
        }
        current.close();
        return ending;
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    private void sleep(Duration pause) {
        try {
            Thread.sleep(pause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closed = true;
        }
    }

    @Override
    public void close() {
        closed = true;
        synchronized (this) {
            if (link != null) {
                try {
                    if (admitted) {
                        link.send(new LinkMessage.Bye("station closed"));
                    }
                } catch (IOException ignored) {
                    // leaving anyway
                }
                link.close();
            }
        }
    }
}
