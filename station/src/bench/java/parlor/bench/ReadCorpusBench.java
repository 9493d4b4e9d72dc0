package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.read.Records;

/**
 * Reads every record in a folder pass after pass and prints the best pass and the median as MB/s
 * and keystrokes/s; then the same for one Parlor keystroke log made from the same records
 * ({@link CorpusKeyLog}). The best pass is the figure: on a shared machine the slower passes
 * measure the other load. Passes start once the compiler has settled (a second of warm-up at least).
 */
public final class ReadCorpusBench {

    private static final long WARM_UP_NANOS = 2_000_000_000L;

    @FunctionalInterface
    private interface Pass {
        long run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            files = listing.sorted().toList();
        }
        measure("parlor read " + files.size() + " files", bytes(files), passes, () -> readAll(files));
        Path scratch = Files.createTempDirectory("read-corpus");
        try {
            Path keys = CorpusKeyLog.write(files, scratch.resolve("corpus.keys"));
            measure("keystroke log made from them (" + keys.getFileName() + ", hash-chained)", Files.size(keys), passes,
                () -> readAll(List.of(keys)));
        } finally {
            try (Stream<Path> made = Files.list(scratch)) {
                for (Path file : made.toList()) {
                    Files.delete(file);
                }
            }
            Files.delete(scratch);
        }
    }

    private static void measure(String what, long bytes, int passes, Pass pass) throws Exception {
        long keys = 0;
        long warmUntil = System.nanoTime() + WARM_UP_NANOS;
        int warm = 0;
        while (warm < 3 || System.nanoTime() < warmUntil) {
            keys = pass.run();
            warm++;
        }
        long[] nanos = new long[passes];
        for (int i = 0; i < passes; i++) {
            long start = System.nanoTime();
            pass.run();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        double best = nanos[0] / 1e9;
        double median = nanos[passes / 2] / 1e9;
        System.out.printf("%s, %.2f MB, %d keystrokes: best pass %.1f ms, %.1f MB/s, %.0f keystrokes/s; median %.1f ms, %.1f MB/s"
                + " (%d passes after %d warm-up)%n",
            what, bytes / 1e6, keys, best * 1000, bytes / 1e6 / best, keys / best, median * 1000, bytes / 1e6 / median, passes, warm);
    }

    private static long bytes(List<Path> files) throws Exception {
        long bytes = 0;
        for (Path file : files) {
            bytes += Files.size(file);
        }
        return bytes;
    }

    private static long readAll(List<Path> files) throws Exception {
        long keys = 0;
        for (Path file : files) {
            for (Conversation c : Records.read(file)) {
                keys += c.keys().size();
            }
        }
        return keys;
    }
}
