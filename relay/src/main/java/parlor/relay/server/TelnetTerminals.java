package parlor.relay.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import parlor.relay.contest.Contest;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.link.Transport;
import parlor.relay.ops.OpsLog;

/**
 * Terminals reached on a telnet port of their own: a plain terminal (a telnet client, a terminal
 * server's port) connects and gets the 1996 screen. There is no key on such a port: it must be a
 * wire the organiser controls, and the operator log says so.
 */
final class TelnetTerminals implements AutoCloseable {

    private final List<ServerSocket> listeners = new ArrayList<>();

    /** Opens every telnet terminal's port, or none: a port that cannot be had closes those already open. */
    TelnetTerminals(Contest contest, Relay relay, Clock clock) {
        try {
            for (TerminalSpec terminal : contest.terminals().values()) {
                terminal.telnet().ifPresent(address -> listen(terminal, address, relay, clock));
            }
        } catch (java.io.UncheckedIOException e) {
            close();
            throw e;
        }
    }

    private void listen(TerminalSpec terminal, parlor.relay.contest.HostPort address, Relay relay, Clock clock) {
        ServerSocket listener;
        try {
            listener = new ServerSocket();
            listeners.add(listener);
            listener.setReuseAddress(true);
            listener.bind(new InetSocketAddress(InetAddress.getByName(address.host()), address.port()));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot listen for terminal " + terminal.id() + " on " + address + " (" + e.getMessage()
                + "): stop what holds that port (another relay?) or give terminals." + terminal.id() + ".telnet another", e);
        }
        OpsLog.serialLine(terminal.id(), "plain terminal port " + address.host() + ":" + listener.getLocalPort()
            + " open (telnet; no key is asked on it: keep it on a wire you control)");
        Thread.ofVirtual().name("telnet-" + terminal.id()).start(() -> accept(listener, terminal, relay, clock));
    }

    /** The port actually bound for a terminal (for tests that ask for port 0). */
    int port(int index) {
        return listeners.get(index).getLocalPort();
    }

    private static void accept(ServerSocket listener, TerminalSpec terminal, Relay relay, Clock clock) {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                Transport transport = Transport.of(socket);
                Thread.ofVirtual().start(() -> new PlainTerminalConnection(transport, relay.session(terminal.id()), terminal, true, clock).serve());
            } catch (IOException e) {
                // closed: the relay is stopping
            }
        }
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
