package parlor.transcripts.rules;

import java.time.Duration;
import java.util.Optional;

/**
 * How long a round lasts under a rule set: time talking, the review before scoring, and the break
 * for changing places. A contest file may override any of them.
 *
 * @param talk         time at the terminal(s) in one round
 * @param eachSide     for rounds that give each side its own turn (2009: left, then right), the time per side
 * @param review       time to review the transcripts and give verdicts: never zero, as judges give their verdicts only then
 * @param reviewAt     whether that review follows every round or comes once, after the last round
 * @param breakBetween time between rounds for judges and hidden entities to take their places
 */
public record Timing(Duration talk, Optional<Duration> eachSide, Duration review, ReviewAt reviewAt, Duration breakBetween) {

    public enum ReviewAt {
        EACH_ROUND("after each round"), END_OF_CONTEST("after the last round");

        private final String words;

        ReviewAt(String words) {
            this.words = words;
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
    public Timing overriddenBy(Optional<Duration> talkTime, Optional<Duration> reviewTime, Optional<Duration> breakTime) {
        Duration newTalk = talkTime.orElse(talk);
        // a 2009-style round keeps its two equal turns when the contest changes its length
        Optional<Duration> newSide = eachSide.map(side -> talkTime.map(t -> t.dividedBy(2)).orElse(side));
        return new Timing(newTalk, newSide, reviewTime.orElse(review), reviewAt, breakTime.orElse(breakBetween));
    }

    @Override
    public String toString() {
        String turns = eachSide.map(side -> " (" + minutes(side) + " with each side in turn)").orElse("");
        return minutes(talk) + " talking" + turns + ", " + minutes(review) + " review " + reviewAt + ", " + minutes(breakBetween)
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
