package parlor.tools.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.Outcome;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Selection;
import parlor.transcripts.rules.Stage;
import parlor.transcripts.rules.Table;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.text.Skipped;

/** The results as plain text: what was scored, each table the rules go through, the outcome, and what was left out. */
public final class ResultsText {

    private ResultsText() {}

    public static String report(Results results, List<Skipped> skipped) {
        StringBuilder out = new StringBuilder();
        about(results).forEach(line -> out.append(line).append('\n'));
        for (Table table : results.tables()) {
            out.append('\n').append("== ").append(table.title()).append(" ==\n");
            grid(table).forEach(line -> out.append(line).append('\n'));
            table.notes().forEach(note -> out.append("  ").append(note).append('\n'));
        }
        out.append("\n== Outcome ==\n")
                .append(headline(results.outcome(), results.contest()))
                .append('\n');
        results.outcome().findings().forEach(f -> out.append("- ").append(f).append('\n'));
        out.append("Tie-breaks applied:").append(results.outcome().tieBreaks().isEmpty() ? " none\n" : "\n");
        results.outcome().tieBreaks().forEach(t -> out.append("- ").append(t).append('\n'));
        out.append("\n== Refused verdicts (not counted) ==\n");
        refusals(results).forEach(line -> out.append(line).append('\n'));
        out.append("\n== Skipped lines ==\n");
        skippedLines(skipped).forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }

    /** The contest, its rules, who took part, and how many verdicts counted. */
    public static List<String> about(Results results) {
        ContestHeader contest = results.contest();
        List<String> lines = new ArrayList<>(List.of(
                contest.name(),
                "Rules: " + contest.rules() + ", as published for the "
                        + contest.rules().title()));
        // the day's own times, from its verdict log; a log from before it kept them says nothing rather than the rules'
        // defaults
        contest.timing().ifPresent(timing -> lines.add("Times: " + timing));
        Selection.quota(contest.rules())
                .filter(quota -> contest.stage() == Stage.PRELIM)
                .ifPresent(quota -> lines.add("Stage: " + quota.stageName()
                        + ", the selection before the final: judges rank the entries they met, 1 = best"));
        lines.addAll(List.of(
                "Entries: " + shown(contest.entries()),
                "Confederates: " + shown(contest.confederates()),
                "Judges: "
                        + results.counted().stream()
                                .map(VerdictEntry::judge)
                                .distinct()
                                .count()
                        + (contest.judges().isEmpty()
                                ? ""
                                : " of " + contest.judges().size()) + " gave verdicts",
                "Verdicts: " + results.counted().size() + " counted, "
                        + results.refused().size() + " refused"));
        return lines;
    }

    /**
     * "Winner: E3 (Entry 3), Bronze Medal and US$3,000 (the announcement)", with whom the medal goes to when not the
     * winner's entrant, or why there is none, or why its medal is open.
     */
    public static String headline(Outcome outcome, ContestHeader contest) {
        if (contest.stage() == Stage.PRELIM) {
            // a selection stage has no winner: its first finding says who goes forward
            String forward = capitalised(outcome.findings().getFirst());
            return outcome.undecided()
                    .map(why -> forward + ". Not decided: " + why)
                    .orElse(forward);
        }
        String medal = outcome.medal()
                .map(m -> ", " + m
                        + contest.rules()
                                .prize(m, contest.entries().size())
                                .map(p -> " and " + p)
                                .orElse(""))
                .orElse("");
        if (outcome.winner().isPresent()) {
            String winner = "Winner: "
                    + contest.entity(outcome.winner().get())
                            .map(HiddenEntity::shown)
                            .orElse(outcome.winner().get());
            String awarded = medal + outcome.award().map(to -> ", " + to).orElse("");
            return outcome.undecided()
                    .map(why -> winner + "; medal undecided. " + capitalised(why))
                    .orElse(winner + awarded);
        }
        if (outcome.award().isPresent()) {
            // the rules decided and award nothing this year (2003 rule 60)
            return capitalised(outcome.award().get());
        }
        return outcome.undecided()
                .map(why -> "Winner: undecided" + medal + ". " + capitalised(why))
                .orElse("No winner");
    }

    public static List<String> refusals(Results results) {
        if (results.refused().isEmpty()) {
            return List.of("none");
        }
        return results.refused().stream()
                .map(r -> describe(r.entry()) + ": " + String.join("; ", r.reasons()))
                .toList();
    }

    public static List<String> skippedLines(List<Skipped> skipped) {
        return skipped.isEmpty()
                ? List.of("none")
                : skipped.stream().map(Skipped::toString).toList();
    }

    /** "round 5, J1 at T1, split left=E3 right=C3 leftPoints=60 rightPoints=40". */
    public static String describe(VerdictEntry entry) {
        return "round " + entry.round() + ", J" + entry.judge() + " at " + entry.terminal() + ", "
                + entry.verdict().form() + " "
                + entry.verdict().fields().entrySet().stream()
                        .map(f -> f.getKey() + "=" + f.getValue())
                        .collect(Collectors.joining(" "));
    }

    /** The table's rows under its column names, each column as wide as its widest cell. */
    public static List<String> grid(Table table) {
        int[] widths = new int[table.columns().size()];
        List<List<String>> all = new ArrayList<>(List.of(table.columns()));
        all.addAll(table.rows());
        for (List<String> row : all) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        List<String> lines = new ArrayList<>();
        for (List<String> row : all) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.size(); i++) {
                line.append(String.format("%-" + (widths[i] + 2) + "s", row.get(i)));
            }
            lines.add(line.toString().stripTrailing());
        }
        return lines;
    }

    private static String shown(List<HiddenEntity> entities) {
        return entities.isEmpty()
                ? "none"
                : entities.stream().map(HiddenEntity::shown).collect(Collectors.joining(", "));
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
