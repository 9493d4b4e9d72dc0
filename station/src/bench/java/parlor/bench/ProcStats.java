package parlor.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.UncheckedIOException;
import java.util.stream.Stream;

/** What Linux's /proc says about a process: CPU time used and memory held. Zero for a process that has gone. */
final class ProcStats {

    private ProcStats() {
    }

    /**
     * CPU time its threads have run, in nanoseconds, from the scheduler's own count
     * ({@code /proc/PID/task/TID/schedstat}). Not utime and stime from {@code /proc/PID/stat}: those are
     * sampled at clock ticks, and on this machine a socat child that runs for microseconds at a time
     * showed 0 there while its scheduler count said seconds. A thread that ended is no longer counted.
     */
    static long cpuNanos(long pid) {
        return schedstatSum(pid, 0);
    }

    /**
     * Time its threads were ready to run but waited for a core, in nanoseconds (the run queue's
     * delay, the second number of the same schedstat): on 2 cores shared with the load generator's
     * 2,000 threads, where a server's tail comes from.
     */
    static long waitNanos(long pid) {
        return schedstatSum(pid, 1);
    }

    private static long schedstatSum(long pid, int field) {
        try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            return tasks.mapToLong(task -> numberIn(task.resolve("schedstat"), field)).sum();
        } catch (IOException | UncheckedIOException gone) {
            return 0;
        }
    }

    /**
     * {@link #cpuNanos} by kind of thread: its name without the number that tells threads of a kind
     * apart ({@code link-loop-2}, {@code ForkJoinPool-1-worker-3}, {@code C2 CompilerThread1}). A
     * thread that ended between two readings is missing from their difference.
     */
    static java.util.Map<String, Long> cpuNanosByThread(long pid) {
        java.util.Map<String, Long> byKind = new java.util.TreeMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            tasks.forEach(task -> {
                try {
                    String kind = Files.readString(task.resolve("comm")).strip().replaceAll("[-#]?\\d+$", "")
                        .replaceAll("-\\d+-", "-");
                    byKind.merge(kind, numberIn(task.resolve("schedstat"), 0), Long::sum);
                } catch (IOException | UncheckedIOException gone) {
                    // a thread that ended as it was listed
                }
            });
        } catch (IOException | UncheckedIOException gone) {
            return java.util.Map.of();
        }
        return byKind;
    }

    /** {@code a} plus {@code sign} times {@code b}, kind by kind. */
    static java.util.Map<String, Long> combined(java.util.Map<String, Long> a, java.util.Map<String, Long> b, int sign) {
        java.util.Map<String, Long> sum = new java.util.TreeMap<>(a);
        b.forEach((kind, nanos) -> sum.merge(kind, sign * nanos, Long::sum));
        return sum;
    }

    /**
     * Time the hypervisor has given this machine's virtual cores to others while they had work
     * (the steal column of {@code /proc/stat}, all cores), in nanoseconds; 0 where it is not counted.
     */
    static long stolenNanos() {
        try {
            String[] cpu = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            return cpu.length > 8 ? Long.parseLong(cpu[8]) * (1_000_000_000L / CLOCK_TICKS_PER_SECOND) : 0;
        } catch (IOException | RuntimeException unreadable) {
            return 0;
        }
    }

    /** USER_HZ, the unit of /proc/stat's times: 100 on every Linux this runs on. */
    private static final long CLOCK_TICKS_PER_SECOND = 100;

    /** A field of /proc/PID/status in kilobytes, such as VmRSS (resident now) or VmHWM (the most it was resident). */
    static long statusKb(long pid, String field) {
        return kilobytesIn(Path.of("/proc", Long.toString(pid), "status"), field + ":");
    }

    /** The process's proportional share of the memory it holds: shared pages are split among those that share them. */
    static long pssKb(long pid) {
        return kilobytesIn(Path.of("/proc", Long.toString(pid), "smaps_rollup"), "Pss:");
    }

    private static long numberIn(Path file, int field) {
        try {
            return Long.parseLong(Files.readString(file).trim().split("\\s+")[field]);
        } catch (IOException gone) {
            return 0;
        }
    }

    private static long kilobytesIn(Path file, String label) {
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith(label)) {
                    return Long.parseLong(line.substring(label.length()).trim().split("\\s+")[0]);
                }
            }
            return 0;
        } catch (IOException gone) {
            return 0;
        }
    }
}
