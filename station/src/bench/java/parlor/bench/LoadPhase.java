package parlor.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import parlor.relay.link.Link;
import parlor.relay.pacing.TypingModel;

/**
 * A run's turns against one server: in each, a station connects at every terminal, every judge
 * types for the turn's seconds, carrying on where it left off, the last answers are waited for (the
 * drain), and the stations hang up. A run is many short turns per server, the servers taking turns
 * (see {@link LoadBench}), and their {@link Result}s add up. The server's CPU is read just before a
 * turn's first key and once its last answer is in, its memory after its last turn. Nothing else is read while the judges type: reading the PSS of a
 * thousand socat processes every 5 s put 7 of socat's 8 worst 100-ms windows at those moments. The
 * judges type on a pool of platform threads kept for the whole run, so their CPU is all counted
 * (the CPU of a thread that has ended is not, see {@link ProcStats#cpuNanos}).
 */
final class LoadPhase implements AutoCloseable {

    /** Connections opened at once: enough to be quick, few enough not to overflow a listen backlog. */
    private static final int CONNECTING_AT_ONCE = 32;
    /** After the last key, how long answers and replies may still take before they count as lost. */
    private static final long DRAIN_NANOS = TimeUnit.SECONDS.toNanos(15);

    /**
     * What a server's turns measured, added up. {@code steadyFromNanos}: keys sent from then on are
     * measured (its first measured turn began then; the keys of its warm-up turns, before, are
     * only accounted for).
     */
    record Result(String server, List<StationTally> tallies, List<String> failures, long steadyFromNanos,
            double typingSeconds, CpuUsed cpu, long memoryKb, String memoryMeasure, int reconnections, List<LatencySummary> turns) {

        /** This server's next turn added to its earlier ones: the same stations' tallies, measured from the first. */
        Result plus(Result later) {
            List<String> allFailures = new ArrayList<>(failures);
            allFailures.addAll(later.failures);
            List<LatencySummary> allTurns = new ArrayList<>(turns);
            allTurns.addAll(later.turns);
            return new Result(server, tallies, allFailures, steadyFromNanos, typingSeconds + later.typingSeconds,
                cpu.plus(later.cpu), later.memoryKb, memoryMeasure, reconnections + later.reconnections, List.copyOf(allTurns));
        }

        /** These measured turns, with what went wrong in the warm-up turns before them (their keys are in the same tallies). */
        Result afterWarmUp(Result warmUp) {
            List<String> allFailures = new ArrayList<>(warmUp.failures);
            allFailures.addAll(failures);
            return new Result(server, tallies, allFailures, steadyFromNanos, typingSeconds, cpu, memoryKb, memoryMeasure,
                reconnections + warmUp.reconnections, turns);
        }

        /**
         * The median of its turns' p99s: steadier than the p99 of all their keys together, which
         * one stall of the machine's (100-300 ms, in a turn of any server now and then) moves far.
         */
        long medianTurnP99() {
            long[] p99s = turns.stream().mapToLong(LatencySummary::p99).sorted().toArray();
            int n = p99s.length;
            return n == 0 ? 0 : n % 2 == 1 ? p99s[n / 2] : (p99s[n / 2 - 1] + p99s[n / 2]) / 2;
        }

        StationTally.Counts counts() {
            return tallies.stream().map(StationTally::counts).reduce(StationTally.Counts.NONE, StationTally.Counts::plus);
        }

        /** Latencies in microseconds, past the warm-up ({@code steadyOnly}) or all of them. */
        LongSamples latencies(boolean steadyOnly) {
            return latencies(steadyOnly, java.util.EnumSet.allOf(LoadTerminal.Stroke.class));
        }

        /** Latencies in microseconds of these kinds of key. */
        LongSamples latencies(boolean steadyOnly, java.util.Set<LoadTerminal.Stroke> kinds) {
            LongSamples all = new LongSamples();
            tallies.forEach(t -> t.latenciesSince(steadyOnly ? steadyFromNanos : Long.MIN_VALUE, kinds, all));
            return all;
        }
    }

