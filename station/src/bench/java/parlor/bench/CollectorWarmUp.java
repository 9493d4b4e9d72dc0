package parlor.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Lets the load generator's collector warm up before anything is timed. ZGC runs its first three
 * collections when the heap passes 10, 20 and 30 % full, whatever else it would do (its "warmup"
 * cycles; collections asked for with System.gc() do not count). On the generator's 6 GB heap the
 * runs crossed those marks one by one: 0.16-0.25 s collections, each with one of the two cores,
 * came 1-3 s after the typing of socat's first run and of the relay's ended (GC logs of two 60-s
 * runs, 23 November), and at another length of run they would come among the keys timed. Here the
 * generator fills its heap with garbage until those three are behind it.
 */
final class CollectorWarmUp {

    private static final int WARMUP_CYCLES = 3;
    private static final int CHUNK_BYTES = 1 << 20;
    /** Past this much garbage the collector is not warming up the way this expects: stop and say so. */
    private static final long GIVE_UP_BYTES = Runtime.getRuntime().maxMemory() * 2;

    private CollectorWarmUp() {
    }

    /** Returns how many collections ran while it made garbage, and how much garbage it made. */
    static String run() {
        long before = collections();
        long made = 0;
        byte[][] held = new byte[64][];
        while (collections() - before < WARMUP_CYCLES && made < GIVE_UP_BYTES) {
            // held a moment, so that the heap fills as a run's garbage does rather than being freed at once
            held[(int) (made / CHUNK_BYTES) % held.length] = new byte[CHUNK_BYTES];
            made += CHUNK_BYTES;
        }
        long ran = collections() - before;
        return String.format("%d collections while it made %,d MB of garbage%s", ran, made >> 20,
            ran < WARMUP_CYCLES ? " (fewer than the " + WARMUP_CYCLES + " expected: the runs may still see one)" : "");
    }

    /** Collections started so far: for ZGC its major cycles (a young-only cycle is not a warm-up one). */
    private static long collections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
            .filter(gc -> !gc.getName().contains("Pauses") && !gc.getName().contains("Minor"))
            .mapToLong(GarbageCollectorMXBean::getCollectionCount)
            .sum();
    }
}
