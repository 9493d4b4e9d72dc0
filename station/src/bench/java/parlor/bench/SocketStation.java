package parlor.bench;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import parlor.transcripts.keys.Key;

/**
 * The baseline's terminal: a bare TCP connection to an echo server, one byte per key (Return as
 * CR), each answered by the same byte coming back. The echo of the second Return stands for the
 * reply: the baseline has no entry, only the wire.
 */
final class SocketStation implements LoadTerminal {

    /** What the second Return of a message waits for: its CR, which is also the message's "reply". */
    private static final String END_OF_MESSAGE = "\r\r";

    private final StationTally tally;
    private final Socket socket;
    private final OutputStream out;
    private final java.util.concurrent.CountDownLatch greeted = new java.util.concurrent.CountDownLatch(1);
    private Thread reader;

    private SocketStation(Socket socket, StationTally tally) throws IOException {
        this.socket = socket;
        this.tally = tally;
        this.out = socket.getOutputStream();
    }

    static SocketStation open(int port, StationTally tally) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress("127.0.0.1", port), 10_000);
        // as the relay's own links do: a key is a packet of its own
        socket.setTcpNoDelay(true);
        SocketStation station = new SocketStation(socket, tally);
        // read as a real station's link is read (a platform thread), so both runs measure the same client
        station.reader = parlor.relay.link.Link.platformThread("echo-in-" + tally.terminal(), station::readEchoes);
        // a byte there and back before any key, as a relay's station trades a hello and a welcome:
        // the socat process forked for this connection has run, and no key pays for its first steps
        station.out.write(GREETING);
        awaitGreeting(station.greeted, tally);
        return station;
    }

    /** What a baseline station sends, and gets back, before its first key; it answers no key. */
    static final int GREETING = 0;

    static void awaitGreeting(java.util.concurrent.CountDownLatch greeted, StationTally tally) throws IOException {
        try {
            if (!greeted.await(30, java.util.concurrent.TimeUnit.SECONDS)) {
                throw new IOException("terminal " + tally.terminal() + ": the echo server sent nothing back in 30 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while connecting", e);
        }
    }

    private void readEchoes() {
        try {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            for (int b = in.read(); b >= 0; b = in.read()) {
                if (b == GREETING) {
                    greeted.countDown();
                } else if (b == '\r' && tally.expecting(END_OF_MESSAGE)) {
                    tally.answered(END_OF_MESSAGE);
                    tally.replied();
                } else {
                    tally.answered(String.valueOf((char) b));
                }
            }
        } catch (IOException e) {
            // the connection failed: anything not echoed is counted as lost
        }
    }

    @Override
    public void press(Key key, Stroke stroke) throws IOException {
        char c = stroke == Stroke.CHARACTER ? key.printable().orElseThrow() : '\r';
        tally.sent(stroke == Stroke.END_OF_MESSAGE ? END_OF_MESSAGE : String.valueOf(c), stroke);
        out.write(c);
    }

    @Override
    public StationTally tally() {
        return tally;
    }

    @Override
    public void close() {
        try {
            // an orderly end: the echo server sees end of input and closes, and the reader ends at end of stream
            socket.shutdownOutput();
            reader.join(2000);
        } catch (IOException | InterruptedException ignored) {
            // closing anyway
        }
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }
}