    private final LoadOptions options;
    private final TypingModel typing;
    /**
     * A platform thread per judge, kept for the run: it sleeps between keys, and the kernel wakes
     * it on time itself (a virtual thread's timed wake goes through a timer thread and then a carrier).
     */
    private final ExecutorService judgesThreads;

    LoadPhase(LoadOptions options, TypingModel typing) {
        this.options = options;
        this.typing = typing;
        this.judgesThreads = Executors.newFixedThreadPool(options.stations(),
            Thread.ofPlatform().daemon().name("judge-", 0).stackSize(Link.THREAD_STACK_BYTES).factory());
    }

    private List<StationTally> tallies() {
        List<StationTally> tallies = new ArrayList<>();
        for (int i = 0; i < options.stations(); i++) {
            tallies.add(new StationTally(RelayUnderLoad.terminal(i)));
        }
        return List.copyOf(tallies);
    }

    /** A server's judges, one at each terminal, and what their stations sent and got back: kept for the whole run. */
    final class Judges {
        private final LoadTarget server;
        private final List<StationTally> tallies = tallies();
        private final List<JudgeTypist> typists = new ArrayList<>();

        private Judges(LoadTarget server) {
            this.server = server;
            for (int i = 0; i < tallies.size(); i++) {
                typists.add(new JudgeTypist(i, typing));
            }
        }

        LoadTarget server() {
            return server;
        }
    }

    Judges judges(LoadTarget server) {
        return new Judges(server);
    }

