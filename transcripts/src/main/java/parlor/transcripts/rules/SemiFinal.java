package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import parlor.transcripts.rules.Outcome.Medal;

/**
 * 2006's last tie-break: "If two or more of the tied Entries remain tied based upon rank order scoring, then victory
 * will be decided by the results of the Semi-final Judging". The semi-final is the Prelim Eight, and its results are
 * the mean ranks it chose the Final Four by ({@link Selection}: the lowest is the best). They are read from the
 * prelim's verdict log the final's header names. Where it names none, where that log cannot be read, or where a rank
 * missing from it could change which of the tied is ahead, the tie stands and no winner is named.
 */
public final class SemiFinal {

    static final String RULE = "\"If two or more of the tied Entries remain tied based upon rank order scoring, then "
            + "victory will be decided by the results of the Semi-final Judging\"";

    private final String where;
    private final Optional<String> unread;
    private final List<Standing> standings;

    private SemiFinal(String where, Optional<String> unread, List<Standing> standings) {
        this.where = where;
        this.unread = unread;
        this.standings = List.copyOf(standings);
    }

    /** A final whose record names no selection stage's. */
    public static SemiFinal none() {
        return new SemiFinal("", Optional.empty(), List.of());
    }

    /** The prelim record the header names at {@code where}, which cannot be read, for {@code why}. */
    public static SemiFinal unread(String where, String why) {
        return new SemiFinal(where, Optional.of(why), List.of());
    }

    /** The prelim record the header names at {@code where}, as read; unread unless it is a 2006 Prelim Eight's. */
    public static SemiFinal of(String where, VerdictLog.Contents contents) {
        Optional<ContestHeader> prelim = contents.contest();
        if (prelim.isEmpty()) {
            return unread(where, "it has no contest header");
        }
        if (prelim.get().rules() != RuleSet.LOEBNER_2006 || prelim.get().stage() != Stage.PRELIM) {
            return unread(
                    where,
                    "it is the record of a " + prelim.get().rules().ruleName() + " "
                            + prelim.get().stage().stageName() + ", not of a " + RuleSet.LOEBNER_2006.ruleName()
                            + " Prelim Eight");
        }
        // the ranks the rules let stand, as the selection counted them
        List<VerdictEntry> counted =
                Scoring.score(prelim.get(), contents.verdicts()).counted();
        return new SemiFinal(where, Optional.empty(), Standing.of(prelim.get(), counted));
    }

    private boolean named() {
        return !where.isEmpty();
    }

    /** The final's entries' mean ranks in the semi-final, where its record was read. */
    Optional<Table> table(ContestHeader contest) {
        if (!named() || unread.isPresent()) {
            return Optional.empty();
        }
        Map<String, Standing> byEntry = byEntry();
        List<List<String>> rows = contest.entries().stream()
                .map(e -> List.of(
                        e.id(),
                        Optional.ofNullable(byEntry.get(e.id()))
                                .map(SemiFinal::shown)
                                .orElse("not in it")))
                .toList();
        return Optional.of(new Table(
                "Tie-break after the rank totals: the semi-final's mean ranks (the Prelim Eight, 1 = best)",
                List.of("entry", "mean rank"),
                rows,
                List.of("from " + where + "; " + RULE + ": the lowest mean rank wins")));
    }

    /** A tie still standing on rank totals; {@code tieBreaks}: what the earlier tie-breaks gave. */
    Outcome settle(
            ContestHeader contest, List<String> tied, Medal medal, List<String> findings, List<String> tieBreaks) {
        Optional<String> unsaid = unsaid(tied);
        if (unsaid.isPresent()) {
            return new Outcome(Optional.empty(), Optional.of(medal), findings, tieBreaks, unsaid);
        }
        Map<String, Standing> byEntry = byEntry();
        List<Standing> contenders = tied.stream().map(byEntry::get).toList();
        Standing lead =
                contenders.stream().min(Comparator.comparing(Standing::best)).orElseThrow();
        // those the missing ranks could put level with or ahead of the leader, the leader among them
        List<Standing> open = contenders.stream()
                .filter(s -> s == lead || s.best().compareTo(lead.worst()) <= 0)
                .toList();
        String line = ScoreText.and(tied) + " still tied on rank totals; the results of the Semi-final Judging, the "
                + "Prelim Eight's mean ranks (1 = best, " + where + "): "
                + contenders.stream().map(s -> s.entry() + " " + shown(s)).collect(Collectors.joining(", "));
        List<String> lines = new ArrayList<>(tieBreaks);
        if (open.size() == 1) {
            findings.add("winner: " + contest.entity(lead.entry()).orElseThrow().shown()
                    + ", on the results of the semi-final");
            lines.add(line + ", so " + lead.entry() + " wins");
            return new Outcome(Optional.of(lead.entry()), Optional.of(medal), findings, lines, Optional.empty());
        }
        List<String> missing = open.stream()
                .flatMap(s -> s.missingFrom().stream().map(j -> ScoreText.judge(j) + "'s rank of " + s.entry()))
                .toList();
        String why = missing.isEmpty()
                ? "still tied on the semi-final's mean ranks too: the 2006 rules give no further tie-break"
                : ScoreText.and(missing) + (missing.size() == 1 ? " is" : " are") + " missing from the Prelim Eight's "
                        + "record: with " + (missing.size() == 1 ? "it " : "them ")
                        + ScoreText.and(open.stream().map(Standing::entry).toList())
                        + " could each come first on the semi-final, so no winner is named";
        lines.add(line + ", " + (missing.isEmpty() ? "still tied" : "not decided"));
        return new Outcome(Optional.empty(), Optional.of(medal), findings, lines, Optional.of(why));
    }

    /** Why the semi-final cannot speak to this tie at all: no record named, none read, or one of the tied not in it. */
    private Optional<String> unsaid(List<String> tied) {
        if (!named()) {
            return Optional.of("still tied on rank totals: the 2006 rules say " + RULE + ", and this record names no "
                    + "semi-final's (a final's contest file names its Prelim Eight with finalists:)");
        }
        if (unread.isPresent()) {
            return Optional.of("still tied on rank totals, and " + RULE + ", but the Prelim Eight's record this log "
                    + "names, " + where + ", cannot be read: " + unread.get() + "; no winner is named");
        }
        Map<String, Standing> byEntry = byEntry();
        List<String> absent = tied.stream()
                .filter(id -> !byEntry.containsKey(id) || byEntry.get(id).unranked())
                .toList();
        return absent.isEmpty()
                ? Optional.empty()
                : Optional.of("still tied on rank totals, and " + RULE + ", but " + ScoreText.and(absent)
                        + (absent.size() == 1 ? " has" : " have") + " no rank in the Prelim Eight's record, " + where
                        + ": no winner is named");
    }

    private Map<String, Standing> byEntry() {
        return standings.stream().collect(Collectors.toMap(Standing::entry, Function.identity()));
    }

    /** "1.67", or "1.67 to 3.33 with the missing" where ranks the plan asked for are missing. */
    private static String shown(Standing s) {
        if (s.unranked()) {
            return "none";
        }
        return s.missingFrom().isEmpty()
                ? s.mean().shown()
                : s.best().shown() + " to " + s.worst().shown() + " with the missing";
    }
}
