package parlor.relay.contest;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import parlor.relay.rounds.SelectionStage;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Stage;
import parlor.transcripts.rules.Timing;

/**
 * The contest file's keys for a contest run in rounds: {@code rules: loebner-2009}, optional
 * {@code timing: { talk: 10m, review: 10m, break: 5m }} overriding the rule set's times, and
 * {@code seed:} for the drawn sides.
 */
final class DayRulesLoader {

    static final Set<String> TIMING_KEYS = Set.of("talk", "review", "break");
    /** {@code trials: 3}: how many of a wager Session's trials the day runs, one after another. */
    static final String TRIALS = "trials";
    /** "Each Turing Test Session will consist of at least three Turing Test Trials": a wager day is a whole Session unless the file says. */
    private static final int SESSION_TRIALS = 3;

    private DayRulesLoader() {}

    /**
     * The day's keys as read, before the cast is known.
     * {@code seedGiven}: the file says {@code seed:}; without it the seed was drawn (or taken from the day in progress).
     * {@code rehearsal}: the file says {@code rehearsal: true}, so a cast the rules do not allow (too small, or a 1996 day of more than eight entries) is run.
     * {@code stage}: the selection stage ({@code stage: prelim}, its line in {@code stageLine}), or the final.
     */
    record Draft(
            RuleSet rules,
            Timing timing,
            long seed,
            boolean seedGiven,
            Optional<YamlNode> schedule,
            boolean rehearsal,
            Stage stage,
            Optional<YamlNode> stageLine,
            int trials) {}

    static Optional<Draft> day(Map<String, YamlNode> keys, java.util.function.LongSupplier seedIfNone) {
        if (!keys.containsKey("rules")) {
            for (String key : new String[] {"timing", "seed", "schedule", "rehearsal", "stage", TRIALS}) {
                if (keys.containsKey(key)) {
                    throw keys.get(key)
                            .error(key + ": belongs to a contest run in rounds: add rules: (" + RuleSet.names() + ")");
                }
            }
            return Optional.empty();
        }
        YamlNode rulesNode = keys.get("rules");
        RuleSet rules;
        try {
            rules = RuleSet.byName(rulesNode.scalar());
        } catch (IllegalArgumentException e) {
            throw rulesNode.error(e.getMessage());
        }
        Stage stage =
                YamlNode.optional(keys, "stage").map(node -> stage(node, rules)).orElse(Stage.FINAL);
        Timing times = stage == Stage.PRELIM ? SelectionStage.timing(rules.timing()) : rules.timing();
        Timing timing = YamlNode.optional(keys, "timing")
                .map(node -> timing(node, times))
                .orElse(times);
        Optional<Long> given = YamlNode.optional(keys, "seed").map(node -> {
            try {
                return Long.parseLong(node.scalar());
            } catch (NumberFormatException e) {
                throw node.error("seed must be a whole number");
            }
        });
        long seed = given.orElseGet(seedIfNone::getAsLong);
        boolean rehearsal = YamlNode.optional(keys, "rehearsal")
                .map(node -> switch (node.scalar()) {
                    case "true" -> true;
                    case "false" -> false;
                    default -> throw node.error("rehearsal must be true or false, not '" + node.scalar() + "'");
                })
                .orElse(false);
        return Optional.of(new Draft(
                rules,
                timing,
                seed,
                given.isPresent(),
                YamlNode.optional(keys, "schedule"),
                rehearsal,
                stage,
                YamlNode.optional(keys, "stage"),
                trials(YamlNode.optional(keys, TRIALS), rules)));
    }

    /** {@code stage: prelim} or {@code final}; a prelim only under rules that hold one. */
    private static Stage stage(YamlNode node, RuleSet rules) {
        Stage stage;
        try {
            stage = Stage.byName(node.scalar());
        } catch (IllegalArgumentException e) {
            throw node.error(e.getMessage());
        }
        if (stage == Stage.PRELIM && SelectionStage.of(rules.ruleName()).isEmpty()) {
            throw node.error("stage: prelim: " + rules.ruleName()
                    + " has no selection stage (loebner-2006 and loebner-2003 have)");
        }
        return stage;
    }

    /** A wager day runs its Session's trials in turn, each the schedule's rounds and then the votes; other rules have none. */
    private static int trials(Optional<YamlNode> node, RuleSet rules) {
        if (node.isEmpty()) {
            return rules == RuleSet.KURZWEIL_KAPOR ? SESSION_TRIALS : 1;
        }
        if (rules != RuleSet.KURZWEIL_KAPOR) {
            throw node.get().error(TRIALS + ": only the " + RuleSet.KURZWEIL_KAPOR + " rules run trials, not " + rules);
        }
        String text = node.get().scalar();
        if (!text.matches("[1-9]\\d?")) {
            throw node.get().error(TRIALS + " must be a whole number from 1 to 99, not '" + text + "'");
        }
        return Integer.parseInt(text);
    }

    /**
     * The pacing a day's rules ask for when the file sets none: 2003 rule 30, "all Entries must
     * include an intentional delay between the time an HTML form submission is received and the
     * corresponding HTML document is returned. The duration of this delay must be at least five
     * seconds". Parlor delays every reply, entry or confederate, so the delay gives nothing away.
     */
    static parlor.relay.pacing.Pacing pacing(Optional<Draft> day) {
        return day.filter(d -> d.rules() == RuleSet.LOEBNER_2003)
                .map(d -> parlor.relay.pacing.Pacing.delayed(java.time.Duration.ofSeconds(5)))
                .orElse(parlor.relay.pacing.Pacing.NONE);
    }

