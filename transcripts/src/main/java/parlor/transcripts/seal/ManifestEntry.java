package parlor.transcripts.seal;

import java.time.Instant;
import java.util.Map;
import parlor.transcripts.json.JsonText;

/**
 * One line of {@code manifest.jsonl}: the relay started or stopped, a record opened (with its
 * place), a record closed or held open at the relay's stop (with where it then stood), or where
 * the verdict log stands after a verdict.
 */
public sealed interface ManifestEntry {

    record Started(Instant at) implements ManifestEntry {}

    record Stopped(Instant at) implements ManifestEntry {}

    /** A record the relay began, at {@code record} (relative to the transcripts folder, with {@code /}). */
    record Opened(Instant at, String record, String entity, String terminal, String phase, int judge)
            implements ManifestEntry {}

    /** A record the relay closed: its last line says so, and nothing may follow it. */
    record Closed(Instant at, String record, Extent extent) implements ManifestEntry {}

    /** A record still open when the relay stopped: a restarted relay goes on with it from here. */
    record Held(Instant at, String record, Extent extent) implements ManifestEntry {}

    record Verdicts(Instant at, Extent extent) implements ManifestEntry {}

    /** The line as written (before its seal). */
    default String toJson() {
        return switch (this) {
            case Started s -> "{\"type\":\"start\",\"at\":\"" + s.at() + "\"}";
            case Stopped s -> "{\"type\":\"stop\",\"at\":\"" + s.at() + "\"}";
            case Opened o ->
                "{\"type\":\"open\",\"at\":\"" + o.at() + "\",\"record\":" + JsonText.string(o.record())
                        + ",\"entity\":" + JsonText.string(o.entity()) + ",\"terminal\":"
                        + JsonText.string(o.terminal()) + ",\"phase\":" + JsonText.string(o.phase())
                        + ",\"judge\":" + o.judge() + "}";
            case Closed c -> extentJson("close", c.at(), c.record(), c.extent());
            case Held h -> extentJson("held", h.at(), h.record(), h.extent());
            case Verdicts v -> extentJson("verdicts", v.at(), null, v.extent());
        };
    }

    private static String extentJson(String type, Instant at, String record, Extent extent) {
        return "{\"type\":\"" + type + "\",\"at\":\"" + at + "\""
                + (record == null ? "" : ",\"record\":" + JsonText.string(record)) + ",\"lines\":" + extent.lines()
                + ",\"last\":" + JsonText.string(extent.last()) + "}";
    }

    /** The entry these fields describe; throws {@link IllegalArgumentException} saying what is wrong. */
    static ManifestEntry fromJson(Map<String, String> fields) {
        String type = fields.getOrDefault("type", "");
        Instant at = Instant.parse(field(fields, "at"));
        return switch (type) {
            case "start" -> new Started(at);
            case "stop" -> new Stopped(at);
            case "open" ->
                new Opened(
                        at,
                        field(fields, "record"),
                        field(fields, "entity"),
                        field(fields, "terminal"),
                        field(fields, "phase"),
                        Integer.parseInt(field(fields, "judge")));
            case "close" -> new Closed(at, field(fields, "record"), extent(fields));
            case "held" -> new Held(at, field(fields, "record"), extent(fields));
            case "verdicts" -> new Verdicts(at, extent(fields));
            default -> throw new IllegalArgumentException("unknown manifest line type '" + type + "'");
        };
    }

    private static Extent extent(Map<String, String> fields) {
        return new Extent(Integer.parseInt(field(fields, "lines")), field(fields, "last"));
    }

    private static String field(Map<String, String> fields, String name) {
        String value = fields.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no '" + name + "'");
        }
        return value;
    }
}
