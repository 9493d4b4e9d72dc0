package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.transcripts.rules.Outcome.Medal;

/**
 * 2006 and 2009, the method of paired comparisons: each judge compares each entry with a
 * confederate. In the published matrix (judges as rows, entries as columns, the confederate in each
 * cell) a cell scores 1 when the entry was judged the more human of the two; the entry with the
 * highest column total wins, and the rule set's own tie-break settles a tie.
 */
final class PairedScores {

    /** One entry set against one confederate by one judge, and whether the entry came out the more human. */
    record Comparison(int judge, int round, String entry, String confederate, boolean entryWon) {}

    /** What the verdicts give, as recorded: the pairs, each comparison, the column totals and the tie-break. */
    private record Tally(
            List<VerdictEntry> pairs,
            List<Comparison> comparisons,
            List<String> uncounted,
            Map<String, Integer> totals,
            PairedTieBreaks.TieBreak tieBreak) {

        static Tally of(ContestHeader contest, List<VerdictEntry> counted, SemiFinal semiFinal) {
            List<VerdictEntry> pairs = counted.stream()
                    .filter(e -> e.verdict() instanceof Verdict.Split || e.verdict() instanceof Verdict.Pick)
                    .sorted(Comparator.comparingInt(VerdictEntry::round).thenComparingInt(VerdictEntry::judge))
                    .toList();
            List<String> uncounted = new ArrayList<>();
            List<Comparison> comparisons = PairedScores.comparisons(contest, pairs, uncounted);
            Map<String, Integer> totals = new LinkedHashMap<>();
            contest.entries().forEach(e -> totals.put(e.id(), 0));
            comparisons.stream().filter(Comparison::entryWon).forEach(c -> totals.merge(c.entry(), 1, Integer::sum));
            List<Integer> judges = ScoreText.judges(contest, counted);
            PairedTieBreaks.TieBreak tieBreak = contest.rules() == RuleSet.LOEBNER_2006
                    ? PairedTieBreaks.rankTotals(contest, judges, pairs, semiFinal)
                    : PairedTieBreaks.meanRanks(contest, judges, counted);
            return new Tally(pairs, comparisons, uncounted, totals, tieBreak);
        }

        Outcome outcome(ContestHeader contest) {
            return PairedScores.outcome(contest, totals, tieBreak, contest.rules() == RuleSet.LOEBNER_2006);
        }
    }

    private PairedScores() {}

    /** @param semiFinal the 2006 semi-final's results, the last tie-break */
    static Scoring.Scored score(ContestHeader contest, List<VerdictEntry> counted, SemiFinal semiFinal) {
        boolean of2006 = contest.rules() == RuleSet.LOEBNER_2006;
        Tally tally = Tally.of(contest, counted, semiFinal);
        List<Table> tables = new ArrayList<>(List.of(
                verdictTable(tally.pairs(), of2006, contest.timing()),
                matrix(
                        contest,
                        ScoreText.judges(contest, counted),
                        tally.comparisons(),
                        tally.totals(),
                        tally.uncounted(),
                        of2006),
                tally.tieBreak().table()));
        if (of2006) {
            semiFinal.table(contest).ifPresent(tables::add);
        }
        // a verdict the plan asked for and the log lacks could have gone any way: the outcome stands only if it is the
        // same whichever way it went
        Outcome outcome = PairedCompletions.settle(
                contest,
                counted,
                tally.outcome(contest),
                completed -> Tally.of(contest, completed, semiFinal).outcome(contest));
        return new Scoring.Scored(tables, outcome, chart(contest, tally.pairs()));
    }

    private static List<Comparison> comparisons(
            ContestHeader contest, List<VerdictEntry> pairs, List<String> uncounted) {
        List<Comparison> comparisons = new ArrayList<>();
        for (VerdictEntry entry : pairs) {
            List<String> two = entry.verdict().entities();
            Optional<String> computer =
                    two.stream().filter(id -> !contest.isHuman(id)).findFirst();
            Optional<String> human = two.stream().filter(contest::isHuman).findFirst();
            if (computer.isEmpty() || human.isEmpty()) {
                uncounted.add(ScoreText.judge(entry.judge()) + " compared " + ScoreText.and(two) + " in round "
                        + entry.round() + ": not an entry against a confederate, so it counts in no column");
                continue;
            }
            boolean entryWon = switch (entry.verdict()) {
                case Verdict.Split split -> split.pointsOf(computer.get()) >= FormRules.SPLIT_WINNING_POINTS;
                case Verdict.Pick pick -> pick.human().equals(computer.get());
                default -> throw new IllegalArgumentException("not a paired verdict: " + entry);
            };
            comparisons.add(new Comparison(entry.judge(), entry.round(), computer.get(), human.get(), entryWon));
        }
        return comparisons;
    }

    private static Table verdictTable(List<VerdictEntry> pairs, boolean of2006, Optional<Timing> timing) {
        List<List<String>> rows = new ArrayList<>();
        for (VerdictEntry entry : pairs) {
            String round = Integer.toString(entry.round());
            String judge = ScoreText.judge(entry.judge());
            rows.add(
                    switch (entry.verdict()) {
                        case Verdict.Split s ->
                            List.of(
                                    round,
                                    judge,
                                    s.left(),
                                    Integer.toString(s.leftPoints()),
                                    s.right(),
                                    Integer.toString(s.rightPoints()));
                        case Verdict.Pick p -> List.of(round, judge, p.left(), p.right(), p.human());
                        default -> throw new IllegalArgumentException("not a paired verdict: " + entry);
                    });
        }
        return of2006
                ? new Table(
                        "Splits: 100 points between the two terminals of each pair",
                        List.of("round", "judge", "left", "points", "right", "points"),
                        rows,
                        List.of(
                                "ties are forbidden (at least 51 to one side), and no judge uses the same apportionment twice"))
                : new Table(
                        "Picks: which of each pair the judge took for the human",
                        List.of("round", "judge", "left", "right", "chosen as the human"),
                        rows,
                        turns(timing));
    }

