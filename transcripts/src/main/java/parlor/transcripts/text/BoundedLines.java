package parlor.transcripts.text;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines the way {@link java.io.BufferedReader#readLine} does (ended by LF, CR or CR LF,
 * numbered from 1) but never holds more than {@link #MAX_CHARS} of one: the rest of a longer line
 * is read past and dropped, and the line says it was cut. Record readers skip such a line, so one
 * endless line of garbage costs a bounded amount of memory and the lines after it are still read.
 */
public final class BoundedLines {

    /** Far longer than any line a record holds; short enough that holding one costs nothing much. */
    public static final int MAX_CHARS = 1 << 20;

    /** Why a reader skips a cut line. */
    public static final String TOO_LONG = "line longer than " + MAX_CHARS + " characters: the rest of it was read past";

    /** One line: its number, its text (the first {@link #MAX_CHARS} characters if cut), and whether it was cut. */
    public record Line(int number, String text, boolean cut) {
    }

    private final Reader source;
    private final char[] buffer = new char[8192];
    private int position;
    private int filled;
    private boolean afterCr;
    private int number;

    public BoundedLines(Reader source) {
        this.source = source;
    }

    /** The next line, or null at the end of the text. */
    public Line next() throws IOException {
        StringBuilder text = new StringBuilder();
        boolean started = false;
        boolean cut = false;
        while (position < filled || fill()) {
            char c = buffer[position++];
            if (afterCr) {
                afterCr = false;
                if (c == '\n') {
                    continue;
                }
            }
            started = true;
            if (c == '\n' || c == '\r') {
                afterCr = c == '\r';
                return new Line(++number, text.toString(), cut);
            }
            if (text.length() < MAX_CHARS) {
                text.append(c);
            } else {
                cut = true;
            }
        }
        return started ? new Line(++number, text.toString(), cut) : null;
    }

    private boolean fill() throws IOException {
        int read = source.read(buffer, 0, buffer.length);
        position = 0;
        filled = Math.max(read, 0);
        return read > 0;
    }
}