    private static Timing timing(YamlNode node, Timing defaults) {
        Map<String, YamlNode> keys = node.named("timing").mapping(TIMING_KEYS);
        try {
            return defaults.overriddenBy(
                    YamlNode.optional(keys, "talk").map(YamlNode::duration),
                    YamlNode.optional(keys, "review").map(YamlNode::duration),
                    YamlNode.optional(keys, "break").map(YamlNode::duration));
        } catch (IllegalArgumentException e) {
            throw node.error("timing: " + e.getMessage());
        }
    }

    /**
     * The day with its schedule: the one written in the file, checked, or one drawn up for the
     * cast. Either way a schedule that cannot be run is refused here, before the day starts.
     */
    static Contest.DayRules complete(
            YamlNode top,
            Draft draft,
            Map<String, TerminalSpec> terminals,
            Map<String, EntitySpec> entities,
            Map<String, YamlNode> sides) {
        if (draft.stage() == Stage.PRELIM) {
            return prelim(top, draft, terminals, entities, sides);
        }
        var format = parlor.relay.rounds.RoundFormats.forRules(draft.rules().ruleName())
                .orElseThrow();
        Map<String, String> rightOf = PairedTerminals.rightOf(top, draft.rules(), terminals, sides);
        Map<String, TerminalSpec> judgesAt = new java.util.LinkedHashMap<>(terminals);
        judgesAt.values().removeIf(t -> rightOf.containsValue(t.id()));
        var cast = GivenSchedule.cast(judgesAt, entities);
        List<String> broken = parlor.relay.rounds.RulesCast.problems(format.rules(), cast.size());
        if (!broken.isEmpty() && !draft.rehearsal()) {
            throw top.error("this cast is not one the " + format.rules() + " rules allow: " + String.join("; ", broken)
                    + " (for a rehearsal, add rehearsal: true)");
        }
        if (draft.schedule().isPresent()) {
            YamlNode node = draft.schedule().get();
            var schedule = GivenSchedule.read(node, format, cast);
            List<String> problems = parlor.relay.rounds.ScheduleCheck.problems(schedule);
            if (!problems.isEmpty()) {
                throw node.error("this schedule cannot be run under "
                        + draft.rules().ruleName() + ": " + String.join("; ", problems));
            }
            return new Contest.DayRules(
                    draft.rules(),
                    draft.timing(),
                    draft.seed(),
                    draft.seedGiven(),
                    schedule,
                    true,
                    rightOf,
                    Stage.FINAL,
                    draft.trials());
        }
        try {
            var drawn = parlor.relay.rounds.ScheduleMaker.make(
                    format, cast.size(), parlor.relay.rounds.ScheduleMaker.sidesDrawnWith(draft.seed()));
            return new Contest.DayRules(
                    draft.rules(),
                    draft.timing(),
                    draft.seed(),
                    draft.seedGiven(),
                    GivenSchedule.renamed(drawn, cast),
                    false,
                    rightOf,
                    Stage.FINAL,
                    draft.trials());
        } catch (RuntimeException e) {
            throw top.error("no " + draft.rules().ruleName() + " schedule fits "
                    + cast.judges().size() + " judge terminal(s), "
                    + cast.entries().size() + " entr" + (cast.entries().size() == 1 ? "y" : "ies") + " and "
                    + cast.confederates().size()
                    + " confederate(s): " + e.getMessage());
        }
    }

    /**
     * A selection stage's day: judges meet each entry alone, in turn, on one terminal each, by the stage's own plan
     * ({@link SelectionStage#plan}); confederates have no part in it, and the cast is checked against the stage's needs.
     */
    private static Contest.DayRules prelim(
            YamlNode top,
            Draft draft,
            Map<String, TerminalSpec> terminals,
            Map<String, EntitySpec> entities,
            Map<String, YamlNode> sides) {
        SelectionStage stage = SelectionStage.of(draft.rules().ruleName()).orElseThrow();
        YamlNode line = draft.stageLine().orElseThrow();
        entities.values().stream()
                .filter(e -> e instanceof EntitySpec.Confederate)
                .findFirst()
                .ifPresent(confederate -> {
                    throw line.error("stage: prelim has no confederates, but " + confederate.id() + " is one: "
                            + draft.rules().ruleName() + "'s " + stage.name() + ": " + stage.noConfederates());
                });
        if (!sides.isEmpty()) {
            throw sides.values()
                    .iterator()
                    .next()
                    .error("side: belongs to a final of pairs; in the " + stage.name()
                            + " each judge meets one entry at a time, at one terminal");
        }
        if (draft.schedule().isPresent()) {
            throw draft.schedule()
                    .get()
                    .error(
                            "schedule: a selection stage runs by its own plan (bin/relay schedule --stage prelim prints it)");
        }
        var cast = GivenSchedule.cast(terminals, entities);
        List<String> broken =
                stage.problems(cast.judges().size(), cast.entries().size());
        if (!broken.isEmpty() && !draft.rehearsal()) {
            throw line.error("this cast is not what the " + draft.rules().ruleName() + " " + stage.name() + " takes: "
                    + String.join("; ", broken) + " (for a rehearsal, add rehearsal: true)");
        }
        var drawn = stage.plan(cast.judges().size(), cast.entries().size());
        return new Contest.DayRules(
                draft.rules(),
                draft.timing(),
                draft.seed(),
                draft.seedGiven(),
                GivenSchedule.renamed(drawn, cast),
                false,
                Map.of(),
                Stage.PRELIM,
                1);
    }
}
