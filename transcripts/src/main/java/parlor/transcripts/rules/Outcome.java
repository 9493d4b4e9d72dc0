package parlor.transcripts.rules;

import java.util.List;
import java.util.Optional;

/**
 * What the rules make of the verdicts.
 *
 * @param winner    the winning entry's id, when the rules decide one
 * @param medal     the medal the rules award the winner (known even when a tie leaves the winner open)
 * @param findings  each decision, in words and in order, as the published results would state it
 * @param tieBreaks each tie-break the rules called for, and what it gave
 * @param undecided why there is no winner when the rules leave the decision to people (a coin, a semi-final) or the
 *                  record cannot decide (a missing rating, too few trials); with a winner, why its medal is not decided
 * @param award     where the rules give the medal and cash otherwise than to the winner's entrant, what becomes of them
 *                  (2003 rules 60 and 61: the organisers' own entry); with no winner, why none is awarded
 */
public record Outcome(
        Optional<String> winner,
        Optional<Medal> medal,
        List<String> findings,
        List<String> tieBreaks,
        Optional<String> undecided,
        Optional<String> award) {

    /** An outcome whose medal and cash, if any, go to the winner's entrant. */
    public Outcome(
            Optional<String> winner,
            Optional<Medal> medal,
            List<String> findings,
            List<String> tieBreaks,
            Optional<String> undecided) {
        this(winner, medal, findings, tieBreaks, undecided, Optional.empty());
    }

    public enum Medal {
        BRONZE("Bronze Medal"),
        SILVER("Silver Medal");

        private final String title;

        Medal(String title) {
            this.title = title;
        }

        @Override
        public String toString() {
            return title;
        }
    }

    public Outcome {
        findings = List.copyOf(findings);
        tieBreaks = List.copyOf(tieBreaks);
    }
}
