package parlor.transcripts.text;

/**
 * Keeps text on one line with no control characters, reversibly: {@code \\} for a backslash,
 * {@code \xHH} for a control character. Used wherever a record is one line per event.
 */
public final class Escaping {

    private Escaping() {
    }

    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                out.append("\\\\");
            } else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0)) {
                out.append(String.format("\\x%02x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** The text {@link #escape} was given; throws {@link IllegalArgumentException} on a malformed escape. */
    public static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\') {
                out.append(c);
            } else if (i + 1 < text.length() && text.charAt(i + 1) == '\\') {
                out.append('\\');
                i++;
            } else if (i + 3 < text.length() && text.charAt(i + 1) == 'x') {
                out.append((char) Integer.parseInt(text.substring(i + 2, i + 4), 16));
                i += 3;
            } else {
                throw new IllegalArgumentException("bad escape at " + i);
            }
        }
        return out.toString();
    }
}
