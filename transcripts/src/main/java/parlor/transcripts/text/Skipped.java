package parlor.transcripts.text;

/** A line a reader could not use: where it was, why, and what it said (abbreviated). */
public record Skipped(String file, int line, String reason, String text) {

    private static final int SHOWN = 60;

    @Override
    public String toString() {
        return file + ":" + line + ": " + reason + (text.isEmpty() ? "" : ": " + text);
    }

    /** A line too long to read, as {@link parlor.transcripts.text.BoundedLines} reports it. */
    public static Skipped tooLong(String file, parlor.transcripts.text.BoundedLines.Line line) {
        return new Skipped(file, line.number(), parlor.transcripts.text.BoundedLines.TOO_LONG, abbreviate(line.text()));
    }

    public static String abbreviate(String text) {
        // escaping never shortens, so 61 characters are enough to show 60 and know there is more
        String shown = parlor.transcripts.text.Escaping.escape(
                text.length() > SHOWN + 1 ? text.substring(0, SHOWN + 1) : text);
        return shown.length() <= SHOWN ? shown : shown.substring(0, SHOWN) + "...";
    }
}
