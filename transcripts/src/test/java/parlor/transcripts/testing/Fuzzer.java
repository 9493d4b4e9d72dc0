package parlor.transcripts.testing;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Feeds a reader seeded random and mutated input, each case on a worker thread with a deadline, and
 * counts what happened. A case fails if the reader throws anything its target does not accept or
 * takes longer than {@link #CASE_TIMEOUT}; the failing input is saved so it can be read again.
 */
public final class Fuzzer {

    public static final Duration CASE_TIMEOUT = Duration.ofSeconds(5);
    private static final int FAILURES_KEPT = 5;

    /** Reads one input; returns how many lines the reader reported skipped. Whatever it throws is a failure. */
    @FunctionalInterface
    public interface Target {
        int read(byte[] input) throws Exception;
    }

    /** A reader under fuzz, the real inputs its damage starts from, and words of its format. */
    public record Subject(String name, List<byte[]> seeds, List<String> words, int longestLine, Target target) {}

    /** What a run did. */
    public record Tally(
            String name,
            long seed,
            int inputs,
            long bytes,
            long skipped,
            int failed,
            List<String> failures,
            Duration took,
            long peakHeapBytes) {

        public String summary() {
            return String.format(
                    "fuzz %s: seed %d, %d inputs, %.1f MB, %d skipped or refused, %d failures, %d ms, peak heap %d MB",
                    name, seed, inputs, bytes / 1e6, skipped, failed, took.toMillis(), peakHeapBytes >> 20);
        }
    }

    private final Subject subject;
    private final long seed;
    private ExecutorService worker = newWorker();

    private Fuzzer(Subject subject, long seed) {
        this.subject = subject;
        this.seed = seed;
    }

    /** Runs until {@code maxInputs} inputs or {@code maxTime} have gone, whichever comes first. */
    public static Tally run(Subject subject, long seed, int maxInputs, Duration maxTime) {
        Fuzzer fuzzer = new Fuzzer(subject, seed);
        try {
            return fuzzer.run(maxInputs, maxTime);
        } finally {
            fuzzer.worker.shutdownNow();
        }
    }

    private Tally run(int maxInputs, Duration maxTime) {
        Mutator mutator = new Mutator(new Random(seed), subject.words(), subject.longestLine());
        long start = System.nanoTime();
        long deadline = start + maxTime.toNanos();
        int inputs = 0;
        long bytes = 0;
        long skipped = 0;
        int failed = 0;
        long peakHeap = 0;
        List<String> failures = new ArrayList<>();
        while (inputs < maxInputs && System.nanoTime() < deadline) {
            byte[] input = next(mutator);
            inputs++;
            bytes += input.length;
            try {
                skipped += readWithDeadline(input);
                // sampled after each input: the most the heap held, garbage included, never more than -Xmx
                peakHeap = Math.max(
                        peakHeap,
                        ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
            } catch (CaseFailed e) {
                failed++;
                if (failures.size() < FAILURES_KEPT) {
                    failures.add("input " + inputs + " of seed " + seed + ": " + e.getMessage() + " (saved as "
                            + save(input, inputs) + ")");
                }
            }
        }
        return new Tally(
                subject.name(),
                seed,
                inputs,
                bytes,
                skipped,
                failed,
                List.copyOf(failures),
                Duration.ofNanos(System.nanoTime() - start),
                peakHeap);
    }

    /** Mostly a real input damaged; now and then pure garbage, or a real input untouched (it must still read). */
    private byte[] next(Mutator mutator) {
        Random random = mutator.random();
        int roll = random.nextInt(20);
        if (roll == 0 || subject.seeds().isEmpty()) {
            return mutator.garbage();
        }
        byte[] original = subject.seeds().get(random.nextInt(subject.seeds().size()));
        return roll == 1 ? original : mutator.mutate(original);
    }

    private int readWithDeadline(byte[] input) throws CaseFailed {
        Future<Integer> result = worker.submit(() -> subject.target().read(input));
        try {
            return result.get(CASE_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            // the stuck thread cannot be stopped, only abandoned: later cases get a fresh one
            result.cancel(true);
            worker.shutdownNow();
            worker = newWorker();
            throw new CaseFailed("no answer within " + CASE_TIMEOUT.toSeconds() + " s (a hang)");
        } catch (ExecutionException e) {
            throw new CaseFailed(stackTop(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CaseFailed("interrupted");
        }
    }

    private Path save(byte[] input, int number) {
        Path folder = Path.of(System.getProperty("parlor.fuzz.failures", "target/fuzz-failures"));
        Path file = folder.resolve(subject.name() + "-seed" + seed + "-input" + number + ".bin");
        try {
            Files.createDirectories(folder);
            Files.write(file, input);
        } catch (IOException e) {
            return Path.of("(not saved: " + e.getMessage() + ")");
        }
        return file.toAbsolutePath();
    }

    private static String stackTop(Throwable thrown) {
        StringWriter trace = new StringWriter();
        thrown.printStackTrace(new PrintWriter(trace));
        return String.join("\n", trace.toString().lines().limit(12).toList());
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "fuzz-case");
            thread.setDaemon(true);
            return thread;
        });
    }

    private static final class CaseFailed extends Exception {
        CaseFailed(String message) {
            super(message);
        }
    }
}
