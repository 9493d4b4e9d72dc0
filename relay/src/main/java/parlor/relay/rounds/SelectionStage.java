package parlor.relay.rounds;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import parlor.transcripts.rules.Timing;

/**
 * A selection stage: the day before the final that picks who enters it. Judges meet the entries
 * one at a time, with no confederates, and rank them ({@code parlor.transcripts.rules.Selection}
 * reads that day's verdict record); the final's cast is the entries it names.
 *
 * <p>2006: "If there are 5 - 8 compliant Entries all will be entered into The Prelim Eight Round. The
 * four entries having the highest scores in that round will enter the Final Four Round. The Preliminary
 * Eight Round shall consist of real-time questions and answers between Judges and Computer Entries
 * only. No human confederates will be employed."
 *
 * <p>2003 rule 32: "If more than eight Entries are submitted, a preliminary round of judging will take
 * place to select eight Entries as finalists"; rule 34: "No Judge will be required to evaluate more than
 * ten Entries. Each Entry will be judged by at least three independent Judges."
 *
 * @param name           what the rules call the stage
 * @param fewest         the fewest entries that call for it
 * @param most           the most entries it takes
 * @param finalists      how many it sends to the final
 * @param finalName      what the rules call the final
 * @param when           the rule that calls for the stage, quoted
 * @param noConfederates the rule that leaves confederates out of it, quoted
 */
public record SelectionStage(
        String rules,
        String name,
        int fewest,
        int most,
        int finalists,
        String finalName,
        String when,
        String noConfederates) {

    /** 2006: the most entries its prescreening takes. */
    private static final int PRESCREENED_2006 = 32;

    /* 2003 rule 33 sets no upper bound; 99 is ScheduleCheck's bound on a table */
    private static final List<SelectionStage> KNOWN = List.of(
            new SelectionStage(
                    "loebner-2006",
                    "Prelim Eight",
                    5,
                    8,
                    4,
                    "Final Four",
                    "\"If there are 5 - 8 compliant Entries all will be entered into The Prelim Eight Round\"",
                    "\"The Preliminary Eight Round shall consist of real-time questions and answers between Judges and Computer Entries only. "
                            + "No human confederates will be employed.\""),
            new SelectionStage(
                    "loebner-2003",
                    "preliminary round",
                    9,
                    ScheduleCheck.MOST_OF_EACH,
                    8,
                    "final round",
                    "rule 32: \"If more than eight Entries are submitted, a preliminary round of judging will take place\"",
                    "rule 34: its Judges \"rank the allotted Entries\"; confederates belong to the final round"));

    /** The stage these rules hold, for any number of entries (a rehearsal may run it with fewer than the rules' own). */
    public static Optional<SelectionStage> of(String rules) {
        return KNOWN.stream().filter(s -> s.rules().equals(rules)).findFirst();
    }

    /** The stage these rules hold for this many entries, if any. */
    public static Optional<SelectionStage> forEntries(String rules, int entries) {
        return of(rules).filter(s -> entries >= s.fewest());
    }

    /** Each need of the stage a cast of judges and entries breaks, quoting the rule; empty if none. */
    public List<String> problems(int judges, int entries) {
        List<String> problems = new ArrayList<>();
        if (entries < fewest) {
            problems.add(rules + "'s " + name + " is for " + fewest
                    + (most < ScheduleCheck.MOST_OF_EACH ? " - " + most : " or more") + " entries (" + when + "), not "
                    + entries);
        }
        if (entries > most) {
            problems.add(
                    rules + "'s " + name + " takes at most " + most + " entries, not " + entries + beyond(entries));
        }
        if (rules.equals("loebner-2003") && judges < Allotment.fewestJudges(entries)) {
            problems.add(
                    "rule 34: each entry is judged by at least three judges and no judge evaluates more than ten entries, so "
                            + entries + " entries need at least " + Allotment.fewestJudges(entries) + " judges, not "
                            + judges);
        }
        return problems;
    }

    /**
     * 2006's entries beyond the Prelim Eight: "If there are 9 - 32 entries they will be prescreened down to eight";
     * "If there are more than 32 Entries the first 32 compliant Entries submitted will be entered in the prescreening
     * round".
     */
    private String beyond(int entries) {
        if (!rules.equals("loebner-2006")) {
            return "";
        }
        return entries <= PRESCREENED_2006
                ? ": \"If there are 9 - 32 entries they will be prescreened down to eight\" (bin/relay prescreen)"
                : ": \"If there are more than 32 Entries the first 32 compliant Entries submitted will be entered in the "
                        + "prescreening round\"; this cast has " + entries + " entries";
    }

    /**
     * The prelim's plan, with no confederates: every judge meets every entry in turn; beyond ten
     * entries (2003 only), each entry meets three judges and no judge more than ten ({@link Allotment}).
     */
    public Schedule prelim(int judges, int entries) {
        List<String> problems = problems(judges, entries);
        if (!problems.isEmpty()) {
            throw new ScheduleRefusedException(problems);
        }
        return plan(judges, entries);
    }

    /** The plan whatever the cast, for a rehearsal too: an allotment only where there are judges enough to make one. */
    public Schedule plan(int judges, int entries) {
        if (rules.equals("loebner-2003")
                && entries > Allotment.MOST_PER_JUDGE
                && judges >= Allotment.JUDGES_PER_ENTRY) {
            return Allotment.schedule(rules, new CastSize(judges, entries, 0));
        }
        return ScheduleMaker.make(
                new RoundFormat.OneAtATime(rules, Optional.empty()),
                new CastSize(judges, entries, 0),
                RandomGenerator.of("L64X128MixRandom"));
    }

    /**
     * The stage's times. The rules give none for it: a final's talk and break, and one review after the last round, to
     * rank every entry met (2003 rule 34: "After conversing with the Entries ... each Judge will rank the allotted
     * Entries"), of 20 minutes, as 2006 gives its judges "20 minutes to review transcripts of their interactions before scoring".
     */
    public static Timing timing(Timing finals) {
        return new Timing(
                finals.talk(),
                Optional.empty(),
                Duration.ofMinutes(20),
                Timing.ReviewAt.END_OF_CONTEST,
                finals.breakBetween());
    }

    /** The final's cast size: the finalists the prelim names, with the contest's judges and confederates. */
    public CastSize finalCast(int judges, int confederates) {
        return new CastSize(judges, finalists, confederates);
    }
}
