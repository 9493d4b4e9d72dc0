package parlor.relay.server;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.ReentrantLock;
import parlor.relay.link.Frame;
import parlor.relay.link.Link;

/**
 * The frames waiting to go to one station, and their writing. Frames queue, so whoever produces
 * them (an entity's reply, the tick, a watched conversation) never waits on a slow station: a
 * writer thread of the link's own takes them to the wire. One producer writes for itself: the
 * link's reading thread, after it has handled a frame from the station, writes what that frame
 * produced (the echo of a key) without waking the writer, which spares every keystroke a hand-over
 * between threads. Whoever writes, frames reach the wire in the order they were queued.
 */
final class FrameSender {

    /** A station this far behind is not keeping up; it is dropped and may reconnect. */
    static final int MAX_QUEUED = 50_000;
    private static final List<Frame> CLOSE = List.of();

    private final Link link;
    private final Runnable onOverflow;
    private final BlockingQueue<List<Frame>> queued = new LinkedBlockingQueue<>();
    /** Released for every batch the writer thread must write, and to let it see the end. */
    private final Semaphore writerWanted = new Semaphore(0);
    /** Held while frames are taken from the queue and written: that keeps them in order. */
    private final ReentrantLock writing = new ReentrantLock();
    private volatile Thread reader;
    private volatile boolean closed;
    private volatile boolean writerStarted;

    /** Frames for {@code link}; {@code onOverflow} says so before a station that stopped reading is dropped. */
    FrameSender(Link link, Runnable onOverflow) {
        this.link = link;
        this.onOverflow = onOverflow;
    }

    /**
     * {@code readerThread} is the link's reading thread, which writes for itself. Until
     * {@link #startWriter()} there is no writer thread: a connection still in its handshake (or
     * refused in it) costs the relay one thread, not two.
     */
    void start(Thread readerThread) {
        reader = readerThread;
    }

    /** Starts the writer thread, for frames from other threads (replies, the tick): once the station is admitted. */
    void startWriter() {
        writerStarted = true;
        Link.platformThread("link-out-" + link.name(), this::writeLoop);
    }

    /** Queues frames for the station; from the reading thread they wait for its {@link #sendQueued()}. */
    void send(List<Frame> frames) {
        if (queued.size() >= MAX_QUEUED) {
            onOverflow.run();
            link.close();
            return;
        }
        queued.add(frames);
        if (Thread.currentThread() != reader) {
            writerWanted.release();
        }
    }

    /** The reading thread has handled a frame: what it queued goes out now, on this thread. */
    void sendQueued() {
        writeWhatWaits();
    }

    /** On the reading thread, in the middle of handling a frame: what it queued so far goes out now. */
    void sendQueuedIfReading() {
        if (Thread.currentThread() == reader) {
            writeWhatWaits();
        }
    }

    /** Ends the link once everything queued so far has been written. */
    void closeAfterQueued() {
        queued.add(CLOSE);
        if (writerStarted) {
            writerWanted.release();
        } else {
            writeWhatWaits(); // a refusal, written by the reading thread as it leaves
        }
    }

    int queuedBatches() {
        return queued.size();
    }

    private void writeLoop() {
        try {
            while (!closed) {
                writerWanted.acquire();
                writerWanted.drainPermits();
                writeWhatWaits();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            link.close();
        }
    }

    private void writeWhatWaits() {
        writing.lock();
        try {
            for (List<Frame> next = queued.poll(); next != null && !closed; next = queued.poll()) {
                if (next == CLOSE) {
                    closed = true;
                } else {
                    link.write(next);
                }
            }
        } catch (IOException e) {
            // the station went away; the reading side notices and reports it
            closed = true;
        } finally {
            writing.unlock();
        }
        if (closed) {
            link.close();
            writerWanted.release();
        }
    }
}