    /** The day's own turns, as its verdict log says them; nothing where the log does not say (written before it could). */
    private static List<String> turns(Optional<Timing> timing) {
        return timing.flatMap(Timing::eachSide)
                .map(Timing::minutes)
                .map(side -> List.of(
                        "each judge talked " + side + " with the left entity, then " + side + " with the right"))
                .orElse(List.of());
    }

    private static Table matrix(
            ContestHeader contest,
            List<Integer> judges,
            List<Comparison> comparisons,
            Map<String, Integer> totals,
            List<String> uncounted,
            boolean of2006) {
        List<String> columns = new ArrayList<>(List.of("judge"));
        contest.entries().forEach(e -> columns.add(e.id()));
        List<List<String>> rows = new ArrayList<>();
        for (int judge : judges) {
            List<String> row = new ArrayList<>(List.of(ScoreText.judge(judge)));
            for (HiddenEntity entry : contest.entries()) {
                row.add(String.join(
                        ", ",
                        comparisons.stream()
                                .filter(c -> c.judge() == judge && c.entry().equals(entry.id()))
                                .map(c -> c.confederate() + " " + (c.entryWon() ? 1 : 0))
                                .toList()));
            }
            rows.add(row);
        }
        List<String> totalRow = new ArrayList<>(List.of("total"));
        contest.entries().forEach(e -> totalRow.add(Integer.toString(totals.get(e.id()))));
        rows.add(totalRow);
        List<String> notes = new ArrayList<>(List.of(
                "each cell: the confederate the judge compared the entry with, then 1 if the entry "
                        + (of2006 ? "scored 51 or more against it" : "was chosen as the human") + ", 0 otherwise",
                "a column's total is the number of times the entry was judged more human than a confederate"));
        notes.addAll(uncounted);
        return new Table("Paired comparisons: judges as rows, entries as columns", columns, rows, notes);
    }

    private static Outcome outcome(
            ContestHeader contest, Map<String, Integer> totals, PairedTieBreaks.TieBreak tieBreak, boolean of2006) {
        List<String> findings = new ArrayList<>();
        if (totals.isEmpty()) {
            findings.add("no compliant entry: there is no winner, and the prize carries over to next year");
            return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.empty());
        }
        if (totals.size() == 1) {
            String only = totals.keySet().iterator().next();
            findings.add("only one compliant entry: "
                    + contest.entity(only).orElseThrow().shown() + " is declared the winner");
            if (of2006) {
                findings.add(
                        "item a.: \"unless there is only one compliant entry, in which case the cash award will be USD 2000\"");
            }
            return new Outcome(Optional.of(only), Optional.of(Medal.BRONZE), findings, List.of(), Optional.empty());
        }
        int best = totals.values().stream().max(Integer::compare).orElseThrow();
        List<String> leaders =
                totals.keySet().stream().filter(id -> totals.get(id) == best).toList();
        findings.add("the highest column total is " + best + ": " + ScoreText.and(leaders));
        Medal medal;
        if (of2006) {
            medal = best >= 2 ? Medal.SILVER : Medal.BRONZE;
            findings.add("the Silver Medal is awarded when the winning total is 2 or higher; here it is " + best + ": "
                    + medal);
            findings.add("item a.: \"Final Four entrants will each be awarded a USD 250 stipend\": "
                    + ScoreText.and(List.copyOf(totals.keySet())) + ", $250 each");
        } else {
            medal = Medal.BRONZE;
            findings.add("the Silver Medal is not at risk in 2009: " + medal);
        }
        if (leaders.size() == 1) {
            findings.add("winner: "
                    + contest.entity(leaders.getFirst()).orElseThrow().shown());
            return new Outcome(
                    Optional.of(leaders.getFirst()), Optional.of(medal), findings, List.of(), Optional.empty());
        }
        return tieBreak.settle(contest, leaders, "tied on a column total of " + best, medal, findings);
    }

    private static List<ChartBar> chart(ContestHeader contest, List<VerdictEntry> pairs) {
        List<ChartBar> bars = new ArrayList<>();
        for (HiddenEntity entity : contest.entities()) {
            List<Verdict> about = pairs.stream()
                    .map(VerdictEntry::verdict)
                    .filter(v -> v.entities().contains(entity.id()))
                    .toList();
            if (about.isEmpty()) {
                bars.add(new ChartBar(entity, 0, "not judged"));
            } else if (about.stream().anyMatch(v -> v instanceof Verdict.Split)) {
                Mean points = Mean.ofWholes(about.stream()
                        .map(v -> ((Verdict.Split) v).pointsOf(entity.id()))
                        .toList());
                bars.add(new ChartBar(entity, points.value() / 100, points + " points of 100 on average"));
            } else {
                long chosen = about.stream()
                        .filter(v -> v instanceof Verdict.Pick p && p.human().equals(entity.id()))
                        .count();
                bars.add(new ChartBar(
                        entity,
                        (double) chosen / about.size(),
                        "chosen as the human " + chosen + " of " + about.size() + " times"));
            }
        }
        return bars;
    }
}
