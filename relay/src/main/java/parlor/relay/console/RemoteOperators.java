package parlor.relay.console;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;

/**
 * The remote operator consoles of one relay run, each known by its console process so a console
 * whose link drops picks up where it left off. Several may be open at once: each sees its own
 * commands' output, and every one sees the alerts.
 */
public final class RemoteOperators implements AutoCloseable {

    /** An admitted console: what its link's frames go to, and the welcome it was sent. */
    public record Admitted(Seat seat, LinkMessage.Welcome welcome) {}

    /** The console's link as the relay serves it: somewhere to send frames (must not block), and to tell when another link took over. */
    public interface Wire {
        void write(List<Frame> frames);

        void displaced();

        /** Where the link comes from, as the log names it: {@code tcp:10.0.0.5:41234}. */
        String peer();
    }

    /** A console's seat as its link serves it. */
    public interface Seat {
        void from(Frame frame);

        void leave();
    }

    private final RelayControls controls;
    private final Clock clock;
    private final Map<String, RemoteOperator> byConsole = new ConcurrentHashMap<>();

    public RemoteOperators(RelayControls controls, Clock clock) {
        this.controls = controls;
        this.clock = clock;
    }

    /**
     * A console's link takes its seat, where {@code wire} writes to it. The same console process
     * on the same relay run resumes; any other begins afresh (its last line, if it was waiting on
     * one, was typed to a relay run that is gone).
     */
    public synchronized Admitted attach(
            Wire wire, LinkMessage.Hello hello, String relayEpoch, String proof, String contest) {
        RemoteOperator known = byConsole.get(hello.session());
        boolean resume = known != null && !known.closed() && hello.relayEpoch().equals(relayEpoch);
        if (known != null && !resume) {
            byConsole.remove(hello.session()).close();
        }
        RemoteOperator operator = resume ? known : new RemoteOperator(controls, clock);
        byConsole.put(hello.session(), operator);
        LinkMessage.Welcome welcome = operator.attach(wire, hello, resume, relayEpoch, proof, contest);
        return new Admitted(
                new Seat() {
                    @Override
                    public void from(Frame frame) {
                        operator.from(frame);
                    }

                    @Override
                    public void leave() {
                        operator.detach(wire);
                    }
                },
                welcome);
    }

    /** On the relay's tick: each console's acknowledgements and keep-alives; a console away too long, or that quit, is forgotten. */
    public void tick(Instant now) {
        byConsole.entrySet().removeIf(console -> {
            boolean forget = console.getValue().tick(now);
            if (forget) {
                console.getValue().close();
            }
            return forget;
        });
    }

    /** How many consoles the relay holds now (connected, or away but not yet forgotten). */
    public int count() {
        return byConsole.size();
    }

    @Override
    public void close() {
        List.copyOf(byConsole.values()).forEach(RemoteOperator::close);
        byConsole.clear();
    }
}
