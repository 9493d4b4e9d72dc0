package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import parlor.transcripts.rules.WagerTrial.Standing;

/**
 * Every way the ranks a trial lacks could have been given: each judge ranks every candidate, each rank once, so a judge
 * who ranked some leaves the rest only the ranks not used. A Rank Order Test that every such completion passes (or
 * every one fails) is decided by the record, however few of the missing ranks are known.
 */
final class WagerRankings {

    private WagerRankings() {}

    /** Each completion of {@code standings} by {@code judges}' missing ranks (their human-or-machine left as it was). */
    static List<List<Standing>> completions(List<Integer> judges, List<Standing> standings) {
        List<List<Standing>> done = List.of(standings);
        for (int judge : judges) {
            List<Standing> unranked = standings.stream()
                    .filter(s -> !s.byJudge().containsKey(judge))
                    .toList();
            if (unranked.isEmpty()) {
                continue;
            }
            List<Integer> used = standings.stream()
                    .filter(s -> s.byJudge().containsKey(judge))
                    .map(s -> s.byJudge().get(judge).rank())
                    .toList();
            List<Integer> free = IntStream.rangeClosed(1, standings.size())
                    .filter(r -> !used.contains(r))
                    .boxed()
                    .toList();
            List<List<Standing>> next = new ArrayList<>();
            for (List<Integer> order : orders(free, unranked.size())) {
                for (List<Standing> partial : done) {
                    next.add(withRanks(partial, judge, unranked, order));
                }
            }
            done = next;
        }
        return done;
    }

    private static List<Standing> withRanks(
            List<Standing> standings, int judge, List<Standing> unranked, List<Integer> order) {
        List<Standing> completed = new ArrayList<>();
        for (Standing s : standings) {
            int at = unranked.stream().map(Standing::candidate).toList().indexOf(s.candidate());
            if (at < 0) {
                completed.add(s);
                continue;
            }
            Map<Integer, Verdict.Candidate> byJudge = new TreeMap<>(s.byJudge());
            byJudge.put(judge, new Verdict.Candidate(s.candidate().id(), false, order.get(at)));
            completed.add(new Standing(s.candidate(), byJudge));
        }
        return completed;
    }

    /** Every ordered choice of {@code size} of {@code free}. */
    private static List<List<Integer>> orders(List<Integer> free, int size) {
        if (size == 0) {
            return List.of(List.of());
        }
        List<List<Integer>> orders = new ArrayList<>();
        for (Integer first : free) {
            List<Integer> rest = free.stream().filter(r -> !r.equals(first)).toList();
            for (List<Integer> tail : orders(rest, size - 1)) {
                List<Integer> order = new ArrayList<>(List.of(first));
                order.addAll(tail);
                orders.add(order);
            }
        }
        return orders;
    }
}