    /**
     * A turn against {@code judges}' server: a station connects at every terminal, every judge
     * types what falls due in {@code [from, from + length)} nanoseconds of its own typing time, the
     * last answers are waited for, and the stations hang up. The CPU of the {@code others}, idle
     * meanwhile, is measured too, and the server's memory if {@code lastTurn}. Connected between
     * turns, the relay's idle stations would trade a keep-alive every 2 s, on the two cores the
     * baselines' turns need, where socat's idle stations cost nothing.
     */
    Result turn(Judges judges, long from, long length, List<LoadTarget> others, boolean lastTurn) throws Exception {
        List<LoadTerminal> terminals = connectAll(judges.server, judges.tallies);
        // CPU is read before the first key and after the last answer: reading a thousand socat
        // processes' counters takes this generator's CPU, which must not fall among the keys it times
        CpuUsed before = cpuNow(judges.server, others, false);
        long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
        long deadline = start + length;
        List<Future<?>> judging = new ArrayList<>();
        List<String> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < terminals.size(); i++) {
            LoadTerminal terminal = terminals.get(i);
            JudgeTypist typist = judges.typists.get(i);
            judging.add(judgesThreads.submit(() -> {
                try {
                    typist.typeTurn(terminal, from, length, start, deadline + DRAIN_NANOS);
                } catch (Exception e) {
                    // this judge stops; what it sent and never saw answered counts as lost
                    failures.add(terminal.tally().terminal() + ": " + e);
                }
                return null;
            }));
        }
        for (Future<?> typing : judging) {
            typing.get();
        }
        drain(judges.tallies, deadline + DRAIN_NANOS);
        CpuUsed cpu = cpuNow(judges.server, others, true).minus(before);
        long memory = lastTurn ? judges.server.memoryKb() : 0;
        int reconnections = terminals.stream().mapToInt(t -> Math.max(0, t.connections() - 1)).sum();
        hangUp(terminals);
        return new Result(judges.server.name(), judges.tallies, List.copyOf(failures), start, length / 1e9, cpu, memory,
            judges.server.memoryMeasure(), reconnections, List.of(keysSince(judges.tallies, start)));
    }

    /** Hangs every station up at once: each may wait a moment for its server to see the end. */
    private static void hangUp(List<LoadTerminal> terminals) {
        try (ExecutorService closers = Executors.newVirtualThreadPerTaskExecutor()) {
            terminals.forEach(terminal -> closers.submit(terminal::close));
        }
    }

    /**
     * CPU the server, this load generator and the idle servers used between two moments, and the
     * time the machine's host took from its cores meanwhile (steal), in nanoseconds.
     */
    record CpuUsed(long serverNanos, long serverWaitNanos, long benchNanos, long othersNanos, long stolenNanos,
            java.util.Map<String, Long> serverThreads) {

        CpuUsed plus(CpuUsed more) {
            return new CpuUsed(serverNanos + more.serverNanos, serverWaitNanos + more.serverWaitNanos, benchNanos + more.benchNanos,
                othersNanos + more.othersNanos, stolenNanos + more.stolenNanos, ProcStats.combined(serverThreads, more.serverThreads, 1));
        }

        CpuUsed minus(CpuUsed earlier) {
            return new CpuUsed(serverNanos - earlier.serverNanos, serverWaitNanos - earlier.serverWaitNanos,
                benchNanos - earlier.benchNanos, othersNanos - earlier.othersNanos, stolenNanos - earlier.stolenNanos,
                ProcStats.combined(serverThreads, earlier.serverThreads, -1));
        }
    }

    /**
     * CPU used so far by the server, this load generator and the idle servers, and stolen by the
     * host. The generator's own is read last before a turn and first after it ({@code ending}), so
     * that its reading of the servers' counters (a thousand socat processes' each) is left out.
     */
    private static CpuUsed cpuNow(LoadTarget server, List<LoadTarget> others, boolean ending) {
        long pid = ProcessHandle.current().pid();
        long benchFirst = ending ? ProcStats.cpuNanos(pid) : 0;
        // one reading of the server's threads, so that the kinds add up to the total the report gives beside them
        java.util.Map<String, Long> serverThreads = server.cpuNanosByThread();
        long serverNanos = serverThreads.isEmpty()
            ? server.cpuNanos()
            : serverThreads.values().stream().mapToLong(Long::longValue).sum();
        long serverWaitNanos = server.waitNanos();
        long othersNanos = others.stream().mapToLong(LoadTarget::cpuNanos).sum();
        long stolen = ProcStats.stolenNanos();
        return new CpuUsed(serverNanos, serverWaitNanos, ending ? benchFirst : ProcStats.cpuNanos(pid), othersNanos, stolen,
            serverThreads);
    }

    /** Opens a station per terminal, a few at a time, each ready when the server has taken it. */
    private List<LoadTerminal> connectAll(LoadTarget server, List<StationTally> tallies) throws Exception {
        Semaphore connecting = new Semaphore(CONNECTING_AT_ONCE);
        try (ExecutorService openers = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<LoadTerminal>> opened = new ArrayList<>();
            for (int i = 0; i < options.stations(); i++) {
                int station = i;
                opened.add(openers.submit(() -> {
                    connecting.acquire();
                    try {
                        return server.open(station, tallies.get(station));
                    } finally {
                        connecting.release();
                    }
                }));
            }
            List<LoadTerminal> terminals = new ArrayList<>();
            for (Future<LoadTerminal> terminal : opened) {
                terminals.add(terminal.get());
            }
            return terminals;
        }
    }

    /** The percentiles of every key the stations sent from {@code startNanos} on: this turn's. */
    private static LatencySummary keysSince(List<StationTally> tallies, long startNanos) {
        LongSamples keys = new LongSamples();
        tallies.forEach(tally -> tally.latenciesSince(startNanos, java.util.EnumSet.allOf(LoadTerminal.Stroke.class), keys));
        return LatencySummary.of(keys);
    }

    /** Waits until every key has its answer and every message its reply, or the drain is over. */
    private static void drain(List<StationTally> tallies, long giveUpNanos) throws InterruptedException {
        while (System.nanoTime() < giveUpNanos && !tallies.stream().allMatch(StationTally::settled)) {
            Thread.sleep(50);
        }
    }

    @Override
    public void close() {
        judgesThreads.shutdownNow();
    }
}
