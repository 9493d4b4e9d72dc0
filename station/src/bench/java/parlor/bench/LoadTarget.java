package parlor.bench;

/** What a load run drives: a server the simulated stations connect to, whose CPU and memory are watched. */
interface LoadTarget extends AutoCloseable {

    /** How the report names it. */
    String name();

    /** A connected station for the tally's terminal, ready to type. */
    LoadTerminal open(int station, StationTally tally) throws Exception;

    /** The server's CPU time so far, in nanoseconds (all its processes). */
    long cpuNanos();

    /** The same by kind of thread (a JVM's loops, compilers, collector, …); empty where it says nothing more. */
    default java.util.Map<String, Long> cpuNanosByThread() {
        return java.util.Map.of();
    }

    /** The time its threads waited for a core so far, in nanoseconds (all its processes); 0 where not known. */
    default long waitNanos() {
        return 0;
    }

    /** The memory the server holds now, in kilobytes. */
    long memoryKb();

    /** How {@link #memoryKb()} is measured, for the report. */
    String memoryMeasure();

    @Override
    void close() throws Exception;
}
