package parlor.transcripts.text;

/** Text put into the HTML pages Parlor writes (transcripts, results, prescreening answers). */
public final class Html {

    private Html() {}

    /** The text as HTML shows it literally, in an element or in a quoted attribute. */
    public static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
