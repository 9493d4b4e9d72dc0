package parlor.transcripts.rules;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * How long a round lasts under a rule set: time talking, the review before scoring, and the break
 * for changing places. A contest file may override any of them.
 *
 * @param talk         time at the terminal(s) in one round
 * @param eachSide     for rounds that give each side its own turn (2009: left, then right), the time per side
 * @param review       time to review the transcripts and give verdicts: never zero, as judges give their verdicts only then
 * @param reviewAt     whether that review follows every round, comes once after the last round, or follows each of the wager's trials
 * @param breakBetween time between rounds for judges and hidden entities to take their places
 */
public record Timing(
        Duration talk, Optional<Duration> eachSide, Duration review, ReviewAt reviewAt, Duration breakBetween) {

    public enum ReviewAt {
        EACH_ROUND("after each round", "each-round"),
        END_OF_CONTEST("after the last round", "end-of-contest"),
        /** The wager: "For each such Turing Test Trial, a set of Turing Test Interviews will take place, followed by voting". */
        EACH_TRIAL("after each trial", "each-trial");

        private final String words;
        private final String json;

        ReviewAt(String words, String json) {
            this.words = words;
            this.json = json;
        }

        static ReviewAt fromJson(String json) {
            return java.util.Arrays.stream(values())
                    .filter(r -> r.json.equals(json))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(
                            "'reviewAt' must be each-round, end-of-contest or each-trial, not '" + json + "'"));
        }

        @Override
        public String toString() {
            return words;
        }
    }

    public Timing {
        requirePositive("talk", talk);
        eachSide.ifPresent(side -> requirePositive("each side's time", side));
        requirePositive("review (the time judges give their verdicts in)", review);
        requireNotNegative("break", breakBetween);
    }

    /** These times with the contest file's own where it gives them. */
    public Timing overriddenBy(
            Optional<Duration> talkTime, Optional<Duration> reviewTime, Optional<Duration> breakTime) {
        Duration newTalk = talkTime.orElse(talk);
        // a 2009-style round keeps its two equal turns when the contest changes its length
        Optional<Duration> newSide =
                eachSide.map(side -> talkTime.map(t -> t.dividedBy(2)).orElse(side));
        return new Timing(newTalk, newSide, reviewTime.orElse(review), reviewAt, breakTime.orElse(breakBetween));
    }

    /** The times as the verdict log's header keeps them, durations in ISO-8601 ({@code PT30S}). */
    public String toJson() {
        return "{\"talk\":\"" + talk + "\""
                + eachSide.map(side -> ",\"eachSide\":\"" + side + "\"").orElse("") + ",\"review\":\"" + review
                + "\",\"reviewAt\":\"" + reviewAt.json + "\",\"break\":\"" + breakBetween + "\"}";
    }

    /** The times these fields give; throws {@link IllegalArgumentException} naming the field that is wrong. */
    public static Timing fromJson(Map<String, String> fields) {
        return new Timing(
                duration(fields, "talk"),
                Optional.ofNullable(fields.get("eachSide")).map(side -> duration(fields, "eachSide")),
                duration(fields, "review"),
                ReviewAt.fromJson(JsonFields.text(fields, "reviewAt")),
                duration(fields, "break"));
    }

    private static Duration duration(Map<String, String> fields, String name) {
        String value = JsonFields.text(fields, name);
        try {
            return Duration.parse(value);
        } catch (java.time.format.DateTimeParseException e) {
            throw new IllegalArgumentException("'" + name + "' must be a duration such as PT30S, not '" + value + "'");
        }
    }

    @Override
    public String toString() {
        String turns = eachSide.map(side -> " (" + minutes(side) + " with each side in turn)")
                .orElse("");
        String changing = breakBetween.isZero() ? "no break" : minutes(breakBetween);
        return minutes(talk) + " talking" + turns + ", " + minutes(review) + " review " + reviewAt + ", " + changing
                + " between rounds";
    }

    static String minutes(Duration duration) {
        long minutes = duration.toMinutes();
        if (duration.equals(Duration.ofMinutes(minutes))) {
            return minutes % 60 == 0 && minutes > 0 ? minutes / 60 + " h" : minutes + " min";
        }
        return duration.toSeconds() + " s";
    }

    private static void requirePositive(String what, Duration duration) {
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException(what + " must be longer than zero, not " + minutes(duration));
        }
    }

    private static void requireNotNegative(String what, Duration duration) {
        if (duration.isNegative()) {
            throw new IllegalArgumentException(what + " cannot be negative: " + duration);
        }
    }
}
