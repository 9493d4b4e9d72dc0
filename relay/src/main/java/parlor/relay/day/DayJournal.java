package parlor.relay.day;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.transcripts.files.OwnerOnly;
import parlor.transcripts.json.FlatJson;

/**
 * Where the day's clock stood, written down each time it changes ({@code day-clock.jsonl} beside
 * the transcripts, forced to disk), with the seed the sides were drawn with, so a relay that is
 * killed and started again goes on in the same phase, with the same draw, instead of starting the
 * day over.
 */
final class DayJournal {

    static final String FILE_NAME = "day-clock.jsonl";

    /** The clock as last written: the phase (-1 before the start; past the last when over), time left, and when; and the day's seed. */
    record Entry(int phase, Duration left, boolean paused, Instant at, long seed) {
        /** Time left now, for a clock that kept running while the relay was down. */
        Duration leftAt(Instant now) {
            Duration gone = paused ? Duration.ZERO : Duration.between(at, now);
            Duration left = this.left.minus(gone);
            return left.isNegative() ? Duration.ZERO : left;
        }
    }

    private final Path file;

    DayJournal(Path folder) {
        this.file = folder.resolve(FILE_NAME);
    }

    void write(Entry entry) {
        String line =
                "{\"phase\":" + entry.phase() + ",\"left_ms\":" + entry.left().toMillis() + ",\"paused\":"
                        + entry.paused() + ",\"at\":\"" + entry.at() + "\",\"seed\":" + entry.seed() + "}\n";
        try (FileChannel channel =
                OwnerOnly.open(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE)) {
            channel.write(java.nio.ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8)));
            channel.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the day's clock to " + file, e);
        }
    }

    /** The last entry that reads whole; a line cut short by a crash is passed over. */
    Optional<Entry> last() {
        List<String> lines = lines();
        for (int i = lines.size() - 1; i >= 0; i--) {
            Optional<Entry> entry = entry(lines.get(i));
            if (entry.isPresent()) {
                return entry;
            }
        }
        return Optional.empty();
    }

    /** The seed the day in the transcripts folder {@code folder} was drawn with, if a day has begun there. */
    static Optional<Long> seedIn(Path folder) {
        return new DayJournal(folder)
                .lines().stream()
                        .map(DayJournal::entry)
                        .flatMap(Optional::stream)
                        .filter(entry -> entry.seed() >= 0)
                        .map(Entry::seed)
                        .findFirst();
    }

    private List<String> lines() {
        if (!Files.exists(file)) {
            return List.of();
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the day's clock from " + file, e);
        }
    }

    /** One line as an entry; empty for a torn line. Lines from before the seed was kept say -1 for it. */
    private static Optional<Entry> entry(String line) {
        try {
            Map<String, String> fields = FlatJson.parse(line);
            long seed = fields.containsKey("seed") ? Long.parseLong(fields.get("seed")) : -1;
            return Optional.of(new Entry(
                    Integer.parseInt(fields.get("phase")),
                    Duration.ofMillis(Long.parseLong(fields.get("left_ms"))),
                    Boolean.parseBoolean(fields.get("paused")),
                    Instant.parse(fields.get("at")),
                    seed));
        } catch (RuntimeException damaged) {
            return Optional.empty();
        }
    }
}
