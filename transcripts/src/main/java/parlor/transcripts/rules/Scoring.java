package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;

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
                    case LOEBNER_1996, LOEBNER_2003 -> RatingScores.score(contest, counted);
                    case LOEBNER_2006, LOEBNER_2009 -> PairedScores.score(contest, counted);
                    case KURZWEIL_KAPOR -> WagerScores.score(contest, counted);
                };
        List<Table> tables = new ArrayList<>(scored.tables());
        MissingVerdicts.table(contest, counted).ifPresent(tables::add);
        return new Results(contest, counted, refused, tables, scored.outcome(), scored.chart());
    }
}
