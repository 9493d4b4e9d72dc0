package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.keylog.Durability;
import parlor.transcripts.keylog.KeyLogChain;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogWriter;

/**
 * What the chain adds to each keystroke-log line the relay writes: the same writer, the same key
 * lines, into a record with no chain (an older one, appended to unchained), a plain hash chain and
 * a keyed one, in alternating rounds; the median of the rounds per line.
 */
public final class KeyLogChainBench {

    private static final Instant T0 = Instant.parse("2026-11-25T21:00:00Z");

    public static void main(String[] args) throws Exception {
        Path folder = Files.createTempDirectory(
                Path.of(args.length > 0 ? args[0] : System.getProperty("java.io.tmpdir")), "chain-bench");
        int lines = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        int rounds = 9;
        List<KeyLogLine> keys = new ArrayList<>();
        for (int i = 0; i < lines; i++) {
            keys.add(new KeyLogLine(
                    T0.plusMillis(i * 90L),
                    "T1",
                    4,
                    "-",
                    "judge",
                    KeyLogLine.What.KEY,
                    (char) ('a' + i % 26) + " " + (i + 1)));
        }
        String[] names = {"no chain", "plain hash chain", "keyed chain"};
        double[][] perLine = new double[names.length][rounds + 2];
        for (int round = 0; round < rounds + 2; round++) {
            for (int kind = 0; kind < names.length; kind++) {
                perLine[kind][round] = run(folder.resolve(round + "-" + kind + ".keys"), kind, keys);
            }
        }
        for (int kind = 0; kind < names.length; kind++) {
            double[] measured = Arrays.copyOfRange(perLine[kind], 2, rounds + 2);
            Arrays.sort(measured);
            System.out.printf(
                    "%-17s %6.0f ns per line (median of %d rounds of %,d lines after 2 warm-up; flush, in %s)%n",
                    names[kind], measured[rounds / 2], rounds, lines, folder.getParent());
        }
        Files.delete(folder);
    }

    /** Nanoseconds per line for one writer over all the lines. */
    private static double run(Path file, int kind, List<KeyLogLine> keys) throws Exception {
        if (kind == 0) {
            // a record begun unchained is appended to unchained: the same writer, minus the chain
            Files.writeString(file, keys.get(0).format() + "\n");
        }
        Optional<byte[]> key =
                kind == 2 ? Optional.of(KeyLogChain.recordKey("a contest key for the bench")) : Optional.empty();
        long start;
        long end;
        try (KeyLogWriter writer =
                new KeyLogWriter(file, new Durability.Flush(), Clock.fixed(T0, ZoneOffset.UTC), key)) {
            start = System.nanoTime();
            for (KeyLogLine line : keys) {
                writer.write(line);
            }
            end = System.nanoTime();
        }
        Files.delete(file);
        return (end - start) / (double) keys.size();
    }
}
