package parlor.transcripts.text;

/**
 * Keeps text on one line with no control characters, reversibly: {@code \\} for a backslash,
 * {@code \xHH} for a control character. Used wherever a record is one line per event.
 */
public final class Escaping {

    private static final java.util.HexFormat HEX = java.util.HexFormat.of();

    private Escaping() {}

    public static String escape(String text) {
        if (plain(text)) {
            return text; // nearly always, and a key's name or echo passes here several times
        }
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                out.append("\\\\");
            } else if (needsHex(c)) {
                // not String.format: a frame or record line full of them parsed a format string per character
                out.append("\\x").append(HEX.toHexDigits((byte) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean plain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' || needsHex(c)) {
                return false;
            }
        }
        return true;
    }

    /** A control character, C0, DEL or C1. */
    private static boolean needsHex(char c) {
        return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0);
    }

    /** The text {@link #escape} was given; throws {@link IllegalArgumentException} on a malformed escape. */
    public static String unescape(String text) {
        if (text.indexOf('\\') < 0) {
            return text;
        }
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
