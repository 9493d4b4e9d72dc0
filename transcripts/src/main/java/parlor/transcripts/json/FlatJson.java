package parlor.transcripts.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlor.transcripts.text.BoundedLines;

/**
 * Reads one JSON object per line into its top-level fields, as text, through jackson-core's
 * streaming parser. Enough for record formats whose lines are flat maps; nested values are kept as
 * their JSON text. Refuses anything malformed with the position of the problem. Raw control
 * characters in strings and a backslash before any character are taken, as records from other
 * programs have them; nesting deeper than {@link #MAX_DEPTH} is refused.
 */
public final class FlatJson {

    /** Deeper than any record Parlor reads (a contest header nests three deep). */
    public static final int MAX_DEPTH = 64;

    private static final JsonFactory JSON = JsonReading.factory(MAX_DEPTH, BoundedLines.MAX_CHARS, true);

    private FlatJson() {}

    /** The object's fields; string values unescaped, others as written ({@code 12}, {@code true}, {@code {...}}). */
    public static Map<String, String> parse(String line) {
        return read(line, '{', "line ends inside the object", "text after the object", FlatJson::fields);
    }

    /** An array's elements in the same form as {@link #parse} gives fields, so an element that is an object parses in turn. */
    public static List<String> elements(String array) {
        return read(array, '[', "line ends inside the object", "text after the array", FlatJson::elements);
    }

    private interface Body<T> {
        T read(JsonParser parser, String text) throws IOException;
    }

    /** One value opening with {@code open} (objects must open the line; an array may follow blanks), then only blanks. */
    private static <T> T read(String text, char open, String endsEarly, String textAfter, Body<T> body) {
        int start = open == '{' ? 0 : JsonReading.blanks(text, 0);
        if (start >= text.length()) {
            throw JsonReading.refusal(start + 1, endsEarly);
        }
        if (text.charAt(start) != open) {
            throw JsonReading.refusal(start + 1, "expected " + open);
        }
        try (JsonParser parser = JsonReading.parser(JSON, text)) {
            try {
                parser.nextToken();
                T value = body.read(parser, text);
                int after = JsonReading.blanks(text, JsonReading.at(parser) - 1);
                if (after < text.length()) {
                    throw JsonReading.refusal(after + 1, textAfter);
                }
                return value;
            } catch (JsonProcessingException e) {
                throw JsonReading.refusal(parser, e, endsEarly);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, String> fields(JsonParser parser, String text) throws IOException {
        Map<String, String> fields = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            parser.nextToken();
            fields.put(name, value(parser, text));
        }
        return fields;
    }

    private static List<String> elements(JsonParser parser, String text) throws IOException {
        List<String> elements = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            elements.add(value(parser, text));
        }
        return elements;
    }

    /** The current value: a string unescaped, a scalar as written, an object or array as its text. */
    private static String value(JsonParser parser, String text) throws IOException {
        if (!parser.currentToken().isStructStart()) {
            return parser.getText();
        }
        int start = (int) parser.currentTokenLocation().getCharOffset();
        parser.skipChildren();
        return text.substring(start, JsonReading.at(parser) - 1);
    }
}
