package parlor.relay.day;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.Judge;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictForm;

/**
 * Whether each judge's verdicts due so far are recorded, for the operator's {@code status}: the
 * questions the reviews begun so far put to the judge (as {@link ContestDay} puts them), against
 * the verdicts the log holds. Pure.
 */
final class VerdictsDue {

    /** No review of this judge's has begun yet. */
    static final String NONE_YET = "-";

    static final String ALL_IN = "in";

    private VerdictsDue() {}

    /** Per judge's terminal (the left one, where a judge has two): {@code in}, {@code 2 due}, or {@code -}. */
    static Map<String, String> byTerminal(DayCast cast, List<DayPlan.Phase> begun, List<VerdictEntry> recorded) {
        List<VerdictForm> forms = cast.contest().day().orElseThrow().rules().forms();
        Map<String, String> due = new LinkedHashMap<>();
        for (Judge judge : cast.schedule().cast().judges()) {
            TerminalSpec terminal = cast.terminalOf(judge);
            List<DayPlan.Phase> reviews = begun.stream()
                    .filter(phase -> phase.isReview()
                            && phase.placeOf(judge)
                                    .filter(place -> !place.excused())
                                    .isPresent())
                    .toList();
            due.put(
                    terminal.id(),
                    reviews.isEmpty()
                            ? NONE_YET
                            : words(missing(cast, judge, terminal.judge(), reviews, forms, recorded)));
        }
        return due;
    }

    private static long missing(
            DayCast cast,
            Judge judge,
            int number,
            List<DayPlan.Phase> reviews,
            List<VerdictForm> forms,
            List<VerdictEntry> recorded) {
        if (cast.prelim()) {
            long placings = reviews.stream()
                    .mapToLong(review -> ReviewQuestions.placings(cast.reviewedAt(review.round(), judge))
                            .size())
                    .sum();
            return Math.max(
                    0,
                    placings
                            - recorded.stream()
                                    .filter(entry -> entry.judge() == number && entry.verdict() instanceof Verdict.Rank)
                                    .count());
        }
        long asked = 0;
        for (DayPlan.Phase review : reviews) {
            for (VerdictForm form : forms) {
                asked += ReviewQuestions.about(form, cast.reviewedAt(review.round(), judge))
                        .size();
            }
        }
        // one verdict per question; 2009's ranks are asked from the picks once the judge's last review has begun
        long given = recorded.stream()
                .filter(entry -> entry.judge() == number && !(entry.verdict() instanceof Verdict.Rank))
                .count();
        boolean ranksDue = forms.contains(VerdictForm.RANK)
                && reviews.stream().anyMatch(review -> review.round() == cast.lastRoundOf(judge));
        long ranks = ranksDue ? ReviewQuestions.ranks(number, recorded).size() : 0;
        return Math.max(0, asked - given) + ranks;
    }

    private static String words(long missing) {
        return missing == 0 ? ALL_IN : missing + " due";
    }
}
