package parlor.relay.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;

/** A raw TCP client with a thread that reads everything it is sent (as ISO-8859-1 text) until the other end closes. */
public final class ReadingSocket implements AutoCloseable {

    private final Socket socket;
    private final StringBuffer seen = new StringBuffer();
    private final AtomicBoolean closed = new AtomicBoolean();

    /** Takes a connected socket and starts reading it. */
    public ReadingSocket(Socket socket) {
        this.socket = socket;
        Thread.ofVirtual().start(this::readToTheEnd);
    }

    private void readToTheEnd() {
        try (InputStream in = socket.getInputStream()) {
            byte[] buffer = new byte[4096];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                seen.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
            }
        } catch (IOException reset) {
            // closed as well
        }
        closed.set(true);
    }

    /** Everything received so far. */
    public String seen() {
        return seen.toString();
    }

    /** True once the other end has closed (or reset) the connection. */
    public boolean closed() {
        return closed.get();
    }

    /** Sends bytes; a connection the other end has closed meanwhile is not an error here. */
    public void send(byte[] bytes) {
        try {
            OutputStream out = socket.getOutputStream();
            out.write(bytes);
            out.flush();
        } catch (IOException closedAlready) {
            // the other end may close it while it is being written
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
