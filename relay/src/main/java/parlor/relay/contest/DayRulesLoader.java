package parlor.relay.contest;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Timing;

/**
 * The contest file's keys for a contest run in rounds: {@code rules: loebner-2009}, optional
 * {@code timing: { talk: 10m, review: 10m, break: 5m }} overriding the rule set's times, and
 * {@code seed:} for the drawn sides.
 */
final class DayRulesLoader {

    private static final Set<String> TIMING_KEYS = Set.of("talk", "review", "break");

    private DayRulesLoader() {
    }

    static Optional<Contest.DayRules> day(Map<String, YamlNode> keys) {
        if (!keys.containsKey("rules")) {
            for (String key : new String[] {"timing", "seed"}) {
                if (keys.containsKey(key)) {
                    throw keys.get(key).error(key + ": belongs to a contest run in rounds: add rules: (" + RuleSet.names() + ")");
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
        if (rules.pairing() == RuleSet.Pairing.PAIR_AT_ONCE) {
            throw rulesNode.error(rules.ruleName() + " has each judge talk with both of a pair at once, which this relay cannot run yet "
                + "(loebner-2009 takes the two in turn)");
        }
        Timing timing = YamlNode.optional(keys, "timing").map(node -> timing(node, rules.timing())).orElse(rules.timing());
        long seed = YamlNode.optional(keys, "seed").map(node -> {
            try {
                return Long.parseLong(node.scalar());
            } catch (NumberFormatException e) {
                throw node.error("seed must be a whole number");
            }
        }).orElse(System.currentTimeMillis() % 1_000_000);
        return Optional.of(new Contest.DayRules(rules, timing, seed));
    }

    private static Timing timing(YamlNode node, Timing defaults) {
        Map<String, YamlNode> keys = node.named("timing").mapping(TIMING_KEYS);
        return defaults.overriddenBy(YamlNode.optional(keys, "talk").map(DayRulesLoader::duration),
            YamlNode.optional(keys, "review").map(DayRulesLoader::duration), YamlNode.optional(keys, "break").map(DayRulesLoader::duration));
    }

    private static Duration duration(YamlNode node) {
        var matcher = java.util.regex.Pattern.compile("(\\d+)\\s*(ms|s|m|h)").matcher(node.scalar().trim());
        if (!matcher.matches()) {
            throw node.error(node.what() + " must be a duration like 90s, 5m or 2h");
        }
        long amount = Long.parseLong(matcher.group(1));
        return switch (matcher.group(2)) {
            case "ms" -> Duration.ofMillis(amount);
            case "s" -> Duration.ofSeconds(amount);
            case "m" -> Duration.ofMinutes(amount);
            default -> Duration.ofHours(amount);
        };
    }

    /** The schedule needs judges, entries and confederates; say which are missing before the day starts. */
    static void checkCast(YamlNode top, Contest.DayRules day, Map<String, TerminalSpec> terminals, Map<String, EntitySpec> entities) {
        long confederates = entities.values().stream().filter(e -> e instanceof EntitySpec.Confederate).count();
        long entries = entities.size() - confederates;
        var format = parlor.relay.rounds.RoundFormats.forRules(day.rules().ruleName()).orElseThrow();
        try {
            parlor.relay.rounds.ScheduleMaker.make(format, new parlor.relay.rounds.CastSize(terminals.size(), (int) entries, (int) confederates),
                new java.util.SplittableRandom(day.seed()));
        } catch (RuntimeException e) {
            throw top.error("no " + day.rules().ruleName() + " schedule fits " + terminals.size() + " judge terminal(s), " + entries
                + " entr" + (entries == 1 ? "y" : "ies") + " and " + confederates + " confederate(s): " + e.getMessage());
        }
    }
}
