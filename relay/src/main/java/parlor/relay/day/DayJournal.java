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
import parlor.transcripts.json.FlatJson;

/**
 * Where the day's clock stood, written down each time it changes ({@code day-clock.jsonl} beside
 * the transcripts, forced to disk), so a relay that is killed and started again goes on in the
 * same phase instead of starting the day over.
 */
final class DayJournal {

    static final String FILE_NAME = "day-clock.jsonl";

    /** The clock as last written: the phase (-1 before the start; past the last when over), time left, and when. */
    record Entry(int phase, Duration left, boolean paused, Instant at) {
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
        String line = "{\"phase\":" + entry.phase() + ",\"left_ms\":" + entry.left().toMillis() + ",\"paused\":" + entry.paused()
            + ",\"at\":\"" + entry.at() + "\"}\n";
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE)) {
            channel.write(java.nio.ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8)));
            channel.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the day's clock to " + file, e);
        }
    }

    /** The last entry that reads whole; a line cut short by a crash is passed over. */
    Optional<Entry> last() {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the day's clock from " + file, e);
        }
        for (int i = lines.size() - 1; i >= 0; i--) {
            try {
                Map<String, String> fields = FlatJson.parse(lines.get(i));
                return Optional.of(new Entry(Integer.parseInt(fields.get("phase")), Duration.ofMillis(Long.parseLong(fields.get("left_ms"))),
                    Boolean.parseBoolean(fields.get("paused")), Instant.parse(fields.get("at"))));
            } catch (RuntimeException damaged) {
                // a torn last line: the one before it stands
            }
        }
        return Optional.empty();
    }
}
