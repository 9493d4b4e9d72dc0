package parlor.transcripts.rules;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Where judges hand in verdicts during a contest: each is checked against the rules and the
 * judge's earlier verdicts, and only a verdict that may stand is recorded, durably, before the
 * judge is told so.
 */
public final class VerdictIntake {

    private final ContestHeader contest;
    private final VerdictValidator validator;
    private final VerdictLog.Writer log;
    private final Clock clock;
    private final List<VerdictEntry> recorded;

    /** @param recorded the verdicts already in the log (after a restart), or none */
    public VerdictIntake(ContestHeader contest, VerdictLog.Writer log, List<VerdictEntry> recorded, Clock clock) {
        this.contest = contest;
        this.validator = new VerdictValidator(contest);
        this.log = log;
        this.clock = clock;
        this.recorded = new ArrayList<>(recorded);
    }

    public ContestHeader contest() {
        return contest;
    }

    /** The log verdicts are written to. */
    public VerdictLog.Writer log() {
        return log;
    }

    /** What is wrong with a form so far, for showing beside its fields as the judge types. */
    public synchronized Check checkTyping(int round, int judge, VerdictForm form, Map<String, String> typed) {
        return validator.checkTyping(round, judge, form, typed, recorded);
    }

    /** Whether a whole verdict would stand if handed in now; records nothing. */
    public synchronized Check check(int round, int judge, Verdict verdict) {
        return validator.check(round, judge, verdict, recorded);
    }

    /** Records the verdict if it may stand; otherwise records nothing and says why. */
    public synchronized Check submit(int round, int judge, String terminal, Verdict verdict) {
        Check check = check(round, judge, verdict);
        if (check.isOk()) {
            VerdictEntry entry = new VerdictEntry(clock.instant(), round, judge, terminal, verdict);
            log.append(entry);
            recorded.add(entry);
        }
        return check;
    }

    /** 2006: what the relay saw of a conversation's opening assertion, on the same record as the verdicts (never shown to a judge). */
    public synchronized void note(OpeningCheck check) {
        log.append(check);
    }

    /**
     * Records that {@code entity}, one of the contest's entries, is disqualified, and why; refuses (recording nothing) a
     * confederate or an id the contest does not have.
     */
    public synchronized Disqualification disqualify(String entity, String reason) {
        HiddenEntity entry = contest.entity(entity)
                .orElseThrow(() -> new IllegalArgumentException("no entity '" + entity
                        + "' in this contest (the entries are "
                        + String.join(
                                ", ",
                                contest.entries().stream().map(HiddenEntity::id).toList()) + ")"));
        if (entry.human()) {
            throw new IllegalArgumentException(
                    entity + " is a confederate: only an Entry is disqualified (2003 rules 38 and 43)");
        }
        Disqualification disqualification = new Disqualification(clock.instant(), entity, reason.strip());
        log.append(disqualification);
        return disqualification;
    }

    public synchronized List<VerdictEntry> recorded() {
        return List.copyOf(recorded);
    }
}
