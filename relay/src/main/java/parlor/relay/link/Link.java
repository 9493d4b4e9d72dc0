package parlor.relay.link;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One connection's frames over any transport: lines out, good lines in. Writes are serialised;
 * reads happen on the caller's thread. What the frames mean, and what must be sent again, is the
 * business of a {@link LinkSession}, which outlives links.
 */
public final class Link implements AutoCloseable {

    private final Transport transport;
    private final FrameReader reader;
    private final MacFailures macFailures;
    /** Frames written are sealed with this once the link is keyed; guarded by this. */
    private FrameMac sealing;
    /** Takes over from the CRC once a WELCOME has been written (the relay's side); guarded by this. */
    private FrameMac sealingAfterWelcome;
    /** Set once frames go out in the compact form: what they have carried; guarded by this. */
    private CompactCodec.Context compactOut;
    /** The station's side: ask for the compact form with the HELLO; guarded by this. */
    private boolean offerCompact;
    /** The relay's side: the station asked for the compact form, and gets it after the WELCOME unless the link is keyed. */
    private volatile boolean compactAsked;

    /** {@code onDamage} hears of damaged frames, and of the first frame to fail its MAC on a keyed link. */
    public Link(Transport transport, Consumer<String> onDamage) {
        this.transport = transport;
        this.reader = new FrameReader(transport.in(), onDamage);
        this.macFailures = new MacFailures(onDamage);
    }

    public String name() {
        return transport.name();
    }

    public synchronized void write(Frame frame) throws IOException {
        transport.out().write(encode(frame));
        transport.out().flush();
    }

    private byte[] encode(Frame frame) {
        if (compactOut != null) {
            return CompactCodec.encode(frame, compactOut);
        }
        // an unkeyed link's frames, but for the WELCOME, after which the link may write otherwise
        if (sealing == null && !offerCompact && !frame.type().equals(LinkCodec.WELCOME)) {
            return FrameCodec.encodeBytes(frame);
        }
        String line = sealing == null ? FrameCodec.encode(frame) : FrameCodec.encode(frame, sealing);
        if (offerCompact && frame.type().equals("HELLO")) {
            line = FrameCodec.encode(COMPACT) + line;
        }
        if (frame.type().equals(LinkCodec.WELCOME)) {
            line += afterWelcome();
        }
        return line.getBytes(StandardCharsets.UTF_8);
    }

    /** What the relay's side writes after its WELCOME, and how it writes from then on. */
    private String afterWelcome() {
        if (sealingAfterWelcome != null) {
            sealing = sealingAfterWelcome;
            sealingAfterWelcome = null;
            return "";
        }
        if (!compactAsked || sealing != null) {
            return "";
        }
        compactOut = new CompactCodec.Context();
        reader.acceptCompact();
        return FrameCodec.encode(COMPACT);
    }

    /**
     * The station's side, on a slow line: asks for the compact form at the handshake (a COMPACT
     * frame before the HELLO); frames go out compact once the relay answers with one after its WELCOME.
     */
    public synchronized void offerCompact() {
        offerCompact = true;
    }

    /** The readable frame both sides use to agree on the compact form (docs/link-protocol.md). */
    static final Frame COMPACT = new Frame("COMPACT", 0, "");

    /**
     * Keys this link on the relay's side, once the station has proved its seat's key: frames read
     * from now on must carry their MAC; frames written after the WELCOME carry theirs. Called on the
     * reading thread; the WELCOME may be written by another.
     */
    public void keyAsRelay(String seatKey, String relayNonce, String stationNonce) {
        keyAfterWelcome(
                SeatKeys.linkMac(seatKey, SeatKeys.Way.STATION_TO_RELAY, relayNonce, stationNonce),
                SeatKeys.linkMac(seatKey, SeatKeys.Way.RELAY_TO_STATION, relayNonce, stationNonce));
    }

    /** Keys this link on the station's side, once the relay's WELCOME has proved its key: every frame from now on, both ways. On the reading thread. */
    public void keyAsStation(String seatKey, String relayNonce, String stationNonce) {
        key(
                SeatKeys.linkMac(seatKey, SeatKeys.Way.RELAY_TO_STATION, relayNonce, stationNonce),
                SeatKeys.linkMac(seatKey, SeatKeys.Way.STATION_TO_RELAY, relayNonce, stationNonce));
    }

    synchronized void keyAfterWelcome(FrameMac reading, FrameMac writing) {
        reader.verify(reading, macFailures);
        sealingAfterWelcome = writing;
    }

    synchronized void key(FrameMac reading, FrameMac writing) {
        reader.verify(reading, macFailures);
        sealing = writing;
    }

    /** What to tell, once the link has ended, of frames that failed their MAC beyond the first (already told). */
    public Optional<String> macFailureSummary() {
        return macFailures.summary();
    }

    public synchronized void write(List<Frame> frames) throws IOException {
        if (frames.size() == 1) {
            write(frames.get(0)); // a key's echo, nearly always: no builder to copy it through
            return;
        }
        // each line encoded once, then copied once into a write of their exact size
        byte[][] lines = new byte[frames.size()][];
        int length = 0;
        for (int i = 0; i < lines.length; i++) {
            lines[i] = encode(frames.get(i));
            length += lines[i].length;
        }
        byte[] all = new byte[length];
        int at = 0;
        for (byte[] line : lines) {
            System.arraycopy(line, 0, all, at, line.length);
            at += line.length;
        }
        transport.out().write(all);
        transport.out().flush();
    }

    /** A handshake message, outside any session. */
    public void send(LinkMessage message) throws IOException {
        write(LinkCodec.toFrame(message));
    }

    /**
     * Starts a thread that reads or writes a link. A link's threads are platform threads, which
     * the kernel wakes straight from the socket: a virtual thread is woken by a poller thread and
     * then by a carrier, and under bench/load (1,000 stations) those hand-overs took a third of
     * the relay's time. A socket touched by a virtual thread also turns non-blocking for good, so
     * every read became a read, a poll and a read again. The stack is small: nothing they call goes deep.
     */
    public static Thread platformThread(String name, Runnable task) {
        return Thread.ofPlatform()
                .daemon()
                .name(name)
                .stackSize(THREAD_STACK_BYTES)
                .start(task);
    }

    /** A link thread's stack, and that of anything as shallow (the load bench's typing judges). */
    public static final long THREAD_STACK_BYTES = 256 * 1024;

    /** The next good frame, or empty when the other side has gone. The compact form's agreement is handled here, not passed on. */
    public Optional<Frame> next() throws IOException {
        return agreedCompact(reader.next(), true);
    }

    /** The next good frame the bytes already here make, or empty: see {@link FrameReader#nextWithoutWaiting()}. */
    public Optional<Frame> nextWithoutWaiting() throws IOException {
        return agreedCompact(reader.nextWithoutWaiting(), false);
    }

    private Optional<Frame> agreedCompact(Optional<Frame> next, boolean wait) throws IOException {
        while (next.isPresent() && next.get().type().equals(COMPACT.type())) {
            agreeCompact();
            next = wait ? reader.next() : reader.nextWithoutWaiting();
        }
        return next;
    }

    /** A COMPACT frame: on the station's side, the relay's answer to its offer; on the relay's, the offer. */
    private synchronized void agreeCompact() {
        if (!offerCompact) {
            compactAsked = true;
        } else if (sealing == null && compactOut == null) {
            reader.acceptCompact();
            compactOut = new CompactCodec.Context();
        }
    }

    @Override
    public void close() {
        try {
            transport.close();
        } catch (IOException ignored) {
            // already gone: nothing more to release
        }
    }
}
