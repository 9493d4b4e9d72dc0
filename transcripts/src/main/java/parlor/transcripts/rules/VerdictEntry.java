package parlor.transcripts.rules;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;
import parlor.transcripts.json.JsonText;
import parlor.transcripts.rules.VerdictForm.Field;

/**
 * A verdict as recorded: when, in which round, by which judge at which terminal.
 *
 * @param round the round of the conversation it is about (a 2009 rank, given after the judge's last pair, is recorded
 *              under the round of the conversation it ranks); 0 for a form filled in after the last round (the wager's
 *              votes, and 2009's ranks in logs written before ranks named their round)
 */
public record VerdictEntry(Instant time, int round, int judge, String terminal, Verdict verdict) {

    public VerdictEntry {
        if (round < 0) {
            throw new IllegalArgumentException("round must be 0 (after the rounds) or more, not " + round);
        }
    }

    /** One line of the verdict log, without the newline. */
    public String toJson() {
        StringBuilder out = new StringBuilder("{\"type\":\"verdict\",\"time\":\"")
                .append(time)
                .append("\",\"round\":")
                .append(round)
                .append(",\"judge\":")
                .append(judge)
                .append(",\"terminal\":")
                .append(JsonText.string(terminal))
                .append(",\"form\":\"")
                .append(verdict.form().formName())
                .append('"');
        Map<String, String> values = verdict.fields();
        for (Field field : verdict.form().fields()) {
            out.append(",\"").append(field.name()).append("\":");
            if (field.kind() == Field.Kind.ENTITY) {
                JsonText.quote(values.get(field.name()), out);
            } else {
                out.append(values.get(field.name()));
            }
        }
        return out.append('}').toString();
    }

    /** The entry these fields describe; throws {@link IllegalArgumentException} saying what is wrong. */
    public static VerdictEntry fromJson(Map<String, String> fields) {
        if (!"verdict".equals(fields.get("type"))) {
            throw new IllegalArgumentException("not a verdict (type '" + fields.get("type") + "')");
        }
        Instant time;
        try {
            time = Instant.parse(JsonFields.text(fields, "time"));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("unreadable time '" + fields.get("time") + "'");
        }
        Verdict verdict = VerdictForm.byName(JsonFields.text(fields, "form")).verdict(fields);
        return new VerdictEntry(
                time,
                JsonFields.whole(fields, "round"),
                JsonFields.whole(fields, "judge"),
                fields.getOrDefault("terminal", ""),
                verdict);
    }
}
