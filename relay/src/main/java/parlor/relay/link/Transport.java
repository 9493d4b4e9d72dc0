package parlor.relay.link;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;

/**
 * A named pair of byte streams: a TCP socket, a serial line, an in-process pipe. Everything
 * above the transport sees only streams.
 */
public record Transport(String name, InputStream in, OutputStream out, Closeable closer) implements Closeable {

    public static Transport of(Socket socket) throws IOException {
        socket.setTcpNoDelay(true);
        String name = "tcp:" + socket.getRemoteSocketAddress().toString().replaceFirst("^/", "");
        return new Transport(name, socket.getInputStream(), socket.getOutputStream(), socket);
    }

    /** Two connected in-process ends, for a station and relay in one JVM. */
    public static Transport[] pipePair(String name) {
        try {
            PipedInputStream aIn = new PipedInputStream(64 * 1024);
            PipedInputStream bIn = new PipedInputStream(64 * 1024);
            PipedOutputStream aOut = new PipedOutputStream(bIn);
            PipedOutputStream bOut = new PipedOutputStream(aIn);
            Closeable closeBoth = () -> {
                aOut.close();
                bOut.close();
            };
            return new Transport[] {
                new Transport(name + ":a", aIn, aOut, closeBoth), new Transport(name + ":b", bIn, bOut, closeBoth),
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A serial line (named so by {@link SerialTransport}): slow, so frames go compact on it. */
    public boolean serial() {
        return name.startsWith("serial:");
    }

    /** The other end's host, for telling peers apart (refusal limits); the name itself for non-network links. */
    public String host() {
        return hostOf(name);
    }

    /** The host a link's name ({@code tcp:10.0.0.7:51234}) is from, without the port; any other name as it is. */
    public static String hostOf(String name) {
        if (!name.startsWith("tcp:")) {
            return name;
        }
        String address = name.substring(4);
        int colon = address.lastIndexOf(':');
        return colon < 0 ? address : address.substring(0, colon);
    }

    @Override
    public void close() throws IOException {
        closer.close();
    }
}
