package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

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
 * A rank the plan of rounds asked for and the record lacks could be any rank that judge left unused:
 * an entry goes forward (or into reserve) only if it would whatever those ranks are; a place that
 * depends on them is named for nobody.
 */
public record Selection(List<String> forward, List<String> reserves, Optional<String> undecided, Table table) {

    public Selection {
        forward = List.copyOf(forward);
        reserves = List.copyOf(reserves);
    }

    /** How many a rule set's selection stage sends forward and holds back, and what the rules call them. */
    public record Quota(int forward, int reserves, String forwardName, String stageName) {}

    /** The selection stage a rule set has, if any. */
    public static Optional<Quota> quota(RuleSet rules) {
        return switch (rules) {
            case LOEBNER_2003 -> Optional.of(new Quota(8, 2, "finalists", "the preliminary round"));
            case LOEBNER_2006 -> Optional.of(new Quota(4, 0, "the Final Four", "the Prelim Eight"));
            default -> Optional.empty();
        };
    }

    /** The selection from a prelim record's rank verdicts; verdicts on anything but an entry are left out. */
    public static Selection of(ContestHeader contest, List<VerdictEntry> verdicts) {
        Quota quota = quota(contest.rules())
                .orElseThrow(
                        () -> new IllegalArgumentException(contest.rules().ruleName() + " has no selection stage"));
        List<Standing> standings = Standing.of(contest, verdicts);
        List<Standing> ranked = standings.stream().filter(s -> !s.unranked()).toList();
        List<String> forward = new ArrayList<>();
        List<String> reserves = new ArrayList<>();
        List<Standing> open = new ArrayList<>();
        for (Standing entry : ranked) {
            // counted against the entry's worst mean and the others' best: what the missing ranks could make of it
            long atOrAbove = ranked.stream()
                    .filter(other -> other != entry && other.best().compareTo(entry.worst()) <= 0)
                    .count();
            long above = ranked.stream()
                    .filter(other -> other != entry && other.worst().compareTo(entry.best()) < 0)
                    .count();
            if (atOrAbove < quota.forward()) {
                forward.add(entry.entry());
            } else if (above >= quota.forward() && atOrAbove < quota.forward() + quota.reserves()) {
                reserves.add(entry.entry());
            } else if (above < quota.forward() + quota.reserves()) {
                open.add(entry);
            }
        }
        int forwardPlaces = Math.min(quota.forward(), standings.size());
        int reservePlaces = Math.min(quota.forward() + quota.reserves(), standings.size()) - forwardPlaces;
        List<String> why =
                new ArrayList<>(reasons(open, forwardPlaces - forward.size(), reservePlaces - reserves.size(), quota));
        List<String> nobody = standings.stream()
                .filter(Standing::unranked)
                .map(Standing::entry)
                .toList();
        if (!nobody.isEmpty() && ranked.size() < forwardPlaces + reservePlaces) {
            why.add(ScoreText.and(nobody) + (nobody.size() == 1 ? " was" : " were")
                    + " ranked by no judge, so cannot be placed");
        }
        return new Selection(
                forward,
                reserves,
                why.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", why)),
                table(standings, forward, reserves, open, quota));
    }

    /** Why places are named for nobody: ranks missing among those who could take them, or entries tied across a cut. */
    private static List<String> reasons(List<Standing> open, int forwardOpen, int reservesOpen, Quota quota) {
        if (open.isEmpty()) {
            return List.of();
        }
        List<String> missing = open.stream()
                .flatMap(s -> s.missingFrom().stream().map(j -> ScoreText.judge(j) + "'s rank of " + s.entry()))
                .toList();
        if (!missing.isEmpty()) {
            String places = (forwardOpen > 0
                            ? forwardOpen + " place" + (forwardOpen == 1 ? "" : "s") + " among " + quota.forwardName()
                            : "")
                    + (forwardOpen > 0 && reservesOpen > 0 ? " and " : "")
                    + (reservesOpen > 0 ? reservesOpen + " in reserve" : "");
            return List.of(ScoreText.and(missing) + (missing.size() == 1 ? " is" : " are") + " missing: with "
                    + (missing.size() == 1 ? "it " : "them ")
                    + ScoreText.and(open.stream().map(Standing::entry).toList())
                    + " could each go forward or not, so the record names nobody for " + places);
        }
        Map<String, List<String>> tied = open.stream()
                .collect(Collectors.groupingBy(
                        s -> s.mean().shown(),
                        java.util.LinkedHashMap::new,
                        Collectors.mapping(Standing::entry, Collectors.toList())));
        return tied.entrySet().stream()
                .map(group -> String.join(", ", group.getValue()) + " are tied at mean rank " + group.getKey()
                        + " across the cut: 2003 rule 37 leaves this to a panel of three judges")
                .toList();
    }

    private static Table table(
            List<Standing> standings, List<String> forward, List<String> reserves, List<Standing> open, Quota quota) {
        List<List<String>> rows = standings.stream()
                .map(s -> List.of(
                        s.entry(),
                        s.ranks().size()
                                + (s.missingFrom().isEmpty()
                                        ? ""
                                        : " of "
                                                + (s.ranks().size()
                                                        + s.missingFrom().size())),
                        s.mean().shown()
                                + (s.missingFrom().isEmpty()
                                        ? ""
                                        : " (" + s.best().shown() + " to "
                                                + s.worst().shown() + " with the missing)"),
                        forward.contains(s.entry())
                                ? quota.forwardName()
                                : reserves.contains(s.entry()) ? "reserve" : open.contains(s) ? "undecided" : ""))
                .toList();
        return new Table(
                "Selection by mean rank (1 = best)",
                List.of("entry", "judges", "mean rank", "goes to"),
                rows,
                List.of("Each judge ranks the entries met, best first; the lowest mean rank goes forward."));
    }

    /** A selection stage's results: the selection table, who goes forward and who is held back; no winner, no medal. */
    static Scoring.Scored scored(ContestHeader contest, List<VerdictEntry> counted) {
        Selection selection = of(contest, counted);
        Quota quota = quota(contest.rules()).orElseThrow();
        String going = quota.forwardName() + ": " + shown(contest, selection.forward())
                + (quota.reserves() > 0 ? "; held in reserve: " + shown(contest, selection.reserves()) : "");
        List<String> findings = new ArrayList<>(
                List.of(
                        going,
                        "2003 rule 36: \"the arithmetic mean (across Judges) of the ranks of each Entry\"; the lowest goes forward"));
        if (contest.rules() == RuleSet.LOEBNER_2006) {
            findings.add(
                    "2006 gives the Prelim Eight no scoring of its own: \"The four entries having the highest scores in that round "
                            + "will enter the Final Four Round\"; the mean rank is 2003's");
        }
        int scale = Math.max(2, contest.entries().size());
        List<ChartBar> chart = Standing.of(contest, counted).stream()
                .filter(s -> !s.ranks().isEmpty())
                .map(s -> new ChartBar(
                        contest.entity(s.entry()).orElseThrow(),
                        (scale - s.mean().value()) / (scale - 1),
                        "mean rank " + s.mean().shown() + " (1 = best)"))
                .toList();
        return new Scoring.Scored(
                List.of(selection.table()),
                new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), selection.undecided()),
                chart);
    }

    private static String shown(ContestHeader contest, List<String> ids) {
        return ids.isEmpty()
                ? "none named"
                : ids.stream()
                        .map(id -> contest.entity(id).map(HiddenEntity::shown).orElse(id))
                        .collect(Collectors.joining(", "));
    }
}
