package parlor.transcripts.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import parlor.transcripts.keylog.Durability;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogTo96;
import parlor.transcripts.keylog.KeyLogWriter;

/** A relay's records made by hand, for the tools that read a transcripts folder. */
public final class KeyRecords {

    private KeyRecords() {}

    /** {@code STEM.keys} holding the log, chained as a relay with no contest key chains it, beside the {@code STEM.TXT} the relay derives from it. */
    public static void write(Path folder, String stem, List<KeyLogLine> log) throws IOException {
        write(folder, stem, log, java.util.Optional.empty());
    }

    /** As above, chained under {@code recordKey} (a keyed contest's relay). */
    public static void write(Path folder, String stem, List<KeyLogLine> log, java.util.Optional<byte[]> recordKey)
            throws IOException {
        Path keys = folder.resolve(stem + ".keys");
        Files.createDirectories(keys.getParent());
        Files.deleteIfExists(keys);
        try (var writer = new KeyLogWriter(keys, new Durability.Flush(), java.time.Clock.systemUTC(), recordKey)) {
            log.forEach(writer::write);
        }
        text(folder, stem, log);
    }

    /** As a relay wrote it before records were chained. */
    public static void writeUnchained(Path folder, String stem, List<KeyLogLine> log) throws IOException {
        Path keys = folder.resolve(stem + ".keys");
        Files.createDirectories(keys.getParent());
        Files.write(keys, log.stream().map(KeyLogLine::format).toList());
        text(folder, stem, log);
    }

    private static void text(Path folder, String stem, List<KeyLogLine> log) throws IOException {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        KeyLogTo96.write(log, stem, text);
        Files.write(folder.resolve(stem + ".TXT"), text.toByteArray());
    }
}
