package parlor.transcripts.keys;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** X11 keysym names for the characters a judge can type, as the LPP protocol and its logs use them. */
public final class KeyNames {

    private static final Map<Character, String> NAME_BY_CHAR = new HashMap<>();
    private static final Map<String, Character> CHAR_BY_NAME = new HashMap<>();

    static {
        String[] punctuation = {
            " space",
            "!exclam",
            "\"quotedbl",
            "#numbersign",
            "$dollar",
            "%percent",
            "&ampersand",
            "'apostrophe",
            "(parenleft",
            ")parenright",
            "*asterisk",
            "+plus",
            ",comma",
            "-minus",
            ".period",
            "/slash",
            ":colon",
            ";semicolon",
            "<less",
            "=equal",
            ">greater",
            "?question",
            "@at",
            "[bracketleft",
            "\\backslash",
            "]bracketright",
            "^asciicircum",
            "_underscore",
            "`grave",
            "{braceleft",
            "|bar",
            "}braceright",
            "~asciitilde",
        };
        for (String entry : punctuation) {
            define(entry.charAt(0), entry.substring(1));
        }
        define('\r', "Return");
        define('\n', "Linefeed");
        define('\b', "BackSpace");
        define('\u007f', "Delete");
        define('\t', "Tab");
        define('\u001b', "Escape");
        // names seen in older logs and key tables that mean the same character
        CHAR_BY_NAME.put("quoteright", '\'');
        CHAR_BY_NAME.put("quoteleft", '`');
        CHAR_BY_NAME.put("quotedble", '"');
        CHAR_BY_NAME.put("CR", '\r');
        CHAR_BY_NAME.put("quotedl", '"');
        CHAR_BY_NAME.put("tab", '\t');
    }

    private KeyNames() {}

    private static void define(char c, String name) {
        NAME_BY_CHAR.put(c, name);
        CHAR_BY_NAME.put(name, c);
    }

    /** The key name for a character: letters and digits name themselves. */
    public static String nameOf(char c) {
        String name = NAME_BY_CHAR.get(c);
        if (name != null) {
            return name;
        }
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
            return String.valueOf(c);
        }
        return String.format("U%04X", (int) c);
    }

    /** The character a key name stands for, if it stands for one. */
    public static Optional<Character> charOf(String name) {
        int code = codeOf(name);
        return code < 0 ? Optional.empty() : Optional.of((char) code);
    }

    /** {@link #charOf}'s character, or -1: asked several times for every key the relay handles, so it allocates nothing. */
    static int codeOf(String name) {
        if (name.length() == 1) {
            // no name in the table is one character long, and most keys typed are: no lookup for them
            return Character.isLetterOrDigit(name.charAt(0)) ? name.charAt(0) : -1;
        }
        Character known = CHAR_BY_NAME.get(name);
        if (known != null) {
            return known;
        }
        if (name.length() == 5 && name.charAt(0) == 'U') {
            try {
                int code = Integer.parseInt(name, 1, 5, 16);
                return code < 0 ? -1 : code;
            } catch (NumberFormatException notHex) {
                return -1;
            }
        }
        return -1;
    }
}
