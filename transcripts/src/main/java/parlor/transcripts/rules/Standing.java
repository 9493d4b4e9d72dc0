package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * One entry in a selection stage's record: the ranks judges gave it, and, where the plan of rounds
 * says a judge met it and the record holds no rank, the best and worst mean those missing ranks
 * allow (each one of the ranks that judge has not used yet).
 *
 * @param missingFrom the judges who met the entry and did not rank it
 */
record Standing(String entry, List<Integer> ranks, List<Integer> missingFrom, Mean best, Mean worst) {

    Mean mean() {
        return Mean.ofWholes(ranks);
    }

    /** Nobody ranked it, and nobody was to (a record without a plan): it has no place. */
    boolean unranked() {
        return best.isEmpty();
    }

    /** Each entry of the contest, best mean rank first, entries with none last. */
    static List<Standing> of(ContestHeader contest, List<VerdictEntry> verdicts) {
        Map<Integer, Map<String, Integer>> byJudge = new LinkedHashMap<>();
        for (VerdictEntry given : verdicts) {
            if (given.verdict() instanceof Verdict.Rank rank
                    && contest.entity(rank.entity()).filter(e -> !e.human()).isPresent()) {
                byJudge.computeIfAbsent(given.judge(), j -> new LinkedHashMap<>())
                        .putIfAbsent(rank.entity(), rank.rank());
            }
        }
        List<Integer> planned = contest.rounds().stream()
                .flatMap(r -> r.seats().stream())
                .map(PlannedRound.Seat::judge)
                .distinct()
                .toList();
        List<Standing> all = new ArrayList<>();
        for (HiddenEntity entry : contest.entries()) {
            List<Integer> ranks = new ArrayList<>();
            byJudge.values().stream()
                    .map(mine -> mine.get(entry.id()))
                    .filter(java.util.Objects::nonNull)
                    .forEach(ranks::add);
            List<Integer> missing = planned.stream()
                    .filter(j -> contest.metBy(j).contains(entry.id())
                            && !byJudge.getOrDefault(j, Map.of()).containsKey(entry.id()))
                    .toList();
            List<Integer> best = new ArrayList<>(ranks);
            List<Integer> worst = new ArrayList<>(ranks);
            for (int judge : missing) {
                TreeSet<Integer> unused = unused(
                        contest.metBy(judge).size(),
                        byJudge.getOrDefault(judge, Map.of()).values());
                best.add(unused.first());
                worst.add(unused.last());
            }
            all.add(new Standing(entry.id(), ranks, missing, Mean.ofWholes(best), Mean.ofWholes(worst)));
        }
        all.sort(Comparator.comparing(Standing::unranked)
                .thenComparing(
                        Standing::mean,
                        (a, b) -> a.isEmpty() || b.isEmpty()
                                ? Boolean.compare(a.isEmpty(), b.isEmpty())
                                : a.compareTo(b)));
        return all;
    }

    /** The ranks on a judge's scale the judge has not given; the whole scale if the record says no more. */
    private static TreeSet<Integer> unused(int scale, java.util.Collection<Integer> given) {
        TreeSet<Integer> unused = new TreeSet<>(
                IntStream.rangeClosed(1, Math.max(1, scale)).boxed().toList());
        unused.removeAll(given);
        return unused.isEmpty()
                ? new TreeSet<>(
                        IntStream.rangeClosed(1, Math.max(1, scale)).boxed().toList())
                : unused;
    }
}
