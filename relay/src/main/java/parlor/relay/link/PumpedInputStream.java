package parlor.relay.link;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An input stream fed by a platform thread of its own, which does the blocking reads of another
 * stream. For sources that block inside native code, like jSerialComm's: a virtual thread blocked
 * there keeps its carrier thread, so as many quiet serial lines as the machine has cores would
 * stall every virtual thread in the relay. Readers of this stream wait on a lock instead, which
 * lets a virtual thread step off its carrier.
 */
final class PumpedInputStream extends InputStream {

    /** Past this the pump stops reading until readers catch up (the line's own buffer then fills). */
    private static final int MAX_QUEUED_BYTES = 64 * 1024;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final ArrayDeque<byte[]> chunks = new ArrayDeque<>();
    private int headPosition;
    private int queuedBytes;
    private boolean ended;
    private IOException failure;

    private PumpedInputStream() {}

    /** Starts a daemon thread that reads the source until it ends, fails, or this stream is closed. */
    static PumpedInputStream start(String threadName, InputStream source) {
        PumpedInputStream stream = new PumpedInputStream();
        Thread.ofPlatform().daemon().name(threadName).start(() -> stream.pumpFrom(source));
        return stream;
    }

    private void pumpFrom(InputStream source) {
        byte[] buffer = new byte[4096];
        IOException problem = null;
        try {
            int count;
            while ((count = source.read(buffer, 0, buffer.length)) >= 0) {
                if (!offer(Arrays.copyOf(buffer, count))) {
                    return;
                }
            }
        } catch (IOException e) {
            problem = e;
        } catch (InterruptedException e) {
            problem = new InterruptedIOException("reading stopped");
        }
        end(problem);
    }

    private boolean offer(byte[] chunk) throws InterruptedException {
        lock.lock();
        try {
            while (queuedBytes >= MAX_QUEUED_BYTES && !ended) {
                changed.await();
            }
            if (ended) {
                return false;
            }
            chunks.add(chunk);
            queuedBytes += chunk.length;
            changed.signalAll();
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Readers get what is queued, then the source's failure if there was one, then the end. */
    private void end(IOException problem) {
        lock.lock();
        try {
            if (!ended) {
                ended = true;
                failure = problem;
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, buffer.length);
        if (length == 0) {
            return 0;
        }
        lock.lock();
        try {
            while (chunks.isEmpty() && !ended) {
                changed.await();
            }
            if (chunks.isEmpty()) {
                if (failure != null) {
                    throw new IOException(failure.getMessage(), failure);
                }
                return -1;
            }
            return takeInto(buffer, offset, length);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for input");
        } finally {
            lock.unlock();
        }
    }

    private int takeInto(byte[] buffer, int offset, int length) {
        byte[] head = chunks.peek();
        int count = Math.min(length, head.length - headPosition);
        System.arraycopy(head, headPosition, buffer, offset, count);
        headPosition += count;
        if (headPosition == head.length) {
            chunks.remove();
            headPosition = 0;
        }
        queuedBytes -= count;
        changed.signalAll();
        return count;
    }

    @Override
    public int available() {
        lock.lock();
        try {
            return queuedBytes;
        } finally {
            lock.unlock();
        }
    }

    /** Ends the stream for its readers at once, queued bytes and all; the pump stops at its next chunk. */
    @Override
    public void close() {
        lock.lock();
        try {
            ended = true;
            chunks.clear();
            queuedBytes = 0;
            headPosition = 0;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
