package parlor.relay.contest;

import java.util.LinkedHashMap;
import java.util.Map;
import parlor.transcripts.rules.RuleSet;

/**
 * Where the rules have a judge talk with both of a pair at once (2006), each judge sits at two
 * terminals, {@code side: left} and {@code side: right}, both with the judge's number.
 */
final class PairedTerminals {

    private PairedTerminals() {}

    /** Each judge's left terminal to their right one; empty for rules with one terminal per judge. */
    static Map<String, String> rightOf(
            YamlNode top, RuleSet rules, Map<String, TerminalSpec> terminals, Map<String, YamlNode> sides) {
        if (rules.pairing() != RuleSet.Pairing.PAIR_AT_ONCE) {
            if (!sides.isEmpty()) {
                throw sides.values()
                        .iterator()
                        .next()
                        .error("side: is for rules where a judge talks with both of a pair at once "
                                + "(loebner-2006); under " + rules.ruleName() + " each judge has one terminal");
            }
            return Map.of();
        }
        Map<Integer, String> left = new LinkedHashMap<>();
        Map<Integer, String> right = new LinkedHashMap<>();
        for (TerminalSpec terminal : terminals.values()) {
            YamlNode side = sides.get(terminal.id());
            if (side == null) {
                throw top.keyAt("terminals", terminal.id())
                        .error(rules.ruleName() + " has each judge talk with both of a pair at once: give terminal "
                                + terminal.id() + " side: left or side: right (two terminals per judge)");
            }
            Map<Integer, String> bySide = switch (side.scalar()) {
                case "left" -> left;
                case "right" -> right;
                default -> throw side.error("side must be left or right, not '" + side.scalar() + "'");
            };
            String before = bySide.put(terminal.judge(), terminal.id());
            if (before != null) {
                throw side.error("judge " + terminal.judge() + " has two " + side.scalar() + " terminals (" + before
                        + " and " + terminal.id() + ")");
            }
        }
        Map<String, String> rightOf = new LinkedHashMap<>();
        for (var judge : left.entrySet()) {
            String other = right.get(judge.getKey());
            if (other == null) {
                throw top.keyAt("terminals", judge.getValue())
                        .error("judge " + judge.getKey() + " has a left terminal (" + judge.getValue()
                                + ") but no right one");
            }
            rightOf.put(judge.getValue(), other);
        }
        right.keySet().stream()
                .filter(judge -> !left.containsKey(judge))
                .findFirst()
                .ifPresent(judge -> {
                    throw top.keyAt("terminals", right.get(judge))
                            .error("judge " + judge + " has a right terminal (" + right.get(judge)
                                    + ") but no left one");
                });
        return rightOf;
    }
}
