package parlor.transcripts.rules;

import java.util.List;
import java.util.Map;
import parlor.transcripts.json.FlatJson;
import parlor.transcripts.json.JsonText;

/** Reading required fields out of {@link FlatJson} maps (read by jackson-core), and writing them back, with errors that name the field. */
final class JsonFields {

    private JsonFields() {}

    static String text(Map<String, String> fields, String name) {
        String value = fields.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("no '" + name + "'");
        }
        return value;
    }

    static int whole(Map<String, String> fields, String name) {
        String value = text(fields, name);
        if (!value.matches("-?\\d{1,9}")) {
            throw new IllegalArgumentException("'" + name + "' must be a whole number, not '" + value + "'");
        }
        return Integer.parseInt(value);
    }

    static boolean yesNo(Map<String, String> fields, String name) {
        return switch (text(fields, name)) {
            case "true" -> true;
            case "false" -> false;
            default ->
                throw new IllegalArgumentException(
                        "'" + name + "' must be true or false, not '" + fields.get(name) + "'");
        };
    }

    /** The elements of an array field; an absent field is an empty list. */
    static List<String> list(Map<String, String> fields, String name) {
        String value = fields.get(name);
        if (value == null) {
            return List.of();
        }
        try {
            return FlatJson.elements(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + name + "' is not a JSON array (" + e.getMessage() + ")");
        }
    }

    static List<Integer> wholes(Map<String, String> fields, String name) {
        return list(fields, name).stream()
                .map(element -> whole(Map.of(name, element), name))
                .toList();
    }

    static Map<String, String> object(String json, String what) {
        try {
            return FlatJson.parse(json);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + " is not a JSON object (" + e.getMessage() + ")");
        }
    }

    static String strings(List<String> values) {
        return JsonText.strings(values);
    }
}
