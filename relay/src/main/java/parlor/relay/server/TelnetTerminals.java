package parlor.relay.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import parlor.relay.contest.Contest;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.link.Transport;
import parlor.relay.ops.OpsLog;

/**
 * Terminals reached on a telnet port of their own: a plain terminal (a telnet client, a terminal
 * server's port) connects and gets the 1996 screen. There is no key on such a port: it must be a
 * wire the organiser controls, and the operator log says so. The seat belongs to the client that
 * came first until it leaves or the operator frees it ({@code restart T4}): another is told so and
 * closed, and counted in the operator log once per episode.
 */
final class TelnetTerminals implements AutoCloseable {

    private final List<ServerSocket> listeners = new ArrayList<>();
    private final Episodes turnedAway;

    /** Opens every telnet terminal's port, or none: a port that cannot be had closes those already open. */
    TelnetTerminals(Contest contest, Relay relay, Clock clock, Episodes turnedAway) {
        this.turnedAway = turnedAway;
        try {
            for (TerminalSpec terminal : contest.terminals().values()) {
                terminal.telnet()
                        .ifPresent(address ->
                                listen(terminal, address, contest.key().isPresent(), relay, clock));
            }
        } catch (java.io.UncheckedIOException e) {
            close();
            throw e;
        }
    }

    private void listen(
            TerminalSpec terminal, parlor.relay.link.HostPort address, boolean keyed, Relay relay, Clock clock) {
        ServerSocket listener;
        try {
            listener = new ServerSocket();
            listeners.add(listener);
            listener.setReuseAddress(true);
            listener.bind(new InetSocketAddress(InetAddress.getByName(address.host()), address.port()));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(
                    "cannot listen for terminal " + terminal.id() + " on " + address + " (" + e.getMessage()
                            + "): stop what holds that port (another relay?) or give terminals." + terminal.id()
                            + ".telnet another",
                    e);
        }
        OpsLog.serialLine(
                terminal.id(),
                "plain terminal port " + address.host() + ":" + listener.getLocalPort()
                        + " open (telnet; no key is asked on it: keep it on a wire you control)");
        if (keyed) {
            // the contest file said unauthenticated: true; an organiser who expects the key everywhere hears otherwise
            OpsLog.keylessSeat(terminal.id(), address.host() + ":" + listener.getLocalPort());
        }
        Thread.ofVirtual().name("telnet-" + terminal.id()).start(() -> accept(listener, terminal, relay, clock));
    }

    /** The port actually bound for a terminal (for tests that ask for port 0). */
    int port(int index) {
        return listeners.get(index).getLocalPort();
    }

    private void accept(ServerSocket listener, TerminalSpec terminal, Relay relay, Clock clock) {
        AtomicReference<Transport> holder = new AtomicReference<>();
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                Transport transport = Transport.of(socket);
                Transport held = holder.compareAndExchange(null, transport);
                if (held != null) {
                    turnAway(transport, terminal.id(), held);
                    continue;
                }
                Runnable vacate = () -> holder.compareAndSet(transport, null);
                Thread.ofVirtual().start(() -> {
                    try {
                        new PlainTerminalConnection(transport, relay.seat(terminal.id()), terminal, true, clock)
                                .serve(vacate);
                    } finally {
                        vacate.run();
                    }
                });
            } catch (IOException e) {
                // closed: the relay is stopping
            }
        }
    }

    /** A second client at a taken seat is told so in plain words and closed; the first types on. */
    private void turnAway(Transport second, String terminal, Transport first) {
        turnedAway.note(second.host(), "terminal " + terminal + "'s telnet seat is held by " + first.name());
        try (second) {
            second.out()
                    .write(line(
                            "Terminal " + terminal + " is in use by another telnet client. The operator can free it."));
            second.out().flush();
        } catch (IOException gone) {
            // it left first
        }
    }

    /** A line for a telnet client, CR LF as telnet ends lines. */
    static byte[] line(String text) {
        return (text + "\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() {
        for (ServerSocket listener : listeners) {
            try {
                listener.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
