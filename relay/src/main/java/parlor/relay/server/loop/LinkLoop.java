package parlor.relay.server.loop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.LoggerFactory;

/**
 * One thread that waits on every TCP link of the relay at once (a {@link Selector}: epoll on
 * Linux) and moves their bytes: what a station sent, into its connection's inbound bytes; what
 * waits for a station that could not take it, out when it can. It does nothing that may block and
 * nothing a frame means: the connection's own virtual thread reads its bytes as a stream and
 * handles them. A thread per link held some 140 KiB of the relay's memory for every connected
 * terminal, idle or not (bench/idle-memory).
 */
public final class LinkLoop implements AutoCloseable {

    /** Bytes read from the kernel at once, for whichever connection is ready: one buffer for all of them. */
    private static final int READ_BYTES = 16 * 1024;

    private final Selector selector;
    private final Thread thread;
    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    /** Set once a thread has woken the selector, until the loop next looks at its tasks. */
    private final AtomicBoolean wakeUpPending = new AtomicBoolean();
    /** Direct, so the kernel reads into it without a copy through a temporary one. */
    private final ByteBuffer reading = ByteBuffer.allocateDirect(READ_BYTES);

    private volatile boolean closed;

    private LinkLoop(String name) {
        try {
            selector = Selector.open();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the relay's event loop: " + e.getMessage(), e);
        }
        // a platform thread: the kernel wakes it straight from epoll
        thread = Thread.ofPlatform().daemon().name(name).unstarted(this::run);
    }

    /** A loop running on a thread of its own, named {@code name}. */
    public static LinkLoop start(String name) {
        LinkLoop loop = new LinkLoop(name);
        loop.thread.start();
        return loop;
    }

    /**
     * {@code channel} (connected, still blocking) as a connection of this loop, named {@code name};
     * it is read and written through the loop once {@link LoopChannel#start()}ed.
     */
    public LoopChannel connection(SocketChannel channel, String name, int inboundLimit) {
        return new LoopChannel(channel, name, this, inboundLimit);
    }

    /** Puts {@code connection}'s channel, now non-blocking, in the selector's watch for reading. */
    void register(SocketChannel channel, LoopChannel connection) {
        execute(() -> {
            try {
                connection.registered(channel.register(selector, SelectionKey.OP_READ, connection));
            } catch (IOException | java.nio.channels.ClosedSelectorException e) {
                connection.close();
            }
        });
    }

    /** Runs {@code task} on the loop's thread, soon. */
    void execute(Runnable task) {
        tasks.add(task);
        // one wake-up until the loop looks at its tasks again: the selector's wake-up takes a lock the loop
        // takes too, and a thousand handshakes waking it for every frame held the loop 20-46 ms at a time
        if (Thread.currentThread() != thread && wakeUpPending.compareAndSet(false, true)) {
            selector.wakeup();
        }
    }

    private void run() {
        while (!closed) {
            try {
                // before the tasks are looked at: a task queued after this wakes the loop again
                wakeUpPending.set(false);
                // a task queued from the loop's own thread (reading again, once a reader caught up) must not wait for a
                // socket
                if (tasks.isEmpty()) {
                    selector.select();
                } else {
                    selector.selectNow();
                }
            } catch (IOException | java.nio.channels.ClosedSelectorException e) {
                return;
            }
            for (Runnable task = tasks.poll(); task != null; task = tasks.poll()) {
                try {
                    task.run();
                } catch (RuntimeException e) {
                    LoggerFactory.getLogger(LinkLoop.class).error("a task on the event loop failed", e);
                }
            }
            for (SelectionKey key : selector.selectedKeys()) {
                ready(key);
            }
            selector.selectedKeys().clear();
        }
    }

    private void ready(SelectionKey key) {
        LoopChannel connection = (LoopChannel) key.attachment();
        try {
            if (key.isWritable()) {
                connection.writable();
            }
            if (key.isValid() && key.isReadable()) {
                connection.readable(reading);
            }
        } catch (CancelledKeyException closedMeanwhile) {
            connection.close();
        } catch (RuntimeException e) {
            // one link's failure must not stop the loop every other link is read by
            LoggerFactory.getLogger(LinkLoop.class)
                    .error("link {} failed on the event loop; closing it", connection.name(), e);
            connection.close();
        }
    }

    /** Stops the loop; its connections are closed by their owners. */
    @Override
    public void close() {
        closed = true;
        selector.wakeup();
        try {
            thread.join(java.time.Duration.ofSeconds(2));
            selector.close();
        } catch (IOException | InterruptedException ignored) {
            // stopping anyway
        }
    }
}
