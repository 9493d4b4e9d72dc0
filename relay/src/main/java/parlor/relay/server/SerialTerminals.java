package parlor.relay.server;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.link.Reopening;
import parlor.relay.link.SerialLine;
import parlor.relay.link.SerialTransport;
import parlor.relay.link.Transport;
import parlor.relay.ops.OpsLog;

/**
 * The terminals (and hidden hosts) wired to the relay by serial cable: each line is opened, served
 * as a station's or host's link, and when its device goes away (a pulled USB adapter, a closed pty)
 * reopened with backoff. The conversation lives in the terminal's seat meanwhile; nothing is
 * lost while the line is out.
 */
final class SerialTerminals implements AutoCloseable {

    private final List<Reopening> lines = new ArrayList<>();
    private volatile boolean closed;

    private final Clock clock;

    SerialTerminals(Contest contest, Relay relay, Clock clock) {
        this.clock = clock;
        for (TerminalSpec terminal : contest.terminals().values()) {
            terminal.serial()
                    .ifPresent(line -> wire(terminal.id(), line, transport -> {
                        if (terminal.plain().isPresent()) {
                            new PlainTerminalConnection(transport, relay.seat(terminal.id()), terminal, false, clock)
                                    .serve();
                        } else {
                            relay.connect(transport);
                        }
                    }));
        }
        for (TerminalSpec terminal : contest.terminals().values()) {
            if (contest.entityOf(terminal) instanceof EntitySpec.Host host) {
                host.serial().ifPresent(line -> wire(terminal.id(), line, relay::connect));
            }
        }
    }

    /** Keeps one line open and served, for the terminal {@code terminal} (whose log lines it goes in). */
    private void wire(String terminal, SerialLine line, Consumer<Transport> serving) {
        Reopening reopening = new Reopening(
                line.describe(), () -> SerialTransport.open(line), Reopening.Backoff.STANDARD, clock, event -> {
                    // a line that opens at the first try was never away: "open" below says enough
                    if (!(event instanceof Reopening.Event.Reopened reopened && reopened.attempts() == 1)) {
                        OpsLog.serialLine(terminal, event.describe());
                    }
                });
        lines.add(reopening);
        Thread.ofPlatform().name("serial-" + line.describe()).daemon().start(() -> serve(terminal, reopening, serving));
    }

    private void serve(String terminal, Reopening reopening, Consumer<Transport> serving) {
        while (!closed) {
            Optional<Transport> transport = reopening.reopen();
            if (transport.isEmpty()) {
                return;
            }
            OpsLog.serialLine(terminal, "serial line " + transport.get().name() + " open");
            serving.accept(transport.get());
            try {
                // the line must be closed before it can be opened again (jSerialComm refuses a second open)
                transport.get().close();
            } catch (java.io.IOException ignored) {
                // already gone
            }
            if (!closed) {
                OpsLog.serialLine(terminal, "serial line " + transport.get().name() + " ended; reopening");
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        lines.forEach(Reopening::stop);
    }
}
