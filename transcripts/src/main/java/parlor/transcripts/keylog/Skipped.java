package parlor.transcripts.keylog;

/** A line a reader could not use: where it was, why, and what it said (abbreviated). */
public record Skipped(String file, int line, String reason, String text) {

    @Override
    public String toString() {
        return file + ":" + line + ": " + reason + (text.isEmpty() ? "" : ": " + text);
    }

    public static String abbreviate(String text) {
        String shown = parlor.transcripts.text.Escaping.escape(text);
        return shown.length() <= 60 ? shown : shown.substring(0, 60) + "...";
    }
}
