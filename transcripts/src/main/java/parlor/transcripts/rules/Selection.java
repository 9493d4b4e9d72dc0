package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a selection stage's verdict record decides: which entries go forward to the final, and
 * which are held in reserve. Judges rank the entries they met, best (1) to worst, on the {@code rank} form.
 *
 * <p>2003 rule 34: "each Judge will rank the allotted Entries in order from best to worst"; rule 36:
 * "the Chief Judge will calculate the arithmetic mean (across Judges) of the ranks of each Entry ...
 * The top ranked Entries will go forward as finalists, with one or two Entries held in reserve".
 * Rule 32: "select eight Entries as finalists". We hold two in reserve when there are entries enough.
 *
 * <p>2006: "If there are 5 - 8 compliant Entries all will be entered into The Prelim Eight Round. The
 * four entries having the highest scores in that round will enter the Final Four Round." The text
 * gives no scoring for that round; we use 2003's mean rank, and name no reserves (2006 names none).
 *
 * <p>Entries tied across the cut are not ordered by us: 2003 rule 37 leaves "any difficulty in selecting
 * the finalists" to a panel, so the selection then names only those above the tie and says who is tied.
 */
public record Selection(List<String> forward, List<String> reserves, Optional<String> undecided, Table table) {

    public Selection {
        forward = List.copyOf(forward);
        reserves = List.copyOf(reserves);
    }

    /** How many a rule set's selection stage sends forward and holds back. */
    public record Quota(int forward, int reserves, String forwardName) {
    }

    /** The selection stage a rule set has, if any. */
    public static Optional<Quota> quota(RuleSet rules) {
        return switch (rules) {
            case LOEBNER_2003 -> Optional.of(new Quota(8, 2, "finalists"));
            case LOEBNER_2006 -> Optional.of(new Quota(4, 0, "the Final Four"));
            default -> Optional.empty();
        };
    }

    /** The selection from a prelim record's rank verdicts; verdicts on anything but an entry are left out. */
    public static Selection of(ContestHeader contest, List<VerdictEntry> verdicts) {
        Quota quota = quota(contest.rules()).orElseThrow(
            () -> new IllegalArgumentException(contest.rules().ruleName() + " has no selection stage"));
        Map<String, List<Integer>> ranks = new LinkedHashMap<>();
        contest.entries().forEach(e -> ranks.put(e.id(), new ArrayList<>()));
        for (VerdictEntry entry : verdicts) {
            if (entry.verdict() instanceof Verdict.Rank rank && ranks.containsKey(rank.entity())) {
                ranks.get(rank.entity()).add(rank.rank());
            }
        }
        // the lowest mean rank is best; an entry nobody ranked comes last
        Comparator<Map.Entry<String, Mean>> best = (a, b) -> a.getValue().isEmpty() || b.getValue().isEmpty()
            ? Boolean.compare(a.getValue().isEmpty(), b.getValue().isEmpty()) : a.getValue().compareTo(b.getValue());
        List<Map.Entry<String, Mean>> order = ranks.entrySet().stream()
            .map(e -> Map.entry(e.getKey(), Mean.ofWholes(e.getValue()))).sorted(best).toList();
        return choose(order, quota, ranks, best);
    }

    private static Selection choose(List<Map.Entry<String, Mean>> order, Quota quota, Map<String, List<Integer>> ranks,
            Comparator<Map.Entry<String, Mean>> best) {
        List<String> forward = new ArrayList<>();
        List<String> reserves = new ArrayList<>();
        Optional<String> undecided = Optional.empty();
        int places = Math.min(quota.forward() + quota.reserves(), order.size());
        for (int i = 0; i < places && undecided.isEmpty(); i++) {
            int at = i;
            List<Integer> equal = java.util.stream.IntStream.range(0, order.size())
                .filter(k -> best.compare(order.get(k), order.get(at)) == 0).boxed().toList();
            int cut = i < quota.forward() ? quota.forward() : places;
            // an equal group that straddles a cut (into the final, or into reserve) is not ours to split
            if (equal.getFirst() < cut && equal.getLast() >= cut || order.get(at).getValue().isEmpty()) {
                List<String> tied = equal.stream().map(k -> order.get(k).getKey()).toList();
                forward.removeAll(tied);
                reserves.removeAll(tied);
                undecided = Optional.of(String.join(", ", tied) + " are tied at mean rank " + order.get(at).getValue().shown()
                    + " across the cut (or unranked): 2003 rule 37 leaves this to a panel of three judges");
            } else {
                (i < quota.forward() ? forward : reserves).add(order.get(at).getKey());
            }
        }
        List<List<String>> rows = order.stream().map(e -> List.of(e.getKey(), String.valueOf(ranks.get(e.getKey()).size()),
            e.getValue().shown(), forward.contains(e.getKey()) ? quota.forwardName() : reserves.contains(e.getKey()) ? "reserve" : "")).toList();
        Table table = new Table("Selection by mean rank (1 = best)", List.of("entry", "judges", "mean rank", "goes to"), rows,
            List.of("Each judge ranks the entries met, best first; the lowest mean rank goes forward."));
        return new Selection(forward, reserves, undecided, table);
    }
}
