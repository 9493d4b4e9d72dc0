package parlor.relay;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import parlor.relay.rounds.CastSize;
import parlor.relay.rounds.RoundFormat;
import parlor.relay.rounds.RoundFormats;
import parlor.relay.rounds.RulesCast;
import parlor.relay.rounds.Schedule;
import parlor.relay.rounds.ScheduleMaker;
import parlor.relay.rounds.ScheduleRefusedException;
import parlor.relay.rounds.ScheduleText;
import parlor.relay.rounds.SelectionStage;
import parlor.transcripts.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bin/relay schedule}: the schedule a rule set calls for, for organisers planning a contest. */
@Command(
        name = "schedule",
        mixinStandardHelpOptions = true,
        description = "Prints who meets whom in each round for a rule set and a cast: the judge × entry matrix "
                + "(which confederate each judge compares with each entry) and the round plan.")
final class ScheduleCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(
            names = "--rules",
            required = true,
            paramLabel = "NAME",
            description = "the rule set: loebner-1996, loebner-2003, loebner-2006, loebner-2009 or kurzweil-kapor")
    String rules;

    @Option(names = "--judges", required = true, paramLabel = "N", description = "how many judges")
    int judges;

    @Option(names = "--entries", required = true, paramLabel = "N", description = "how many computer entries")
    int entries;

    @Option(names = "--confederates", required = true, paramLabel = "N", description = "how many human confederates")
    int confederates;

    @Option(
            names = "--seed",
            paramLabel = "S",
            description =
                    "for rules that draw the sides at random (loebner-2006, loebner-2009): draw them the same way as an earlier run")
    Long seed;

    @Option(
            names = "--rehearsal",
            description =
                    "allow a cast the rules do not (1996 rules 13 and 14, 2003 rules 40 and 42), saying which rule it breaks")
    boolean rehearsal;

    @Option(
            names = "--stage",
            paramLabel = "STAGE",
            description =
                    "prelim or final: print only that stage; by default both, when the rules hold a selection stage for this many "
                            + "entries (loebner-2006 with 5-8, loebner-2003 with more than 8), and a final of exactly this cast otherwise")
    String stageOnly;

    /** The rules the final's cast breaks, each said as a note when it runs as a rehearsal. */
    private List<String> broken = List.of();

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Optional<RoundFormat> format = RoundFormats.forRules(rules);
        if (format.isEmpty()) {
            err.println("schedule: unknown rule set '" + rules + "'; the rule sets are "
                    + String.join(", ", RoundFormats.names()));
            return 2;
        }
        if (stageOnly != null && !stageOnly.equals("prelim") && !stageOnly.equals("final")) {
            err.println("schedule: --stage is prelim or final, not '" + stageOnly + "'");
            return 2;
        }
        Optional<SelectionStage> stage = SelectionStage.forEntries(rules, entries);
        if (stage.isEmpty() && "prelim".equals(stageOnly)) {
            err.println("schedule: " + rules + " holds no selection stage for " + entries + " entries");
            return 2;
        }
        // the rules' least cast is the final's (2003 rule 40: "final round Judges"); a selection stage has no
        // confederates by design
        CastSize finalCast = stage.isPresent() && !"final".equals(stageOnly)
                ? stage.get().finalCast(judges, confederates)
                : new CastSize(judges, entries, confederates);
        broken = "prelim".equals(stageOnly) ? List.of() : RulesCast.problems(rules, finalCast);
        if (!broken.isEmpty() && !rehearsal) {
            broken.forEach(problem -> err.println("schedule: " + problem));
            err.println("schedule: for a rehearsal with this cast, add --rehearsal");
            return 2;
        }
        if (stage.isPresent() && !"final".equals(stageOnly)) {
            return bothStages(stage.get(), format.get(), err);
        }
        return printFinal(format.get(), new CastSize(judges, entries, confederates), err);
    }

    /** The selection stage's plan, then the final's for the entries it names. */
    private int bothStages(SelectionStage stage, RoundFormat format, PrintWriter err) {
        Schedule prelim;
        try {
            prelim = stage.prelim(judges, entries);
        } catch (ScheduleRefusedException e) {
            err.println("schedule: " + e.getMessage());
            return 2;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print("Stage 1, the " + stage.name() + ": judges meet each entry alone, no confederates,"
                + " and rank them; the best " + stage.finalists() + " by mean rank go to the " + stage.finalName()
                + ".\n\n");
        out.print(ScheduleText.render(prelim, List.of()));
        if ("prelim".equals(stageOnly)) {
            out.flush();
            return 0;
        }
        out.print("\nStage 2, the " + stage.finalName() + ": E1-E" + stage.finalists() + " are the entries the "
                + stage.name() + " names.\n\n");
        return printFinal(format, stage.finalCast(judges, confederates), err);
    }

    private int printFinal(RoundFormat format, CastSize size, PrintWriter err) {
        long drawSeed = seed != null ? seed : ThreadLocalRandom.current().nextLong(1, 1_000_000);
        Schedule schedule;
        try {
            schedule = ScheduleMaker.make(format, size, ScheduleMaker.sidesDrawnWith(drawSeed));
        } catch (ScheduleRefusedException e) {
            err.println("schedule: " + e.getMessage());
            return 2;
        }
        List<String> notes = new ArrayList<>(
                broken.stream().map(problem -> "A rehearsal: " + problem + ".").toList());
        notes.addAll(notes(format, size, drawSeed));
        spec.commandLine().getOut().print(ScheduleText.render(schedule, notes));
        spec.commandLine().getOut().flush();
        return 0;
    }

    private static List<String> notes(RoundFormat format, CastSize size, long drawSeed) {
        List<String> notes = new ArrayList<>();
        if (ScheduleMaker.isPublished(format, size)) {
            notes.add("This is the Final Four plan the " + format.rules() + " rules publish.");
        }
        notes.addAll(ScheduleMaker.repeatedConfederates(format, size));
        if (format.drawsSides()) {
            notes.add("Sides drawn at random with seed " + drawSeed + " (--seed " + drawSeed + " repeats the draw).");
        }
        if (format.rules().equals(RuleSet.KURZWEIL_KAPOR.ruleName())) {
            // "Each Turing Test Session will consist of at least three Turing Test Trials"
            notes.add("These rounds are one trial. A Session is at least three: a day runs them trials: times"
                    + " (3 unless the contest file says), the judges voting after each.");
        }
        return notes;
    }
}
