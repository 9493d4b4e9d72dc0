package parlor.transcripts.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogTo96;

/** A relay's records made by hand, for the tools that read a transcripts folder. */
public final class KeyRecords {

    private KeyRecords() {
    }

    /** {@code STEM.keys} holding the log, beside the {@code STEM.TXT} the relay derives from it. */
    public static void write(Path folder, String stem, List<KeyLogLine> log) throws IOException {
        Path keys = folder.resolve(stem + ".keys");
        Files.createDirectories(keys.getParent());
        Files.write(keys, log.stream().map(KeyLogLine::format).toList());
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        KeyLogTo96.write(log, stem, text);
        Files.write(folder.resolve(stem + ".TXT"), text.toByteArray());
    }
}
