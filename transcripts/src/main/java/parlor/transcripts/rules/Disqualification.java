package parlor.transcripts.rules;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;
import parlor.transcripts.json.JsonText;

/**
 * An entry disqualified, as the operator recorded it at the relay's console: a line of the verdict log ({@code
 * "type":"disqualification"}). 2003 rule 43: "If, in the opinion of the majority the Judges, an Entry is not compliant
 * with the Official Rules, that Entry will be disqualified" (rule 38: a panel of three Judges, for entries whose
 * responses differ only marginally). The decision is the judges' or the panel's; the record says only that it was made,
 * and why.
 */
public record Disqualification(Instant time, String entity, String reason) {

    public Disqualification {
        if (entity.isBlank() || reason.isBlank()) {
            throw new IllegalArgumentException("a disqualification names the entry and the reason");
        }
    }

    /** One line of the verdict log, without the newline. */
    public String toJson() {
        StringBuilder out = new StringBuilder("{\"type\":\"disqualification\",\"time\":\"")
                .append(time)
                .append("\",\"entity\":");
        JsonText.quote(entity, out);
        out.append(",\"reason\":");
        JsonText.quote(reason, out);
        return out.append('}').toString();
    }

    static Disqualification fromJson(Map<String, String> fields) {
        try {
            return new Disqualification(
                    Instant.parse(JsonFields.text(fields, "time")),
                    JsonFields.text(fields, "entity"),
                    JsonFields.text(fields, "reason"));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("unreadable time '" + fields.get("time") + "'");
        }
    }
}
