package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Scores a contest's verdicts under its rule set. */
public final class Scoring {

    /** What one rule set's scoring gives. */
    record Scored(List<Table> tables, Outcome outcome, List<ChartBar> chart) {}

    private Scoring() {}

    /**
     * Checks the verdicts again in the order recorded, exactly as they were checked when handed in,
     * so a log written by hand or by an older relay cannot slip a forbidden verdict into the scores;
     * then scores what stands, and lists what the plan of rounds asked of the judges and the log lacks.
     */
    public static Results score(ContestHeader contest, List<VerdictEntry> verdicts) {
        return score(contest, verdicts, List.of());
    }

    /** As {@link #score(ContestHeader, List)}, with the entries the record says were disqualified. */
    public static Results score(
            ContestHeader contest, List<VerdictEntry> verdicts, List<Disqualification> disqualifications) {
        return score(contest, verdicts, disqualifications, SemiFinal.none());
    }

    /** As {@link #score(ContestHeader, List, List)}, with the results of the 2006 semi-final (its last tie-break). */
    public static Results score(
            ContestHeader contest,
            List<VerdictEntry> verdicts,
            List<Disqualification> disqualifications,
            SemiFinal semiFinal) {
        VerdictValidator validator = new VerdictValidator(contest);
        List<VerdictEntry> counted = new ArrayList<>();
        List<Results.Refusal> refused = new ArrayList<>();
        for (VerdictEntry entry : verdicts) {
            Check check = validator.check(entry, counted);
            if (check.isOk()) {
                counted.add(entry);
            } else {
                refused.add(new Results.Refusal(entry, check.reasons()));
            }
        }
        // a selection stage ranks, whatever the final's rules score by
        Scored scored = contest.stage() == Stage.PRELIM
                ? Selection.scored(contest, counted)
                : switch (contest.rules()) {
                    case LOEBNER_1996 -> RatingScores.score(contest, counted, Set.of());
                    // 2003 rule 59 says who takes a disqualified winner's place
                    case LOEBNER_2003 ->
                        RatingScores.score(contest, counted, Disqualifications.entities(disqualifications));
                    case LOEBNER_2006, LOEBNER_2009 -> PairedScores.score(contest, counted, semiFinal);
                    case KURZWEIL_KAPOR -> WagerScores.score(contest, counted);
                };
        List<Table> tables = new ArrayList<>(scored.tables());
        MissingVerdicts.table(contest, counted).ifPresent(tables::add);
        Disqualifications.table(disqualifications).ifPresent(tables::add);
        // rule 59 has named the winner among those not disqualified; rules 60 and 61 say what it is then awarded
        Outcome outcome = contest.rules() == RuleSet.LOEBNER_2003
                ? OrganisersEntries.applied(contest, scored.outcome())
                : Disqualifications.appliedWithoutRule(
                        contest, scored.outcome(), Disqualifications.entities(disqualifications));
        return new Results(contest, counted, refused, tables, outcome, scored.chart());
    }
}
