package parlor.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import parlor.relay.testing.ContestSubjects;
import parlor.transcripts.testing.Fuzzer;
import parlor.transcripts.testing.ReaderSubjects;

/**
 * The fuzzers of the test suite (every record reader, the contest file, a hidden host's entry) run
 * for longer with a seed of its own, printed first so that a failure can be repeated. Exits 1 if
 * any input failed. Usage: {@code FuzzReadersBench [SECONDS] [SEED]}.
 */
public final class FuzzReadersBench {

    private FuzzReadersBench() {}

    public static void main(String[] args) throws IOException {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : new SecureRandom().nextLong();
        System.out.printf(
                "fuzz-readers: seed %d, %d s in all (repeat with: bench/fuzz-readers %d %d)%n",
                seed, seconds, seconds, seed);
        Path scratch = Files.createTempDirectory("parlor-fuzz");
        try {
            List<Fuzzer.Subject> subjects = Stream.concat(
                            ReaderSubjects.all(scratch).stream(), ContestSubjects.all(scratch).stream())
                    .toList();
            Duration each = Duration.ofSeconds(seconds).dividedBy(subjects.size());
            List<Fuzzer.Tally> tallies = new ArrayList<>();
            for (Fuzzer.Subject subject : subjects) {
                Fuzzer.Tally tally = Fuzzer.run(subject, seed, Integer.MAX_VALUE, each);
                System.out.println(tally.summary());
                tally.failures().forEach(failure -> System.out.println("  FAILED " + failure));
                tallies.add(tally);
            }
            System.exit(report(tallies) == 0 ? 0 : 1);
        } finally {
            deleteAll(scratch);
        }
    }

    private static long report(List<Fuzzer.Tally> tallies) {
        long inputs = tallies.stream().mapToLong(Fuzzer.Tally::inputs).sum();
        long bytes = tallies.stream().mapToLong(Fuzzer.Tally::bytes).sum();
        long failed = tallies.stream().mapToLong(Fuzzer.Tally::failed).sum();
        long peak =
                tallies.stream().mapToLong(Fuzzer.Tally::peakHeapBytes).max().orElse(0);
        System.out.printf(
                "fuzz-readers: %d readers, %d inputs, %.1f MB, %d failures, peak heap %d MB of %d MB allowed%n",
                tallies.size(),
                inputs,
                bytes / 1e6,
                failed,
                peak >> 20,
                Runtime.getRuntime().maxMemory() >> 20);
        return failed;
    }

    private static void deleteAll(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
