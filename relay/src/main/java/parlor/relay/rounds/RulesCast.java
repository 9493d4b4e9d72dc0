package parlor.relay.rounds;

import static parlor.relay.rounds.CastSize.plural;

import java.util.ArrayList;
import java.util.List;

/**
 * The cast a rule set's text allows, quoted: the smallest, and (1996, 2009) the largest. A schedule
 * may fit other casts (a rehearsal), but the rules do not, so a contest run by them is refused with the rule.
 */
public final class RulesCast {

    /** 1996 rule 14: what the judges are told of the terminals. */
    private static final String RULE_14 =
            "rule 14 tells the judges \"that at least one of the terminals is controlled by human "
                    + "confederates and that at least two of the terminals are controlled by computers\"";

    /** 2003 rule 42, the same for Entries and Confederates. */
    private static final String RULE_42 =
            "rule 42 tells the judges \"that at least one of the terminals is connected to Confederates "
                    + "and that at least two of the terminals are connected to Entries\"";

    /** 2009: the final is the Final Four, screened from at most 16 entries. */
    private static final int FINAL_FOUR = 4;

    private static final String SECTION_4 =
            "section 4: \"The 4 entries with the highest scores will be selected as finalists\", from \"the first 16 "
                    + "compliant entries\" (section 1) screened by section 4's questions (bin/relay prescreen)";

    /** 1996 rule 13: the most finalists, so the most entries a day under the 1996 rules holds. */
    private static final int MOST_1996_FINALISTS = 8;

    private static final String RULE_13 = "rule 13: \"No more than eight entries will be selected as finalists\"";

    private RulesCast() {}

    /** Each rule of {@code rules} this cast breaks, naming the rule, quoting it, and saying what the cast has; empty if none. */
    public static List<String> problems(String rules, CastSize size) {
        List<String> problems = new ArrayList<>();
        switch (rules) {
            case "loebner-1996" -> {
                terminals(rules, RULE_14, size, problems);
                if (size.entries() > MOST_1996_FINALISTS) {
                    problems.add(rules + " " + RULE_13 + "; this cast has " + plural(size.entries(), "entry"));
                }
            }
            case "loebner-2003" -> {
                if (size.judges() < 5) {
                    problems.add(rules + " rule 40 recruits \"At least five final round Judges\"; this cast has "
                            + plural(size.judges(), "judge"));
                }
                terminals(rules, RULE_42, size, problems);
            }
            case "loebner-2009" -> {
                if (size.entries() > FINAL_FOUR) {
                    problems.add(rules + " " + SECTION_4 + "; this cast has " + plural(size.entries(), "entry"));
                }
            }
            default -> {}
        }
        return problems;
    }

    private static void terminals(String rules, String rule, CastSize size, List<String> problems) {
        if (size.confederates() < 1 || size.entries() < 2) {
            problems.add(rules + " " + rule + "; this cast has " + plural(size.entries(), "entry") + " and "
                    + plural(size.confederates(), "confederate"));
        }
    }
}
