package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import parlor.transcripts.rules.Outcome.Medal;

/** The published ways to break a tie for the highest column total: 2006's rank totals and 2009's mean ranks. */
final class PairedTieBreaks {

    /**
     * A tie-break: its table, the measure per entry, which way is better, and what the rules say
     * when the measure ties too.
     */
    record TieBreak(
            Table table, String rule, Map<String, String> shown, Comparator<String> bestFirst, StillTied stillTied) {

        Outcome settle(ContestHeader contest, List<String> tied, String how, Medal medal, List<String> findings) {
            List<String> measured =
                    tied.stream().filter(shown::containsKey).sorted(bestFirst).toList();
            String values = tied.stream()
                    .map(id -> id + " " + shown.getOrDefault(id, "none"))
                    .collect(Collectors.joining(", "));
            String tie = ScoreText.and(tied) + " " + how + "; " + rule + ": " + values;
            List<String> leaders = measured.stream()
                    .filter(id -> bestFirst.compare(id, measured.getFirst()) == 0)
                    .toList();
            if (leaders.size() == 1) {
                findings.add("winner: "
                        + contest.entity(leaders.getFirst()).orElseThrow().shown() + ", on the tie-break");
                return new Outcome(
                        Optional.of(leaders.getFirst()),
                        Optional.of(medal),
                        findings,
                        List.of(tie + ", so " + leaders.getFirst() + " wins"),
                        Optional.empty());
            }
            return stillTied.settle(contest, leaders, medal, findings, List.of(tie + ", still tied"));
        }
    }

    /** What the rules do with a tie this tie-break leaves: the tie-breaks so far in {@code tieBreaks}. */
    interface StillTied {
        Outcome settle(
                ContestHeader contest, List<String> tied, Medal medal, List<String> findings, List<String> tieBreaks);

        /** The rules give no further tie-break: no winner, for {@code why}. */
        static StillTied noFurther(String why) {
            return (contest, tied, medal, findings, tieBreaks) ->
                    new Outcome(Optional.empty(), Optional.of(medal), findings, tieBreaks, Optional.of(why));
        }
    }

    private PairedTieBreaks() {}

    /**
     * 2006: each judge's points become ranks (1 for the highest of the judge's eight scores); the lowest total of ranks
     * wins, and a tie on it goes by the results of the semi-final.
     */
    static TieBreak rankTotals(
            ContestHeader contest, List<Integer> judges, List<VerdictEntry> pairs, SemiFinal semiFinal) {
        Map<String, Map<Integer, Integer>> ranks = new LinkedHashMap<>();
        contest.entries().forEach(e -> ranks.put(e.id(), new TreeMap<>()));
        for (int judge : judges) {
            List<Map.Entry<String, Integer>> scores = new ArrayList<>();
            pairs.stream()
                    .filter(e -> e.judge() == judge && e.verdict() instanceof Verdict.Split)
                    .map(e -> (Verdict.Split) e.verdict())
                    .forEach(s -> scores.addAll(
                            List.of(Map.entry(s.left(), s.leftPoints()), Map.entry(s.right(), s.rightPoints()))));
            scores.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
            for (int i = 0; i < scores.size(); i++) {
                Map<Integer, Integer> byJudge = ranks.get(scores.get(i).getKey());
                if (byJudge != null) {
                    byJudge.merge(judge, i + 1, Integer::sum);
                }
            }
        }
        Map<String, Integer> totals = new HashMap<>();
        ranks.forEach((id, byJudge) -> {
            if (!byJudge.isEmpty()) {
                totals.put(
                        id,
                        byJudge.values().stream().mapToInt(Integer::intValue).sum());
            }
        });
        Map<String, String> shown = new LinkedHashMap<>();
        totals.forEach((id, total) -> shown.put(id, Integer.toString(total)));
        Table table = rankTable(
                "Tie-break: each judge's points as ranks (1 = the judge's highest score)",
                judges,
                ranks,
                "total",
                shown,
                "the rank totals break a tie for the highest column total: the lowest total wins");
        return new TieBreak(
                table, "the lowest total of ranks wins", shown, Comparator.comparing(totals::get), semiFinal::settle);
    }

    /**
     * 2009: the mean of the ranks an entry got from the judges who judged it not human (the highest
     * rank, most human, is the number of pairs the judge judged); the highest mean wins.
     */
    static TieBreak meanRanks(ContestHeader contest, List<Integer> judges, List<VerdictEntry> counted) {
        Map<String, Map<Integer, Integer>> ranks = new LinkedHashMap<>();
        contest.entries().forEach(e -> ranks.put(e.id(), new TreeMap<>()));
        for (VerdictEntry entry : counted) {
            if (entry.verdict() instanceof Verdict.Rank rank && ranks.containsKey(rank.entity())) {
                ranks.get(rank.entity()).put(entry.judge(), rank.rank());
            }
        }
        Map<String, Mean> means = new HashMap<>();
        ranks.forEach((id, byJudge) -> {
            if (!byJudge.isEmpty()) {
                means.put(id, Mean.ofWholes(byJudge.values()));
            }
        });
        Map<String, String> shown = new LinkedHashMap<>();
        means.forEach((id, mean) -> shown.put(id, mean.shown()));
        Map<Integer, Integer> pairsJudged = new HashMap<>();
        counted.stream()
                .filter(e -> e.verdict() instanceof Verdict.Pick)
                .forEach(e -> pairsJudged.merge(e.judge(), 1, Integer::sum));
        Table table = rankTable(
                "Tie-break: ranks among the entities each judge judged not human ("
                        + ScoreText.rankScale(pairsJudged.values()) + ")",
                judges,
                ranks,
                "mean",
                shown,
                "the mean rank breaks a tie for the highest column total: the highest mean wins");
        return new TieBreak(
                table,
                "the highest mean rank from those who judged it not human wins",
                shown,
                Comparator.comparing(means::get, Comparator.reverseOrder()),
                StillTied.noFurther("still tied: the 2009 rules give no further tie-break"));
    }

    private static Table rankTable(
            String title,
            List<Integer> judges,
            Map<String, Map<Integer, Integer>> ranks,
            String summary,
            Map<String, String> shown,
            String note) {
        List<String> columns = new ArrayList<>(List.of("entry"));
        judges.forEach(j -> columns.add(ScoreText.judge(j)));
        columns.add(summary);
        List<List<String>> rows = new ArrayList<>();
        ranks.forEach((id, byJudge) -> {
            List<String> row = new ArrayList<>(List.of(id));
            judges.forEach(j -> row.add(
                    Optional.ofNullable(byJudge.get(j)).map(String::valueOf).orElse("")));
            row.add(shown.getOrDefault(id, "-"));
            rows.add(row);
        });
        return new Table(title, columns, rows, List.of(note));
    }
}
