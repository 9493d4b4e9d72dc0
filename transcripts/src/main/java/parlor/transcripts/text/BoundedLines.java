package parlor.transcripts.text;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines the way {@link java.io.BufferedReader#readLine} does (ended by LF, CR or CR LF,
 * numbered from 1) but never holds more than {@link #MAX_CHARS} of one: the rest of a longer line
 * is read past and dropped, and the line says it was cut. Record readers skip such a line, so one
 * endless line of garbage costs a bounded amount of memory and the lines after it are still read.
 * A line is cut straight out of the buffer (or out of a text read whole) rather than built a
 * character at a time: that was a fifth of the time to read the 2012 corpus.
 */
public final class BoundedLines {

    /** Far longer than any line a record holds; short enough that holding one costs nothing much. */
    public static final int MAX_CHARS = 1 << 20;

    /** Why a reader skips a cut line. */
    public static final String TOO_LONG = "line longer than " + MAX_CHARS + " characters: the rest of it was read past";

    /** One line: its number, its text (the first {@link #MAX_CHARS} characters if cut), and whether it was cut. */
    public record Line(int number, String text, boolean cut) {}

    private final Reader source;
    /** A text read whole, or null when reading from {@link #source}. */
    private final String whole;

    private final char[] buffer;
    private int position;
    private int filled;
    private boolean afterCr;
    private int number;

    public BoundedLines(Reader source) {
        this.source = source;
        this.whole = null;
        this.buffer = new char[8192];
    }

    /** Lines of a text already in memory, cut from it with no buffer in between. */
    public BoundedLines(String text) {
        this.source = null;
        this.whole = text;
        this.buffer = null;
        this.filled = text.length();
    }

    /** The next line, or null at the end of the text. */
    public Line next() throws IOException {
        return whole != null ? nextOfWhole() : nextOfSource();
    }

    private Line nextOfWhole() {
        if (afterCr && position < filled && whole.charAt(position) == '\n') {
            position++;
        }
        afterCr = false;
        if (position >= filled) {
            return null;
        }
        int start = position;
        int end = endOfLine(whole, start, filled);
        position = end < filled ? end + 1 : end;
        afterCr = end < filled && whole.charAt(end) == '\r';
        int kept = Math.min(end - start, MAX_CHARS);
        return new Line(++number, whole.substring(start, start + kept), end - start > MAX_CHARS);
    }

    private Line nextOfSource() throws IOException {
        StringBuilder spilled = null; // the start of a line that runs past the end of the buffer
        boolean started = false;
        boolean cut = false;
        while (position < filled || fill()) {
            if (afterCr) {
                afterCr = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            started = true;
            int start = position;
            int end = endOfLine(buffer, start, filled);
            int held = spilled == null ? 0 : spilled.length();
            int kept = Math.min(end - start, MAX_CHARS - held);
            cut |= kept < end - start;
            if (end < filled) {
                position = end + 1;
                afterCr = buffer[end] == '\r';
                String text = spilled == null
                        ? new String(buffer, start, kept)
                        : spilled.append(buffer, start, kept).toString();
                return new Line(++number, text, cut);
            }
            position = end;
            spilled = (spilled == null ? new StringBuilder() : spilled).append(buffer, start, kept);
        }
        return started ? new Line(++number, spilled == null ? "" : spilled.toString(), cut) : null;
    }

    private static int endOfLine(CharSequence text, int from, int to) {
        int i = from;
        while (i < to && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    private static int endOfLine(char[] text, int from, int to) {
        int i = from;
        while (i < to && text[i] != '\n' && text[i] != '\r') {
            i++;
        }
        return i;
    }

    private boolean fill() throws IOException {
        int read = source.read(buffer, 0, buffer.length);
        position = 0;
        filled = Math.max(read, 0);
        return read > 0;
    }
}
