package parlor.relay.link;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import parlor.transcripts.keys.Key;

/**
 * A station's (or a hidden host's) link to its relay: connects, says which seat it is, passes keys
 * (or an entry's replies) and receives what to draw (or what the judge said). When the relay is
 * unreachable or goes away it says so and keeps trying. Every message is numbered and kept until
 * the relay acknowledges it, so keys typed while the link is down, or lost on a noisy line, arrive
 * once it is back, exactly once.
 */
public final class RelayConnection implements AutoCloseable {

    /** How to reach the relay: a TCP address, a serial line, or an in-process pipe for the demo. */
    public interface Dialer {
        Transport dial() throws IOException;

        String describe();

        /** The relay at a TCP address. */
        static Dialer tcp(parlor.relay.link.HostPort relay) {
            return new Dialers.Tcp(relay);
        }

        /** The relay at the other end of a serial line; when the line goes away the connection retries like any other. */
        static Dialer serial(SerialLine line) {
            return new Dialers.Serial(line);
        }
    }

    /** What the station learns from the link. Called on the connection's thread. */
    public interface Events {
        void received(LinkMessage message);

        void linkIs(String description);
    }

    private static final Logger LOG = LoggerFactory.getLogger(RelayConnection.class);
    private static final Duration FIRST_RETRY = Duration.ofMillis(500);
    private static final Duration LAST_RETRY = Duration.ofSeconds(5);
    /** The relay says something at least every couple of seconds; this long without a word, it is gone (a serial line cannot tell). */
    static final Duration SILENCE = Duration.ofSeconds(6);
    /** Unanswered this long, a hello is said again: a relay starting up on a serial line cannot have heard the first. */
    private static final Duration HELLO_AGAIN = Duration.ofSeconds(3);

    private final Dialer dialer;
    private final String terminal;
    private final Role role;
    private final StationHandshake handshake;
    private final Events events;
    private final Clock clock;
    private final LinkSession session = LinkSession.keepingAcknowledged();
    /** Set by the reading thread without the lock: a key being written under it must not hold up the echo that follows. */
    private volatile Instant lastHeard = Instant.MIN;

    private Instant helloSent = Instant.MIN;
    private boolean silent;
    private volatile boolean readableOnly;
    private final LinkTicker ticker = LinkTicker.shared();
    private final LinkTicker.Ticking ticking = this::tickIfDue;
    private Link link;
    private boolean admitted;
    private volatile boolean closed;

    /** A judge's station on a link with no keys. */
    public RelayConnection(Dialer dialer, String terminal, Events events) {
        this(dialer, terminal, Role.JUDGE, Optional.empty(), events, parlor.relay.link.SteadyClock.startingNow());
    }

    /** A station in the role its HELLO names ({@code judge}, {@code confederate}, ...: see {@link Role#parse}). */
    public RelayConnection(
            Dialer dialer, String terminal, String role, Optional<String> seatKey, Events events, Clock clock) {
        this(dialer, terminal, Role.parse(role), seatKey, events, clock);
    }

    /** A station in the given role (a hidden host's link is {@link Role#HOST}, a console's {@link Role#OPERATOR}), proving its seat with {@code seatKey} where the relay asks. */
    public RelayConnection(
            Dialer dialer, String terminal, Role role, Optional<String> seatKey, Events events, Clock clock) {
        this.dialer = dialer;
        this.terminal = terminal;
        this.role = role;
        this.handshake = new StationHandshake(terminal, role, seatKey);
        this.events = events;
        this.clock = clock;
    }

    /** Frames stay readable on a serial line too, to watch it ({@code bin/station --trace}); call before {@link #start}. */
    public RelayConnection readableOnly() {
        readableOnly = true;
        return this;
    }

    public RelayConnection start() {
        Link.platformThread("relay-link", this::stayConnected);
        ticker.add(ticking);
        return this;
    }

    /** Sends a key now, or as soon as the relay is back; it is kept until the relay has it. */
    public void send(Key key) {
        send(new LinkMessage.KeyPressed(key));
    }

    /** Sends a message now, or as soon as the relay is back; it is kept until the relay has it. */
    public synchronized void send(LinkMessage.Data message) {
        Frame frame = session.stamp(message, clock.instant());
        if (admitted) {
            write(List.of(frame));
        }
    }

