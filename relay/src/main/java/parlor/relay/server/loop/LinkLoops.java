package parlor.relay.server.loop;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import parlor.transcripts.json.JsonText;

/**
 * The relay's event loops, {@link #PER_CORE} per core up to {@link #MOST}, each link on one of
 * them for its life, taken in turn. A key waits on its loop only behind the keys of that loop's
 * links; and when the machine is busy the kernel shares a core thread by thread, so a loop waiting
 * for a core holds up every link it carries. Under 1,000 judges on this project's 2 cores, a loop
 * per core gave a p99 of 44-63 ms and a p90 of 6.8-10.8 ms; four a core, 27 and 2.0 ms in the same
 * run (bench/load-variants, 30 November). One loop in all was worse still (bench/README.md, Load).
 */
public final class LinkLoops implements AutoCloseable {

    /** Loops per core: more than one, so that a loop waiting for a core holds up fewer links. */
    static final int PER_CORE = 4;

    /** Past this, more loops only split the links finer, and each costs a thread and a selector. */
    static final int MOST = 16;

    /** A system property setting the number of loops instead (bench/load-variants compares them). */
    static final String COUNT_PROPERTY = "parlor.relay.loops";

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

    /** How many loops the relay runs on this machine: {@value #PER_CORE} per core this JVM may use, at most {@value #MOST}. */
    public static int forThisMachine() {
        return choice().loops();
    }

    /** What the operator is told when the property is no whole number or out of bounds: empty when it is unset or obeyed. */
    public static Optional<String> countOverruled() {
        return choice().overruled();
    }

    /** The number of loops and why it is not the one asked for, from one reading of the property so the two agree. */
    private record Choice(int loops, Optional<String> overruled) {}

    private static Choice choice() {
        int byCores = Math.clamp((long) PER_CORE * Runtime.getRuntime().availableProcessors(), PER_CORE, MOST);
        String set = System.getProperty(COUNT_PROPERTY);
        if (set == null) {
            return new Choice(byCores, Optional.empty());
        }
        // a carriage return written into relay.log as it is would hide the start of its own line
        boolean plain = set.chars().noneMatch(Character::isISOControl);
        String asked = "-D" + COUNT_PROPERTY + "=" + (plain ? set : JsonText.string(set));
        try {
            int wanted = Integer.decode(set);
            int loops = Math.clamp(wanted, 1, MOST);
            return new Choice(
                    loops,
                    loops == wanted
                            ? Optional.empty()
                            : Optional.of(asked + " is outside 1 to " + MOST + ": running " + loops + " loops"));
        } catch (NumberFormatException e) {
            return new Choice(
                    byCores,
                    Optional.of(
                            asked + " is not a whole number: running " + byCores + " loops, " + PER_CORE + " a core"));
        }
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
