package parlor.transcripts.rules;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Map;
import parlor.transcripts.json.JsonText;

/**
 * 2006: what the relay saw of the opening assertion in one conversation, a line of the verdict log
 * ({@code "type":"opening"}). "Each Entry MUST make one of those two assertions ... This assertion
 * must be made on the first interaction between the Entity and every Judge". A conversation may
 * have two lines: {@code not-made} at the entity's first reply, then {@code made-late} if the
 * assertion comes after; the last one stands.
 */
public record OpeningCheck(Instant time, int round, int judge, String terminal, String entity, Said said) {

    /** What the entity's words to the judge held. */
    public enum Said {
        /** Its first words were one of the assertions. */
        MADE,
        /** Its first reply held neither, and nothing after has (yet). */
        NOT_MADE,
        /** It made one, but not as its first words. */
        MADE_LATE;

        /** {@code made-late}: as the log spells it. */
        String json() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }

        static Said fromJson(String json) {
            return Arrays.stream(values())
                    .filter(s -> s.json().equals(json))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(
                            "'said' must be made, not-made or made-late, not '" + json + "'"));
        }

        /** {@code made late}: as results say it. */
        @Override
        public String toString() {
            return json().replace('-', ' ');
        }
    }

    /** One line of the verdict log, without the newline. */
    public String toJson() {
        return "{\"type\":\"opening\",\"time\":\"" + time + "\",\"round\":" + round + ",\"judge\":" + judge
                + ",\"terminal\":" + JsonText.string(terminal) + ",\"entity\":" + JsonText.string(entity)
                + ",\"said\":\"" + said.json() + "\"}";
    }

    /** The check these fields describe; throws {@link IllegalArgumentException} saying what is wrong. */
    public static OpeningCheck fromJson(Map<String, String> fields) {
        try {
            return new OpeningCheck(
                    Instant.parse(JsonFields.text(fields, "time")),
                    JsonFields.whole(fields, "round"),
                    JsonFields.whole(fields, "judge"),
                    fields.getOrDefault("terminal", ""),
                    JsonFields.text(fields, "entity"),
                    Said.fromJson(JsonFields.text(fields, "said")));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("unreadable time '" + fields.get("time") + "'");
        }
    }
}
