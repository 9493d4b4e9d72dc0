package parlor.relay.testing;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * JSON lines read back as a tool reads them: each line one flat object, numbers as {@link Number},
 * strings as {@link String}, true and false as {@link Boolean}. A line that is not a flat object fails.
 */
public final class JsonLines {

    private static final JsonFactory JSON = new JsonFactory();

    private JsonLines() {}

    public static List<Map<String, Object>> read(Path file) {
        try {
            return Files.readAllLines(file).stream().map(JsonLines::parse).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One line's fields; a nested value, a second object or trailing text is refused. */
    public static Map<String, Object> parse(String line) {
        Map<String, Object> fields = new LinkedHashMap<>();
        try (JsonParser parser = JSON.createParser(line)) {
            expect(parser.nextToken() == JsonToken.START_OBJECT, line, "not an object");
            for (JsonToken token = parser.nextToken(); token != JsonToken.END_OBJECT; token = parser.nextToken()) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                expect(value.isScalarValue(), line, "field " + name + " is not flat");
                expect(fields.put(name, scalar(parser, value)) == null, line, "field " + name + " twice");
            }
            expect(parser.nextToken() == null, line, "text after the object");
        } catch (IOException e) {
            throw new IllegalArgumentException("not JSON: " + line + " (" + e.getMessage() + ")", e);
        }
        return fields;
    }

    /** What {@code jq -r .event FILE | sort | uniq -c} prints, as a map. */
    public static Map<String, Long> countBy(List<Map<String, Object>> lines, String field) {
        return lines.stream()
                .collect(Collectors.groupingBy(
                        line -> String.valueOf(line.get(field)), TreeMap::new, Collectors.counting()));
    }

    private static Object scalar(JsonParser parser, JsonToken value) throws IOException {
        return switch (value) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getNumberValue();
            case VALUE_TRUE, VALUE_FALSE -> parser.getBooleanValue();
            case VALUE_NULL -> null;
            default -> parser.getText();
        };
    }

    private static void expect(boolean holds, String line, String otherwise) {
        if (!holds) {
            throw new IllegalArgumentException(otherwise + ": " + line);
        }
    }
}