    /** Keys the relay has not yet acknowledged. */
    public synchronized long unacknowledged() {
        return session.unacknowledged();
    }

    private synchronized void write(List<Frame> frames) {
        if (frames.isEmpty() || link == null) {
            return;
        }
        try {
            link.write(frames);
        } catch (IOException e) {
            // the reading side will see the link end; everything unacknowledged is sent again then
            admitted = false;
            link.close();
        }
    }

    /**
     * Acknowledgements, resends, keep-alives and hellos said again, each when it falls due rather
     * than on a fixed beat: a station that ticked 50 times a second woke 50,000 times a second per
     * thousand (bench/load), mostly to find nothing to do. Called by the shared {@link LinkTicker}
     * (a platform thread: writes from a virtual thread would turn the socket non-blocking for the
     * reader); returns the nanoseconds until something next may be due.
     */
    private synchronized long tickIfDue() {
        Instant now = clock.instant();
        if (!nextTick(now).isAfter(now)) {
            tick(now);
        }
        return LinkTicker.nanosUntil(now, nextTick(now));
    }

    private void tick(Instant now) {
        if (admitted) {
            write(session.tick(now));
            if (now.isAfter(lastHeard.plus(SILENCE))) {
                // nothing from the relay: end this link; the connection loop opens a new one
                silent = true;
                admitted = false;
                link.close();
            }
        } else if (helloUnanswered() && !now.isBefore(helloSent.plus(HELLO_AGAIN))) {
            sayHello();
        }
    }

    private boolean helloUnanswered() {
        return link != null && handshake.hello() != null && lastHeard.isBefore(helloSent);
    }

    /** When the tick next has something to do (the ticker looks again within {@link LinkTicker#LONGEST_NAP} anyway: the clock may jump). */
    private Instant nextTick(Instant now) {
        if (!admitted) {
            return helloUnanswered() ? helloSent.plus(HELLO_AGAIN) : Instant.MAX;
        }
        Instant due = session.nextDue();
        Instant silence = lastHeard.plus(SILENCE);
        return silence.isBefore(due) ? silence : due;
    }

    /**
     * Any frame, usable or not, shows the relay is there. It may also have made something due
     * sooner than it was ({@code dueBefore}): a repeat is acknowledged at once, and the ticker is
     * told. Without the lock: the typing thread holds it while its key goes out, and under
     * bench/load an echo waited here for that write to finish (the key's send took 29 us at the
     * median, 311 us at p99).
     */
    private void heard(Instant now, Instant dueBefore) {
        lastHeard = now;
        Instant due = session.nextDue();
        if (due.isBefore(dueBefore)) {
            ticker.dueIn(ticking, LinkTicker.nanosUntil(now, due));
        }
    }

    /** How the relay refuses a key that is not the seat's: a refusal no retry can mend. */
    private static final String WRONG_KEY = "refused: wrong key for seat ";

    private void stayConnected() {
        MDC.put("terminal", terminal);
        Duration retry = FIRST_RETRY;
        while (!closed) {
            events.linkIs("connecting to " + dialer.describe());
            String outcome = connection();
            if (closed) {
                return;
            }
            if (outcome.startsWith(WRONG_KEY)) {
                // retrying would only add refusals against this machine until the relay turns it away
                events.linkIs(outcome + "; not retrying: a wrong key does not become right (give this station "
                        + terminal + "'s key file and start it again)");
                LOG.atWarn()
                        .addKeyValue("event", "link-state")
                        .log("link to {}: {}; not retrying", dialer.describe(), outcome);
                return;
            }
            events.linkIs(outcome + "; retrying");
            LOG.atInfo().addKeyValue("event", "link-state").log("link to {}: {}", dialer.describe(), outcome);
            sleep(retry);
            retry = outcome.startsWith("lost") ? FIRST_RETRY : min(retry.multipliedBy(2), LAST_RETRY);
        }
    }

