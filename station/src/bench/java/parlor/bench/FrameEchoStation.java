package parlor.bench;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Optional;
import parlor.relay.link.Frame;
import parlor.relay.link.Link;
import parlor.relay.link.LinkCodec;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Transport;
import parlor.transcripts.keys.Key;

/**
 * The baseline's terminal with the station's own bytes: each key goes out as the KEY frame a
 * station sends for it (numbered, acknowledged, checksummed, through the station's {@link Link}),
 * and the echo server sends the line straight back, where the same link reads and decodes it. The
 * same traffic as through the relay, key for key, with no relay in between.
 */
final class FrameEchoStation implements LoadTerminal {

    /** What the echo of a message's last Return is expected as: it also stands for the reply. */
    private static final String END_OF_MESSAGE = "end of message";

    private final StationTally tally;
    private final Link link;
    private final Thread reader;
    private final java.util.concurrent.CountDownLatch greeted = new java.util.concurrent.CountDownLatch(1);
    private long sent;
    private volatile long echoed;

    private FrameEchoStation(Socket socket, StationTally tally) throws IOException {
        this.tally = tally;
        this.link = new Link(Transport.of(socket), damage -> {
            throw new IllegalStateException("the echo came back damaged: " + damage);
        });
        this.reader = Link.platformThread("echo-in-" + tally.terminal(), this::readEchoes);
    }

    static FrameEchoStation open(int port, StationTally tally) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress("127.0.0.1", port), 10_000);
        FrameEchoStation station = new FrameEchoStation(socket, tally);
        // a frame there and back before any key (see SocketStation.GREETING)
        station.link.write(new Frame(GREETING, 0, 0, ""));
        SocketStation.awaitGreeting(station.greeted, tally);
        return station;
    }

    /** The frame a station sends, and gets back, before its first key: a bare acknowledgement, which answers no key. */
    private static final String GREETING = "ACK";

    private void readEchoes() {
        try {
            for (Optional<Frame> frame = link.next(); frame.isPresent(); frame = link.next()) {
                if (frame.get().type().equals(GREETING)) {
                    greeted.countDown();
                    continue;
                }
                echoed = frame.get().seq();
                if (!(LinkCodec.fromFrame(frame.get()) instanceof LinkMessage.KeyPressed pressed)) {
                    throw new IllegalStateException("not a key came back: " + frame.get());
                }
                String name = pressed.key().name();
                if (pressed.key().isReturn() && tally.expecting(END_OF_MESSAGE)) {
                    tally.answered(END_OF_MESSAGE);
                    tally.replied();
                } else {
                    tally.answered(name);
                }
            }
        } catch (IOException e) {
            // the connection failed: anything not echoed is counted as lost
        }
    }

    @Override
    public void press(Key key, Stroke stroke) throws IOException {
        Frame plain = LinkCodec.toFrame(new LinkMessage.KeyPressed(key));
        tally.sent(stroke == Stroke.END_OF_MESSAGE ? END_OF_MESSAGE : key.name(), stroke);
        link.write(new Frame(plain.type(), ++sent, echoed, plain.payload()));
    }

    @Override
    public StationTally tally() {
        return tally;
    }

    @Override
    public void close() {
        link.close();
        try {
            reader.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
