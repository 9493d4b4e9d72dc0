package parlor.transcripts.testing;

import java.lang.management.ManagementFactory;

/**
 * Bytes the current thread allocates while it runs a piece of code: a reader that holds a huge line
 * whole must allocate at least that much, one that reads past it allocates little. Unlike heap
 * figures, this does not depend on when the collector runs.
 */
public final class Allocation {

    /** Code under measure. */
    @FunctionalInterface
    public interface Work {
        void run() throws Exception;
    }

    private Allocation() {}

    public static long bytesOf(Work work) throws Exception {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        work.run();
        return threads.getCurrentThreadAllocatedBytes() - before;
    }
}
