package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

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
 * @param name      what the rules call the stage
 * @param fewest    the fewest entries that call for it
 * @param most      the most entries it takes
 * @param finalists how many it sends to the final
 * @param finalName what the rules call the final
 */
public record SelectionStage(String rules, String name, int fewest, int most, int finalists, String finalName) {

    /* 2003 rule 33 sets no upper bound; 99 is ScheduleCheck's bound on a table */
    private static final List<SelectionStage> KNOWN = List.of(
        new SelectionStage("loebner-2006", "Prelim Eight", 5, 8, 4, "Final Four"),
        new SelectionStage("loebner-2003", "preliminary round", 9, ScheduleCheck.MOST_OF_EACH, 8, "final round"));

    /** The stage these rules hold for this many entries, if any. */
    public static Optional<SelectionStage> forEntries(String rules, int entries) {
        return KNOWN.stream().filter(s -> s.rules().equals(rules) && entries >= s.fewest()).findFirst();
    }

    /**
     * The prelim's plan, with no confederates: every judge meets every entry in turn; beyond ten
     * entries (2003 only), each entry meets three judges and no judge more than ten ({@link Allotment}).
     */
    public Schedule prelim(int judges, int entries) {
        List<String> problems = new ArrayList<>();
        if (entries > most) {
            problems.add(rules + "'s " + name + " takes at most " + most + " entries, not " + entries);
        }
        if (rules.equals("loebner-2003") && judges < Allotment.fewestJudges(entries)) {
            problems.add("rule 34: each entry is judged by at least three judges and no judge evaluates more than ten entries, so "
                + entries + " entries need at least " + Allotment.fewestJudges(entries) + " judges, not " + judges);
        }
        if (!problems.isEmpty()) {
            throw new ScheduleRefusedException(problems);
        }
        if (entries > Allotment.MOST_PER_JUDGE) {
            return Allotment.schedule(rules, new CastSize(judges, entries, 0));
        }
        return ScheduleMaker.make(new RoundFormat.OneAtATime(rules, Optional.empty()), new CastSize(judges, entries, 0),
            RandomGenerator.of("L64X128MixRandom"));
    }

    /** The final's cast size: the finalists the prelim names, with the contest's judges and confederates. */
    public CastSize finalCast(int judges, int confederates) {
        return new CastSize(judges, finalists, confederates);
    }
}
