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

    TelnetTerminals(Contest contest, Relay relay, Clock clock) {
        for (TerminalSpec terminal : contest.terminals().values()) {
            terminal.telnet().ifPresent(address -> {
                try {
                    ServerSocket listener = new ServerSocket();
                    listener.setReuseAddress(true);
                    listener.bind(new InetSocketAddress(InetAddress.getByName(address.host()), address.port()));
                    listeners.add(listener);
                    OpsLog.serialLine(terminal.id(), "plain terminal port " + address.host() + ":" + listener.getLocalPort()
                        + " open (telnet; no key is asked on it: keep it on a wire you control)");
                    Thread.ofVirtual().name("telnet-" + terminal.id()).start(() -> accept(listener, terminal, relay, clock));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException("cannot listen for terminal " + terminal.id() + " on " + address + ": " + e.getMessage(), e);
                }
            });
        }
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
