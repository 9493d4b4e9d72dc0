package parlor.transcripts.keylog;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.text.BoundedLines;

/** Reads a keystroke log, keeping every good line and reporting every bad one. */
public final class KeyLogReader {

    /** What a log held. */
    public record Result(List<KeyLogLine> lines, List<Skipped> skipped) {
    }

    private KeyLogReader() {
    }

    public static Result read(Reader source, String fileName) throws IOException {
        List<KeyLogLine> lines = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        BoundedLines reader = new BoundedLines(source);
        for (BoundedLines.Line line = reader.next(); line != null; line = reader.next()) {
            String text = line.text();
            if (line.cut()) {
                skipped.add(Skipped.tooLong(fileName, line));
            } else if (!text.isBlank()) {
                try {
                    lines.add(KeyLogLine.parse(text));
                } catch (IllegalArgumentException e) {
                    skipped.add(new Skipped(fileName, line.number(), e.getMessage(), Skipped.abbreviate(text)));
                }
            }
        }
        return new Result(List.copyOf(lines), List.copyOf(skipped));
    }
}