    /** One connection, from dialling until it ends; returns what ended it. */
    private String connection() {
        Link current;
        try {
            Transport dialed = dialer.dial();
            current = new Link(
                    dialed,
                    damage -> LOG.atWarn().addKeyValue("event", "bad-frame").log("bad frame from relay: {}", damage));
            if (dialed.serial() && !readableOnly) {
                current.offerCompact();
            }
            synchronized (this) {
                link = current;
                silent = false;
                handshake.hello(session.delivered());
                sayHello();
            }
        } catch (IOException e) {
            return "relay unreachable at " + dialer.describe();
        }
        String ending = "lost the relay at " + dialer.describe();
        try {
            for (Optional<Frame> next = current.next(); next.isPresent() && !closed; next = current.next()) {
                Optional<String> end = handle(next.get());
                if (end.isPresent()) {
                    ending = end.get();
                }
            }
        } catch (IOException e) {
            // the relay went away mid-read (or its frames kept failing their MAC): reported as lost
        }
        current.macFailureSummary()
                .ifPresent(summary ->
                        LOG.atWarn().addKeyValue("event", "bad-frame").log("bad frames from relay: {}", summary));
        synchronized (this) {
            admitted = false;
            if (silent) {
                ending = "lost the relay at " + dialer.describe() + " (no word from it for " + SILENCE.toSeconds()
                        + " s)";
            }
        }
        current.close();
        return ending;
    }

    private synchronized void sayHello() {
        try {
            link.send(handshake.hello());
        } catch (IOException e) {
            // the reading side notices the link is gone
        }
        helloSent = clock.instant();
    }

    /** Acts on one frame from the relay; returns why the link is ending, if it is. */
    private Optional<String> handle(Frame frame) {
        Instant now = clock.instant();
        Instant dueBefore = session.nextDue();
        Optional<LinkMessage> message;
        try {
            message = session.receive(frame, now);
        } catch (IllegalArgumentException e) {
            LOG.atWarn()
                    .addKeyValue("event", "bad-frame")
                    .log("unusable {} frame from relay: {}", frame.type(), e.getMessage());
            return Optional.empty();
        } finally {
            heard(now, dueBefore);
        }
        if (message.isEmpty()) {
            return Optional.empty();
        }
        switch (message.get()) {
            case LinkMessage.Challenge challenge -> {
                synchronized (this) {
                    return handshake.answer(challenge, link);
                }
            }
            case LinkMessage.Welcome welcome -> {
                return welcomed(welcome);
            }
            case LinkMessage.Refused refused -> {
                events.received(refused);
                return Optional.of("refused: " + refused.reason());
            }
            case LinkMessage.Bye bye -> {
                events.received(bye);
                return Optional.of("relay said goodbye: " + bye.reason());
            }
            default -> events.received(message.get());
        }
        return Optional.empty();
    }

    /** Admitted, unless the relay could not prove it holds this seat's key; returns why the link is ending, if it is. */
    private synchronized Optional<String> welcomed(LinkMessage.Welcome welcome) {
        Optional<String> doubt = handshake.doubtAbout(welcome, link);
        if (doubt.isPresent()) {
            return doubt;
        }
        handshake.welcomed(welcome, link);
        if (welcome.fresh()
                && EnumSet.of(Role.HOST, Role.OPERATOR, Role.WATCHER, Role.AUDIENCE)
                        .contains(role)) {
            // a new relay run asks again whatever it has no answer to on record; answers to the old run are void (a
            // console's
            // line typed to a relay run that is gone is not run by this one; a watcher's keys are only counted, afresh
            // each watch)
            session.reset();
        } else if (welcome.fresh()) {
            // the relay numbers its drawing afresh and redraws everything
            session.restartIncoming();
        }
        events.received(welcome);
        events.linkIs("connected");
        admitted = true;
        long sentBefore = session.unacknowledged();
        write(session.resume(welcome.delivered(), clock.instant()));
        if (welcome.delivered() >= 0 && session.unacknowledged() > sentBefore) {
            LOG.warn(
                    "the relay had lost {} key(s) it had acknowledged (its record was cut short); sent again{}",
                    session.unacknowledged() - sentBefore,
                    session.lostAtResume() > 0 ? ", but " + session.lostAtResume() + " were no longer kept" : "");
        }
        return Optional.empty();
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
        ticker.remove(ticking);
        synchronized (this) {
            if (link != null) {
                try {
                    if (admitted) {
                        link.send(new LinkMessage.Bye(
                                switch (role) {
                                    case HOST -> "hidden host closed";
                                    case OPERATOR -> "console closed";
                                    case JUDGE, CONFEDERATE, WATCHER, AUDIENCE -> "station closed";
                                }));
                    }
                } catch (IOException ignored) {
                    // leaving anyway
                }
                link.close();
            }
        }
    }
}
