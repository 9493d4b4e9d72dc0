package parlor.relay.server.loop;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import parlor.relay.link.QueuedOutput;

/**
 * One TCP link on the {@link LinkLoop}, as the two streams the link's code reads and writes. Its
 * reader waits on {@link #in()} without a thread of its own in the kernel (a virtual thread parks);
 * its writers never wait: what the station cannot take yet is queued here and written when it
 * can. Buffers are sized for a key's frame and grow only while more is waiting.
 */
public final class LoopChannel implements Closeable {

    /** Waiting bytes up to this size stay allocated once taken: a key's frame and its echo fit. */
    private static final int SMALL = 512;
    /** Bytes that may wait for a station that does not read before the link is dropped: a screen's redraw is tens of KB. */
    static final int MOST_WAITING_OUT = 4 * 1024 * 1024;

    private final SocketChannel channel;
    private final String name;
    private final LinkLoop loop;
    /** The loop stops reading a station whose reader is this far behind, until it catches up halfway. */
    private final int inboundLimit;

    private final InputStream in = new In();
    private final OutputStream out = new Out();

    private final ReentrantLock inbound = new ReentrantLock();
    private final Condition arrived = inbound.newCondition();
    /** Guarded by {@link #inbound}: bytes read from the socket and not yet taken, between start and end. */
    private byte[] received;

    private int start;
    private int end;
    private boolean ended;
    private boolean readingPaused;

    /** Guarded by itself: bytes written while the station could not take them. */
    private final Object outbound = new Object();

    private ByteBuffer waitingOut;
    private boolean writeWanted;
    private volatile boolean closed;
    private volatile SelectionKey key;
    /** Once set, run on the loop whenever bytes (or the end) arrive, instead of a reader waiting on {@link #in()}. */
    private volatile Runnable arrivals;

    LoopChannel(SocketChannel channel, String name, LinkLoop loop, int inboundLimit) {
        this.channel = channel;
        this.name = name;
        this.loop = loop;
        this.inboundLimit = inboundLimit;
    }

    public String name() {
        return name;
    }

    /** What the station sent, as it comes; ends when it hangs up or the link is closed. */
    public InputStream in() {
        return in;
    }

    /** To the station; never waits (see {@link QueuedOutput}); {@code flush} sends. */
    public OutputStream out() {
        return out;
    }

    /** From now on the loop reads and writes it: non-blocking, in the loop's selector. */
    public void start() throws IOException {
        channel.configureBlocking(false);
        loop.register(channel, this);
    }

    /**
     * From now on {@code handler} runs on the loop each time bytes or the end arrive, and once now
     * for what is here already; it reads them from {@link #in()} without waiting
     * ({@code available()}, and {@link #ended()}). It must not block: every link waits for it.
     */
    public void deliverTo(Runnable handler) {
        arrivals = handler;
        loop.execute(handler);
    }

    /** True once the station has hung up or the link was closed: what is left to read is all there will be. */
    public boolean ended() {
        inbound.lock();
        try {
            return ended;
        } finally {
            inbound.unlock();
        }
    }

    private int available() {
        inbound.lock();
        try {
            return end - start;
        } finally {
            inbound.unlock();
        }
    }

    void registered(SelectionKey registration) {
        key = registration;
        if (closed) {
            registration.cancel();
        }
    }

    /** On the loop: the socket has bytes (or its end). One read, so that every ready station gets its turn. */
    void readable(ByteBuffer reading) {
        reading.clear();
        int n;
        try {
            n = channel.read(reading);
        } catch (IOException reset) {
            n = -1;
        }
        if (n == 0) {
            return;
        }
        inbound.lock();
        try {
            if (n < 0) {
                ended = true;
                key.interestOps(key.interestOps() & ~SelectionKey.OP_READ);
            } else {
                keep(reading.flip());
                if (end - start >= inboundLimit) {
                    readingPaused = true;
                    key.interestOps(key.interestOps() & ~SelectionKey.OP_READ);
                }
            }
            arrived.signal();
        } finally {
            inbound.unlock();
        }
        Runnable handler = arrivals;
        if (handler != null) {
            handler.run();
        }
    }

