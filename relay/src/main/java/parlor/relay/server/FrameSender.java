package parlor.relay.server;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import parlor.relay.link.Frame;
import parlor.relay.link.Link;
import parlor.relay.link.QueuedOutput;

/**
 * The frames waiting to go to one station, and their writing. Frames queue, so whoever produces
 * them (an entity's reply, the tick, a watched conversation) never waits on a slow station: a
 * writer thread takes them to the wire. Writer threads are shared by every link and taken only
 * while a link has frames waiting: an idle station holds none (a thread of its own for each link
 * held about 100 KB of the relay's memory per terminal, idle: bench/idle-memory), and a station that
 * stops reading holds one, alone, until it is dropped. One producer writes for itself: the
 * link's reading thread, after it has handled a frame from the station, writes what that frame
 * produced (the echo of a key) without waking the writer, which spares every keystroke a hand-over
 * between threads. Whoever writes, frames reach the wire in the order they were queued.
 */
final class FrameSender {

    /** A station this far behind is not keeping up; it is dropped and may reconnect. */
    static final int MAX_QUEUED = 50_000;

    private static final List<Frame> CLOSE = List.of();

    private final Link link;
    /** The link's output may make its writer wait (a serial line, a pipe); a TCP link on the loop never does. */
    private final boolean writesWait;

    private final Runnable onOverflow;
    /**
     * The writers: platform threads (see {@link Link#platformThread}), made as they are wanted and
     * kept a few seconds once idle, so a busy relay reuses a few of them, and a burst (every
     * station's redraw at once, on a loaded machine: 23 writers for 40 stations) leaves none behind.
     */
    private static final ExecutorService WRITERS = new ThreadPoolExecutor(
            0,
            Integer.MAX_VALUE,
            5,
            TimeUnit.SECONDS,
            new SynchronousQueue<>(),
            Thread.ofPlatform()
                    .daemon()
                    .stackSize(Link.THREAD_STACK_BYTES)
                    .name("link-out")
                    .factory());

    private final BlockingQueue<List<Frame>> queued = new LinkedBlockingQueue<>();
    /** Set while a writer has been asked for and has not yet found the queue empty. */
    private final AtomicBoolean writerWanted = new AtomicBoolean();
    /** Held while frames are taken from the queue and written: that keeps them in order. */
    private final ReentrantLock writing = new ReentrantLock();

    private volatile Thread reader;
    private volatile boolean closed;
    private volatile boolean writerStarted;

    /**
     * Frames for {@code link}; {@code onOverflow} says so before a station that stopped reading is
     * dropped. Unless {@code writesWait}, whoever queues frames writes them at once: nothing waits
     * on such an output, so no writer thread is needed to spare the producer.
     */
    FrameSender(Link link, boolean writesWait, Runnable onOverflow) {
        this.link = link;
        this.writesWait = writesWait;
        this.onOverflow = onOverflow;
    }

    /**
     * {@code thread} handles the station's frames from now on (null: none does now), and writes
     * what they produce itself once it has handled each ({@link #sendQueued()}). Until
     * {@link #startWriter()} there is no writer: a connection still in its handshake (or refused in
     * it) writes only on its reading thread.
     */
    void handledBy(Thread thread) {
        reader = thread;
    }

    /** From now on frames from other threads (replies, the tick) are written by a writer: once the station is admitted. */
    void startWriter() {
        writerStarted = true;
        if (!queued.isEmpty()) {
            wantWriter();
        }
    }

    /** Queues frames for the station; from the reading thread they wait for its {@link #sendQueued()}. */
    void send(List<Frame> frames) {
        if (queued.size() >= MAX_QUEUED) {
            onOverflow.run();
            link.close();
            return;
        }
        queued.add(frames);
        if (Thread.currentThread() != reader && writerStarted) {
            wantWriter();
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
            wantWriter();
        } else {
            writeWhatWaits(); // a refusal, written by the reading thread as it leaves
        }
    }

    int queuedBatches() {
        return queued.size();
    }

    /** A writer takes what waits, unless one is already at it (it looks at the queue again before it leaves). */
    private void wantWriter() {
        if (!writesWait) {
            writeWhatWaits();
        } else if (writerWanted.compareAndSet(false, true)) {
            WRITERS.execute(this::writeUntilEmpty);
        }
    }

    private void writeUntilEmpty() {
        do {
            writeWhatWaits();
            writerWanted.set(false);
            // frames queued after the last poll, whose producer found writerWanted still set
        } while (!queued.isEmpty() && !closed && writerWanted.compareAndSet(false, true));
    }

    /**
     * Everything queued so far, in one write where more than one batch waits: a Return's new line
     * and prompt, a station's redraw after its welcome (a frame per character of the conversation)
     * each went out as a write of their own, and a station as many reads and wake-ups.
     */
    private void writeWhatWaits() {
        writing.lock();
        try {
            List<Frame> together = null;
            for (List<Frame> next = queued.poll(); next != null && !closed; next = queued.poll()) {
                if (next == CLOSE) {
                    closed = true;
                } else if (together == null && queued.isEmpty()) {
                    link.write(next); // nearly always: a key's echo, alone
                } else if (together == null) {
                    together = new ArrayList<>(next);
                } else {
                    together.addAll(next);
                }
            }
            if (together != null) {
                link.write(together);
            }
        } catch (QueuedOutput.Overflow e) {
            onOverflow.run();
            closed = true;
        } catch (IOException e) {
            // the station went away; the reading side notices and reports it
            closed = true;
        } finally {
            writing.unlock();
        }
        if (closed) {
            link.close();
        }
    }
}
