package parlor.transcripts.keylog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

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
        BufferedReader reader = new BufferedReader(source);
        int number = 0;
        for (String text = reader.readLine(); text != null; text = reader.readLine()) {
            number++;
            if (text.isBlank()) {
                continue;
            }
            try {
                lines.add(KeyLogLine.parse(text));
            } catch (IllegalArgumentException e) {
                skipped.add(new Skipped(fileName, number, e.getMessage(), Skipped.abbreviate(text)));
            }
        }
        return new Result(List.copyOf(lines), List.copyOf(skipped));
    }
}
