package parlor.transcripts.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one JSON object per line into its top-level fields, as text. Enough for record formats
 * whose lines are flat maps; nested values are kept as their JSON text. Refuses anything malformed
 * with the position of the problem.
 */
public final class FlatJson {

    private final String text;
    private int at;

    private FlatJson(String text) {
        this.text = text;
    }

    /** The object's fields; string values unescaped, others as written ({@code 12}, {@code true}, {@code {...}}). */
    public static Map<String, String> parse(String line) {
        FlatJson parser = new FlatJson(line);
        Map<String, String> fields = parser.object();
        parser.blanks();
        if (parser.at != line.length()) {
            throw parser.error("text after the object");
        }
        return fields;
    }

    /** An array's elements in the same form as {@link #parse} gives fields, so an element that is an object parses in turn. */
    public static List<String> elements(String array) {
        FlatJson parser = new FlatJson(array);
        parser.blanks();
        List<String> elements = parser.array();
        parser.blanks();
        if (parser.at != array.length()) {
            throw parser.error("text after the array");
        }
        return elements;
    }

    private List<String> array() {
        List<String> elements = new ArrayList<>();
        expect('[');
        blanks();
        if (peek() == ']') {
            at++;
            return elements;
        }
        while (true) {
            blanks();
            elements.add(value());
            blanks();
            char next = next();
            if (next == ']') {
                return elements;
            }
            if (next != ',') {
                throw error("expected , or ]");
            }
        }
    }

    private Map<String, String> object() {
        Map<String, String> fields = new LinkedHashMap<>();
        expect('{');
        blanks();
        if (peek() == '}') {
            at++;
            return fields;
        }
        while (true) {
            blanks();
            String key = string();
            blanks();
            expect(':');
            blanks();
            fields.put(key, value());
            blanks();
            char next = next();
            if (next == '}') {
                return fields;
            }
            if (next != ',') {
                throw error("expected , or }");
            }
        }
    }

    private String value() {
        char c = peek();
        if (c == '"') {
            return string();
        }
        int start = at;
        if (c == '{' || c == '[') {
            skipNested();
        } else {
            while (at < text.length() && ",}] \t".indexOf(text.charAt(at)) < 0) {
                at++;
            }
            if (start == at) {
                throw error("missing value");
            }
        }
        return text.substring(start, at);
    }

    private void skipNested() {
        int depth = 0;
        do {
            char c = next();
            if (c == '"') {
                at--;
                string();
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
        } while (depth > 0);
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = next();
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char escaped = next();
            switch (escaped) {
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("short \\u escape");
                    }
                    try {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException e) {
                        throw error("bad \\u escape");
                    }
                    at += 4;
                }
                default -> out.append(escaped);
            }
        }
    }

    private void blanks() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private void expect(char wanted) {
        if (peek() != wanted) {
            throw error("expected " + wanted);
        }
        at++;
    }

    private char peek() {
        if (at >= text.length()) {
            throw error("line ends inside the object");
        }
        return text.charAt(at);
    }

    private char next() {
        char c = peek();
        at++;
        return c;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("not JSON at character " + (at + 1) + ": " + what);
    }
}
