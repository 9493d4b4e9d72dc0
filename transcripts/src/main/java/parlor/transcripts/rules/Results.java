package parlor.transcripts.rules;

import java.util.List;

/**
 * A contest's results under its rules: the verdicts counted and refused, each intermediate table
 * the rules describe, the outcome, and how human each entity was judged.
 */
public record Results(
        ContestHeader contest,
        List<VerdictEntry> counted,
        List<Refusal> refused,
        List<Table> tables,
        Outcome outcome,
        List<ChartBar> chart) {

    /** A recorded verdict the rules do not allow, left out of the scores. */
    public record Refusal(VerdictEntry entry, List<String> reasons) {}

    /** The same results with {@code tables} as their tables (a join of records, or a 2006 table, puts its own around scoring's). */
    public Results withTables(List<Table> tables) {
        return new Results(contest, counted, refused, tables, outcome, chart);
    }

    /** The same results naming no winner and no medal, for {@code why}: the record they come from is not to be trusted. */
    public Results withdrawn(String why) {
        List<String> findings = new java.util.ArrayList<>(outcome.findings());
        findings.add(why);
        return new Results(
                contest,
                counted,
                refused,
                tables,
                new Outcome(
                        java.util.Optional.empty(),
                        java.util.Optional.empty(),
                        findings,
                        outcome.tieBreaks(),
                        java.util.Optional.of(why)),
                chart);
    }

    public Results {
        counted = List.copyOf(counted);
        refused = List.copyOf(refused);
        tables = List.copyOf(tables);
        chart = List.copyOf(chart);
    }
}
