package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.read.Records;

/** Reads every record in a folder several times and prints MB/s and keystrokes/s. */
public final class ReadCorpusBench {

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            files = listing.sorted().toList();
        }
        long bytes = 0;
        for (Path file : files) {
            bytes += Files.size(file);
        }
        long keys = 0;
        for (int warm = 0; warm < 3; warm++) {
            keys = readAll(files);
        }
        long start = System.nanoTime();
        for (int round = 0; round < rounds; round++) {
            readAll(files);
        }
        double seconds = (System.nanoTime() - start) / 1e9 / rounds;
        System.out.printf("parlor read %d files, %.2f MB, %d keystrokes: %.1f ms per pass, %.1f MB/s, %.0f keystrokes/s (%d passes after 3 warm-up)%n",
            files.size(), bytes / 1e6, keys, seconds * 1000, bytes / 1e6 / seconds, keys / seconds, rounds);
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