    private void keep(ByteBuffer bytes) {
        int n = bytes.remaining();
        if (received == null) {
            received = new byte[Math.max(SMALL, n)];
        } else if (received.length - end < n) {
            int waiting = end - start;
            byte[] room =
                    waiting + n <= received.length ? received : new byte[Math.max(2 * received.length, waiting + n)];
            System.arraycopy(received, start, room, 0, waiting);
            received = room;
            start = 0;
            end = waiting;
        }
        bytes.get(received, end, n);
        end += n;
    }

    private int take(byte[] into, int offset, int length) throws IOException {
        inbound.lock();
        try {
            while (start == end && !ended) {
                arrived.await();
            }
            if (start == end) {
                return -1;
            }
            int n = Math.min(length, end - start);
            System.arraycopy(received, start, into, offset, n);
            start += n;
            if (start == end) {
                start = 0;
                end = 0;
                if (received.length > SMALL) {
                    received = null;
                }
            }
            if (readingPaused && end - start < inboundLimit / 2) {
                readingPaused = false;
                loop.execute(this::readAgain);
            }
            return n;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading " + name);
        } finally {
            inbound.unlock();
        }
    }

    private void readAgain() {
        SelectionKey registration = key;
        if (registration != null && registration.isValid()) {
            registration.interestOps(registration.interestOps() | SelectionKey.OP_READ);
        }
    }

    private void send(byte[] bytes, int offset, int length) throws IOException {
        synchronized (outbound) {
            if (closed) {
                throw new IOException("link " + name + " closed");
            }
            if (!writeWanted && (waitingOut == null || waitingOut.position() == 0)) {
                ByteBuffer direct = ByteBuffer.wrap(bytes, offset, length);
                channel.write(direct);
                if (!direct.hasRemaining()) {
                    return; // nearly always: the socket's buffer had room
                }
                offset = direct.position();
                length = direct.remaining();
            }
            queue(bytes, offset, length);
        }
    }

    /** Bytes the socket could not take now: kept, and written by the loop once it can. Holds {@link #outbound}. */
    private void queue(byte[] bytes, int offset, int length) throws QueuedOutput.Overflow {
        int waiting = waitingOut == null ? 0 : waitingOut.position();
        if (waiting + length > MOST_WAITING_OUT) {
            throw new QueuedOutput.Overflow("station not reading: " + (waiting + length) / 1024 + " KB waiting for it");
        }
        if (waitingOut == null || waitingOut.remaining() < length) {
            ByteBuffer room = ByteBuffer.allocate(Math.max(SMALL, Math.max(2 * waiting, waiting + length)));
            if (waitingOut != null) {
                room.put(waitingOut.flip());
            }
            waitingOut = room;
        }
        waitingOut.put(bytes, offset, length);
        if (!writeWanted) {
            writeWanted = true;
            loop.execute(() -> interested(SelectionKey.OP_WRITE, true));
        }
    }

    private void interested(int operation, boolean wanted) {
        SelectionKey registration = key;
        if (registration != null && registration.isValid()) {
            int ops = registration.interestOps();
            registration.interestOps(wanted ? ops | operation : ops & ~operation);
        }
    }

    /** On the loop: the station takes bytes again. */
    void writable() {
        synchronized (outbound) {
            try {
                if (waitingOut != null) {
                    channel.write(waitingOut.flip());
                    waitingOut.compact();
                }
            } catch (IOException gone) {
                waitingOut = null;
            }
            if (waitingOut == null || waitingOut.position() == 0) {
                waitingOut = null;
                writeWanted = false;
                interested(SelectionKey.OP_WRITE, false);
            }
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            channel.close();
        } catch (IOException ignored) {
            // closed either way
        }
        // the selector lets go of a closed channel's socket at its next wake-up
        loop.execute(() -> {});
        inbound.lock();
        try {
            ended = true;
            arrived.signalAll();
        } finally {
            inbound.unlock();
        }
        Runnable handler = arrivals;
        if (handler != null) {
            loop.execute(handler);
        }
    }

    private final class In extends InputStream {
        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return take(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] into, int offset, int length) throws IOException {
            return length == 0 ? 0 : take(into, offset, length);
        }

        @Override
        public int available() {
            return LoopChannel.this.available();
        }

        @Override
        public void close() {
            LoopChannel.this.close();
        }
    }

    private final class Out extends OutputStream implements QueuedOutput {
        @Override
        public void write(int b) throws IOException {
            send(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            send(bytes, offset, length);
        }

        @Override
        public void close() {
            LoopChannel.this.close();
        }
    }
}
