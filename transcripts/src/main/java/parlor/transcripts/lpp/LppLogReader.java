package parlor.transcripts.lpp;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.text.BoundedLines;
import parlor.transcripts.text.Skipped;

/**
 * Reads the keystroke logs of the LPP contests: header lines, then one line per key,
 * {@code J<n> <stamp> <typist> <side> <key>} (2009, 2012) or {@code J<n> <stamp> <stamp> <typist>
 * <side> <key>} (2007). Real files are damaged in places (truncated lines, header text spliced in,
 * empty key fields); every such line is reported with its number and reading goes on.
 */
public final class LppLogReader {

    private LppLogReader() {}

    public static LppLog read(Reader source, String file) throws IOException {
        return read(new BoundedLines(source), file);
    }

    /** A log already read whole (as {@link parlor.transcripts.read.Records} reads a record). */
    public static LppLog read(String text, String file) throws IOException {
        return read(new BoundedLines(text), file);
    }

    private static LppLog read(BoundedLines reader, String file) throws IOException {
        List<String> header = new ArrayList<>();
        List<LppLog.Line> keys = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        KeyLineScanner scanner = new KeyLineScanner();
        for (BoundedLines.Line text = reader.next(); text != null; text = reader.next()) {
            int number = text.number();
            String line = text.text().strip();
            if (text.cut()) {
                skipped.add(Skipped.tooLong(file, text));
                continue;
            }
            if (line.isEmpty()) {
                continue;
            }
            if (keys.isEmpty() && !KeyLineScanner.looksLikeKey(line)) {
                header.add(line);
                continue;
            }
            try {
                keys.add(scanner.scan(line, number));
            } catch (IllegalArgumentException e) {
                skipped.add(new Skipped(file, number, e.getMessage(), Skipped.abbreviate(line)));
            }
        }
        return new LppLog(file, header, keys, skipped);
    }
}
