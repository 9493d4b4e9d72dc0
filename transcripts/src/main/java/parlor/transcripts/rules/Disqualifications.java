package parlor.transcripts.rules;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The entries disqualified, as the day's record holds them: listed with their reasons in the results, and applied as
 * the rules say. 2003's rules say what follows (rule 59: the Entry placed second takes the place of a disqualified
 * winner), and its scoring applies them; the other rule sets have no rule on it, so a disqualified winner there leaves
 * no winner named.
 */
final class Disqualifications {

    private Disqualifications() {}

    static Set<String> entities(List<Disqualification> disqualifications) {
        return disqualifications.stream().map(Disqualification::entity).collect(Collectors.toSet());
    }

    /** Each disqualification, in the order recorded, with its reason; none when there is none. */
    static Optional<Table> table(List<Disqualification> disqualifications) {
        if (disqualifications.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Table(
                "Disqualified, as recorded at the relay's console",
                List.of("entity", "recorded", "reason"),
                disqualifications.stream()
                        .map(d -> List.of(d.entity(), d.time().toString(), d.reason()))
                        .toList(),
                List.of("2003 rule 43: \"If, in the opinion of the majority the Judges, an Entry is not compliant with "
                        + "the Official Rules, that Entry will be disqualified\"; rule 38: a panel of three Judges "
                        + "headed by the Chief Judge, for Entries that \"differ only marginally from each other\"")));
    }

    /**
     * Under rules with nothing to say of a disqualified winner: none is named, and the finding says why. The
     * outcome of any other rule set is returned as it is.
     */
    static Outcome appliedWithoutRule(ContestHeader contest, Outcome outcome, Set<String> disqualified) {
        if (outcome.winner().isEmpty()
                || !disqualified.contains(outcome.winner().get())) {
            return outcome;
        }
        String why = outcome.winner().get() + " would win, but is disqualified: the " + contest.rules()
                + " rules do not say who then takes its place, so no winner is named (the organisers decide)";
        List<String> findings = new java.util.ArrayList<>(outcome.findings());
        findings.add(why);
        return new Outcome(Optional.empty(), Optional.empty(), findings, outcome.tieBreaks(), Optional.of(why));
    }
}
