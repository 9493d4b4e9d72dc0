package parlor.relay.console;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.stream.Collectors;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkMessage.FromConsole;
import parlor.relay.link.LinkMessage.ToConsole;
import parlor.relay.link.LinkSession;
import parlor.relay.ops.Alerts;

/**
 * One remote operator console ({@code bin/relay console}) as the relay holds it, over links that
 * come and go: what it types runs through the same {@link ConsoleDispatcher} as the relay's own
 * keyboard, one line at a time on a thread of its own, and what that shows goes back numbered and
 * kept until the console has it, so a link that drops loses nothing either way.
 */
final class RemoteOperator {

    /** A console away this long is forgotten: what it asked is answered no, and a new link from it begins afresh. */
    static final Duration FORGOTTEN_AFTER = Duration.ofMinutes(10);

    private static final String QUIT = "quit";

    private final Clock clock;
    private final LinkSession link = new LinkSession();
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final RemoteConsoleIo io;
    private final ConsoleDispatcher dispatcher;
    private final Alerts.Subscription alerts;
    private final Thread worker;
    private RemoteOperators.Wire wire;
    private volatile String peer = "-";
    private Instant awaySince;
    private volatile boolean closed;

    RemoteOperator(RelayControls controls, Clock clock) {
        this.clock = clock;
        this.io = new RemoteConsoleIo(this::send);
        this.dispatcher = new ConsoleDispatcher(controls, io, () -> "operator at " + peer);
        // what the console shows under its welcome, then the terminals, which end what it is told as it opens
        controls.standing().forEach(io::alert);
        send(new ToConsole(ToConsole.Kind.TERMINALS, terminals(controls)));
        this.alerts = controls.alerts(io::alert);
        this.worker = Thread.ofVirtual().name("operator-console").start(this::runLines);
    }

    private static String terminals(RelayControls controls) {
        return controls.overview().terminals().stream()
                .map(RelayControls.TerminalRow::terminal)
                .collect(Collectors.joining(" "));
    }

    /** The console's link takes the seat; {@code resume}: the same console on this relay run, which gets only what it lacks. */
    synchronized LinkMessage.Welcome attach(
            RemoteOperators.Wire newWire,
            LinkMessage.Hello hello,
            boolean resume,
            String relayEpoch,
            String proof,
            String contest) {
        if (wire != null && wire != newWire) {
            wire.displaced();
        }
        wire = newWire;
        peer = newWire.peer();
        awaySince = null;
        LinkMessage.Welcome welcome =
                new LinkMessage.Welcome("-", relayEpoch, link.delivered(), !resume, proof, contest);
        newWire.write(List.of(link.stamp(welcome, clock.instant())));
        newWire.write(link.resume(resume ? hello.delivered() : 0, clock.instant()));
        return welcome;
    }

    /** The link has gone; the console may come back on another, and finds everything it missed. */
    void detach(RemoteOperators.Wire leaving) {
        synchronized (this) {
            if (wire != leaving) {
                return;
            }
            wire = null;
            awaySince = clock.instant();
        }
        io.linkAway();
    }

    /** A frame from the console: a line typed, an answer, a key that ends a watch, or an acknowledgement. */
    void from(Frame frame) {
        LinkMessage message;
        synchronized (this) {
            message = link.receive(frame, clock.instant()).orElse(null);
        }
        if (message instanceof FromConsole typed) {
            switch (typed.kind()) {
                case COMMAND -> lines.add(typed.text());
                case ANSWER, UNWATCH -> io.reply(typed);
            }
        }
    }

    /** Acknowledgements, resends and keep-alives when due; true once the console has been away long enough to forget. */
    synchronized boolean tick(Instant now) {
        List<Frame> frames = link.tick(now);
        if (wire != null && !frames.isEmpty()) {
            wire.write(frames);
        }
        return closed || (wire == null && awaySince != null && !now.isBefore(awaySince.plus(FORGOTTEN_AFTER)));
    }

    /** Quit, or closed: a link from the same console begins afresh. */
    boolean closed() {
        return closed;
    }

    /** Runs each line typed, in turn; a question or a watch holds the next line back until it is over, as at the relay's keyboard. */
    private void runLines() {
        try {
            while (!closed) {
                String line = lines.take();
                boolean more = dispatcher.execute(line);
                send(new ToConsole(ToConsole.Kind.DONE, more ? "" : QUIT));
                if (!more) {
                    closed = true;
                }
            }
        } catch (InterruptedException e) {
            // the relay is closing, or the console was forgotten
        }
    }

    private synchronized void send(ToConsole message) {
        Frame frame = link.stamp(message, clock.instant());
        if (wire != null) {
            wire.write(List.of(frame));
        }
    }

    /** The console is forgotten, or the relay stops: a question waiting for it is answered no, and nothing more is sent. */
    void close() {
        closed = true;
        alerts.close();
        io.gone();
        worker.interrupt();
    }
}
