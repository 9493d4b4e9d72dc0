package parlor.relay.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP hop between a station and the relay that a test can unplug: {@link #cut()} drops every
 * connection and turns new ones away, as a pulled cable does; {@link #restore()} plugs it back.
 */
public final class CuttableProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final InetSocketAddress target;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile boolean cut;

    public CuttableProxy(String host, int port) throws IOException {
        this.target = new InetSocketAddress(host, port);
        this.listener = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress());
        Thread.ofVirtual().name("proxy-accept").start(this::acceptLoop);
    }

    public int port() {
        return listener.getLocalPort();
    }

    public void cut() {
        cut = true;
        open.forEach(CuttableProxy::quietlyClose);
        open.clear();
    }

    public void restore() {
        cut = false;
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket station = listener.accept();
                if (cut) {
                    station.close();
                    continue;
                }
                Socket relay = new Socket(target.getHostString(), target.getPort());
                open.add(station);
                open.add(relay);
                pump(station, relay);
                pump(relay, station);
            } catch (IOException e) {
                // listener closed, or the relay refused: the station will retry
            }
        }
    }

    private void pump(Socket from, Socket to) {
        Thread.ofVirtual().start(() -> {
            byte[] buffer = new byte[8192];
            try (InputStream in = from.getInputStream();
                    OutputStream out = to.getOutputStream()) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // one side went away
            } finally {
                quietlyClose(from);
                quietlyClose(to);
            }
        });
    }

    private static void quietlyClose(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException {
        cut();
        listener.close();
    }
}
