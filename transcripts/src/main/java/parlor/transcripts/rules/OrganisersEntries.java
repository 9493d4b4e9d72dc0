package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.rules.Outcome.Medal;

/**
 * 2003 rules 60 and 61: what becomes of the medal an open-source entry wins when the organisers entered it themselves
 * (rule 13: "The University of Surrey and the Cambridge Center reserve the right to solicit and enter, on their own
 * behalf, publicly available open source programs"). Applied to the winner the rest of the rules name, so a
 * disqualified winner's place goes first to the entry placed second (rule 59), and then this follows if that one is
 * the organisers'.
 */
final class OrganisersEntries {

    static final String RULE_60 = "\"If, in any given year, a publicly available open source Entry entered by the "
            + "University of Surrey or the Cambridge Center wins the Bronze Medal but not the Silver Medal, then no Medal "
            + "will be awarded that year and the prize money will be added to the prize money for the next year\" (rule 60)";
    static final String RULE_61 = "\"If, in any given year, a publicly available open source Entry entered by the "
            + "University of Surrey or the Cambridge Center wins the Silver Medal or the Gold Medal, then the Medal and "
            + "the Cash Award will be awarded to the body responsible the development of that Entry\" (rule 61; if no "
            + "such body can be identified, or two or more claim it, they are \"held in trust\")";

    private OrganisersEntries() {}

    static Outcome applied(ContestHeader contest, Outcome outcome) {
        Optional<HiddenEntity> winner =
                outcome.winner().flatMap(contest::entity).filter(HiddenEntity::organisers);
        if (winner.isEmpty()) {
            return outcome;
        }
        String who =
                winner.get().shown() + " is a publicly available open source entry the organisers entered (rule 13)";
        List<String> findings = new ArrayList<>(outcome.findings());
        if (outcome.medal().isEmpty()) {
            findings.add(who + ": with the Bronze Medal, no medal is awarded (rule 60); with the Silver, the medal and "
                    + "the cash go to the body responsible for its development (rule 61)");
            return new Outcome(outcome.winner(), outcome.medal(), findings, outcome.tieBreaks(), outcome.undecided());
        }
        String cash = contest.rules().prize(outcome.medal().get()).orElse("its cash");
        if (outcome.medal().get() == Medal.BRONZE) {
            findings.add(who + ", and wins the Bronze Medal but not the Silver: " + RULE_60);
            return new Outcome(
                    Optional.empty(),
                    Optional.empty(),
                    findings,
                    outcome.tieBreaks(),
                    outcome.undecided(),
                    Optional.of(
                            "no medal awarded: " + winner.get().shown() + " wins the Bronze Medal but not the Silver, "
                                    + "and is the organisers' own open-source entry (rule 60), so the " + cash
                                    + " is added to next year's prize money"));
        }
        findings.add(who + ", and wins the Silver Medal: " + RULE_61);
        return new Outcome(
                outcome.winner(),
                outcome.medal(),
                findings,
                outcome.tieBreaks(),
                outcome.undecided(),
                Optional.of(
                        "awarded to the body responsible for its development, as the organisers entered it (rule 61)"));
    }
}
