package parlor.transcripts.rules;

import java.util.List;
import java.util.Optional;

/**
 * 2003's ratings of 0, set apart: rule 46's scale gives 0 for "Partner not accessible, or severe system malfunction", a
 * word on the terminal, not on how human the partner seemed. Each is listed with its judge, terminal and round; none
 * counts in a mean, and what it could have been is weighed as a missing rating's is ({@link RatingBounds}).
 */
final class ZeroRatings {

    private ZeroRatings() {}

    /** Whether {@code judge} rated {@code entity} 0. */
    static boolean given(List<VerdictEntry> zeros, int judge, String entity) {
        return zeros.stream()
                .anyMatch(z -> z.judge() == judge && z.verdict().entities().contains(entity));
    }

    static Optional<Table> table(List<VerdictEntry> zeros) {
        if (zeros.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Table(
                "Ratings of 0: " + RatingBounds.ZERO_WORDS + " (rule 46), by terminal",
                List.of("terminal", "round", "judge", "entity"),
                zeros.stream()
                        .sorted(java.util.Comparator.comparing(VerdictEntry::terminal)
                                .thenComparingInt(VerdictEntry::round))
                        .map(z -> List.of(
                                z.terminal(),
                                Integer.toString(z.round()),
                                ScoreText.judge(z.judge()),
                                z.verdict().entities().getFirst()))
                        .toList(),
                List.of(
                        "a 0 says the partner could not be rated there, not how human it was: it is left out of the "
                                + "mean, which rule 47 makes of the judges' ratings of humanness",
                        "any outcome that rating could have changed is not decided: rule 50 leaves such a matter to the "
                                + "Judges, who \"will confer together and attempt to reach a majority decision\"")));
    }
}
