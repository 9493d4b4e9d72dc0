package parlor.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import parlor.relay.link.Link;
import parlor.relay.pacing.TypingModel;

/**
 * One slice of a run against one server: connect every station, let every judge type for the
 * slice's seconds, then wait for the last answers (the drain), take stock and hang up. A run is
 * several slices per server, the servers taking turns (see {@link LoadBench}), and their
 * {@link Result}s add up. The server's CPU is read as typing starts and as it ends, its memory once
 * the drain is over. Nothing else is read while the judges type: reading the PSS of a thousand
 * socat processes every 5 s put 7 of socat's 8 worst 100-ms windows at those moments, and a
 * thousand judges' threads ending as their typing ran out slowed the last keys of every run, so
 * they wait for the slice's end. Waiting, they are also still there to be counted: the CPU of a
 * thread that has ended is not (see {@link ProcStats#cpuNanos}).
 */
final class LoadPhase {

    /** Connections opened at once: enough to be quick, few enough not to overflow a listen backlog. */
    private static final int CONNECTING_AT_ONCE = 32;
    /** After the last key, how long answers and replies may still take before they count as lost. */
    private static final long DRAIN_NANOS = TimeUnit.SECONDS.toNanos(15);

    /**
     * What a server's slices measured, added up. {@code steadyFromNanos}: keys sent from then on are
     * measured (its first measured slice began then; the keys of its warm-up slice, before, are
     * only accounted for).
     */
    record Result(String server, List<StationTally> tallies, List<String> failures, long steadyFromNanos,
            double typingSeconds, CpuUsed cpu, long memoryKb, String memoryMeasure, int reconnections, List<LatencySummary> turns) {

        /** This server's next slice added to its earlier ones: the same stations' tallies, measured from the first. */
        Result plus(Result later) {
            List<String> allFailures = new ArrayList<>(failures);
            allFailures.addAll(later.failures);
            List<LatencySummary> allTurns = new ArrayList<>(turns);
            allTurns.addAll(later.turns);
            return new Result(server, tallies, allFailures, steadyFromNanos, typingSeconds + later.typingSeconds,
                cpu.plus(later.cpu), later.memoryKb, memoryMeasure, reconnections + later.reconnections, List.copyOf(allTurns));
        }

        /** These measured slices, with what went wrong in the warm-up slice before them (its keys are in the same tallies). */
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

    LoadPhase(LoadOptions options, TypingModel typing) {
        this.options = options;
        this.typing = typing;
    }

    /** A tally per station, for a server's slices to add to. */
    List<StationTally> tallies() {
        List<StationTally> tallies = new ArrayList<>();
        for (int i = 0; i < options.stations(); i++) {
            tallies.add(new StationTally(RelayUnderLoad.terminal(i)));
        }
        return List.copyOf(tallies);
    }

    /**
     * Slice number {@code slice} (from 0) against {@code server}, its keys counted in {@code tallies};
     * the CPU of the {@code others}, idle meanwhile, is measured too.
     */
    Result run(LoadTarget server, List<StationTally> tallies, int slice, List<LoadTarget> others) throws Exception {
        List<LoadTerminal> terminals = connectAll(server, tallies);
        // the generator's garbage from the last slice and the connecting is collected now, not among the keys it times (see bench/load)
        System.gc();
        long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(500);
        long sliceNanos = TimeUnit.SECONDS.toNanos(options.seconds()) / options.slices();
        long deadline = start + sliceNanos;
        CountDownLatch typed = new CountDownLatch(terminals.size());
        CountDownLatch over = new CountDownLatch(1);
        // a platform thread per judge: it sleeps between keys, and the kernel wakes it on time itself
        // (a virtual thread's timed wake goes through a timer thread and then a carrier)
        try (ExecutorService judges = Executors.newThreadPerTaskExecutor(Thread.ofPlatform().daemon().stackSize(Link.THREAD_STACK_BYTES).factory())) {
            List<Future<?>> judging = new ArrayList<>();
            List<String> failures = java.util.Collections.synchronizedList(new ArrayList<>());
            for (int i = 0; i < terminals.size(); i++) {
                LoadTerminal terminal = terminals.get(i);
                JudgeTypist judge = new JudgeTypist(i, slice, typing);
                judging.add(judges.submit(() -> {
                    try {
                        judge.typeUntil(terminal, start, deadline, deadline + DRAIN_NANOS);
                    } catch (Exception e) {
                        // this judge stops; what it sent and never saw answered counts as lost
                        failures.add(terminal.tally().terminal() + ": " + e);
                    } finally {
                        typed.countDown();
                    }
                    over.await();
                    return null;
                }));
            }
            CpuUsed cpu;
            long memory;
            try {
                cpu = cpuWhileTyping(server, others, start, deadline);
                typed.await();
                drain(tallies, deadline + DRAIN_NANOS);
                memory = server.memoryKb();
            } finally {
                over.countDown();
            }
            for (Future<?> judge : judging) {
                judge.get();
            }
            int reconnections = terminals.stream().mapToInt(t -> Math.max(0, t.connections() - 1)).sum();
            closeAll(terminals);
            return new Result(server.name(), tallies, List.copyOf(failures), start,
                sliceNanos / 1e9, cpu, memory, server.memoryMeasure(), reconnections, List.of(keysSince(tallies, start)));
        }
    }

    /**
     * CPU the server, this load generator and the idle servers used between two moments, and the
     * time the machine's host took from its cores meanwhile (steal), in nanoseconds.
     */
    record CpuUsed(long serverNanos, long benchNanos, long othersNanos, long stolenNanos) {

        CpuUsed plus(CpuUsed more) {
            return new CpuUsed(serverNanos + more.serverNanos, benchNanos + more.benchNanos, othersNanos + more.othersNanos,
                stolenNanos + more.stolenNanos);
        }
    }

    /** Waits for the typing to start, and then to end, and says how much CPU each used in between. */
    private static CpuUsed cpuWhileTyping(LoadTarget server, List<LoadTarget> others, long start, long deadline) throws InterruptedException {
        long bench = ProcessHandle.current().pid();
        sleepUntil(start);
        long serverBefore = server.cpuNanos();
        long benchBefore = ProcStats.cpuNanos(bench);
        long othersBefore = others.stream().mapToLong(LoadTarget::cpuNanos).sum();
        long stolenBefore = ProcStats.stolenNanos();
        sleepUntil(deadline);
        return new CpuUsed(server.cpuNanos() - serverBefore, ProcStats.cpuNanos(bench) - benchBefore,
            others.stream().mapToLong(LoadTarget::cpuNanos).sum() - othersBefore, ProcStats.stolenNanos() - stolenBefore);
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

    /** The percentiles of every key the stations sent from {@code startNanos} on: this slice's. */
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

    /** Closes every station at once: each may wait a moment for its server to see the end. */
    private static void closeAll(List<LoadTerminal> terminals) {
        try (ExecutorService closers = Executors.newVirtualThreadPerTaskExecutor()) {
            terminals.forEach(terminal -> closers.submit(terminal::close));
        }
    }

    private static void sleepUntil(long nanos) throws InterruptedException {
        long wait = nanos - System.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
    }
}
