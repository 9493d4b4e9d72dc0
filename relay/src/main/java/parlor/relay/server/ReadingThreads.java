package parlor.relay.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import parlor.relay.link.Frame;
import parlor.relay.link.Link;

/**
 * Which kind of thread reads a TCP link. It starts on a virtual thread, for its handshake. While its station is busy (a judge typing, a reply being
 * acknowledged into a round), a platform thread: a virtual thread's read waits for the JDK's
 * poller and then for a carrier, and with every link read that way 1,000 typing judges' p99 went
 * to 5.4 times socat's (bench/README.md, Idle memory). Once the station has sent nothing but
 * keep-alives for {@link #QUIET}, a virtual thread: parked in its read it costs the relay about
 * 8 KB of heap, where a platform thread holds about 100 KB of native memory, and most stations
 * are idle most of the day. The first frame that is not a keep-alive is handled where it arrives
 * (its echo goes out at once) and the reading moves to a platform thread.
 */
final class ReadingThreads {

    /** Keep-alives only for this long, and the link is read by a virtual thread. */
    static final Duration QUIET = Duration.ofSeconds(3);
    /** A keep-alive, or an acknowledgement: neither says anyone is typing. */
    private static final String KEEP_ALIVE = "ACK";

    private final ExecutorService platform;
    private final Clock clock;
    private final String name;
    /** When the station last sent more than a keep-alive: read and written by the reading thread only. */
    private Instant lastBusy;

    private ReadingThreads(ExecutorService platform, Clock clock, String name) {
        this.platform = platform;
        this.clock = clock;
        this.name = name;
        this.lastBusy = clock.instant();
    }

    /**
     * The platform threads that read busy links, shared by every link of a relay: made as they are
     * wanted and kept a few seconds once idle, so a connect storm reuses them (starting a thread
     * per connection was most of its accept path's cost) and a thousand links gone quiet at once
     * leave none behind.
     */
    static ExecutorService platformPool() {
        return new ThreadPoolExecutor(0, Integer.MAX_VALUE, 5, TimeUnit.SECONDS, new SynchronousQueue<>(),
            Thread.ofPlatform().daemon().stackSize(Link.THREAD_STACK_BYTES).name("link-in").factory());
    }

    /** A TCP link's reading, moving between {@code platform}'s threads and virtual ones. */
    static ReadingThreads moving(ExecutorService platform, Clock clock, String linkName) {
        return new ReadingThreads(platform, clock, linkName);
    }

    /** A link read by the thread that serves it, to its end: a serial line or a pipe, few and never idle long. */
    static ReadingThreads staying(Clock clock) {
        return new ReadingThreads(null, clock, "");
    }

    /**
     * Called by the reading thread once it has handled {@code frame}: true if the reading now goes on
     * on another thread, which runs {@code goOn}; the caller then returns without reading more.
     */
    boolean moved(Frame frame, Runnable goOn) {
        if (platform == null) {
            return false;
        }
        boolean keepAlive = frame.type().equals(KEEP_ALIVE);
        Instant now = clock.instant();
        if (!keepAlive) {
            lastBusy = now;
        }
        boolean virtual = Thread.currentThread().isVirtual();
        if (virtual && !keepAlive) {
            return toPlatform(goOn);
        }
        if (!virtual && keepAlive && !now.isBefore(lastBusy.plus(QUIET))) {
            Thread.ofVirtual().name("link-idle-" + name).start(goOn);
            return true;
        }
        return false;
    }

    private boolean toPlatform(Runnable goOn) {
        try {
            platform.execute(() -> {
                Thread.currentThread().setName("link-in-" + name);
                goOn.run();
            });
            return true;
        } catch (RejectedExecutionException stopping) {
            return false; // the relay is stopping: this thread reads on until the link closes
        }
    }
}
