package parlor.relay.server.loop;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * The relay's event loops: one per core, up to {@link #MOST}, each link on one of them for its
 * life, taken in turn. A key waits on its loop only behind the keys of that loop's links: with one
 * loop, 1,000 judges' keys queued behind each other on one core while the other had room
 * (bench/load).
 */
public final class LinkLoops implements AutoCloseable {

    /** More loops than this would only contend for the locks the links share (the log, the clock). */
    static final int MOST = 4;

    private final List<LinkLoop> loops;
    private final AtomicInteger next = new AtomicInteger();

    private LinkLoops(List<LinkLoop> loops) {
        this.loops = loops;
    }

    /** {@code count} loops, their threads named {@code name-1}, {@code name-2}, … */
    public static LinkLoops start(String name, int count) {
        return new LinkLoops(IntStream.rangeClosed(1, count)
                .mapToObj(i -> LinkLoop.start(name + "-" + i))
                .toList());
    }

    /** A loop per core this JVM may use, at most {@link #MOST}. */
    public static int perCore() {
        return Math.clamp(Runtime.getRuntime().availableProcessors(), 1, MOST);
    }

    /** The loop the next link goes on. */
    public LinkLoop next() {
        return loops.get(Math.floorMod(next.getAndIncrement(), loops.size()));
    }

    @Override
    public void close() {
        loops.forEach(LinkLoop::close);
    }
}
