package parlor.relay.contest;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import parlor.transcripts.rules.RuleSet;

/**
 * {@code organisers: true} on an entry: a publicly available open-source program the organisers entered on their own
 * behalf (2003 rule 13). The verdict log's header says so, and results apply rules 60 and 61 to it; only the 2003 rules
 * say what follows, so the key is refused under the others.
 */
final class OrganisersKey {

    static final String KEY = "organisers";

    private OrganisersKey() {}

    /** The ids of the day's entries marked {@code organisers: true}, checked against the rules and the cast. */
    static Set<String> entries(
            YamlNode entitiesNode, Optional<DayRulesLoader.Draft> day, Map<String, EntitySpec> entities) {
        Set<String> marked = new LinkedHashSet<>();
        entitiesNode.mapping(Set.of()).forEach((id, node) -> {
            Optional<YamlNode> key =
                    YamlNode.optional(node.named("entity " + id).mapping(EntityLoader.ENTITY_KEYS), KEY);
            if (key.isEmpty() || !yes(key.get())) {
                return;
            }
            if (day.map(DayRulesLoader.Draft::rules)
                    .filter(r -> r == RuleSet.LOEBNER_2003)
                    .isEmpty()) {
                throw key.get()
                        .error(KEY + ": true is 2003 rule 13's (\"The University of Surrey and the Cambridge Center "
                                + "reserve the right to solicit and enter, on their own behalf, publicly available open "
                                + "source programs\"), for rules: loebner-2003; "
                                + day.map(d -> "the " + d.rules() + " rules say nothing of what follows")
                                        .orElse("this contest is not run in rounds"));
            }
            if (entities.get(id) instanceof EntitySpec.Confederate) {
                throw key.get()
                        .error(KEY + ": true marks an entry the organisers entered; " + id + " is a confederate");
            }
            // an entry the prelim did not send forward is not in the final
            if (entities.containsKey(id)) {
                marked.add(id);
            }
        });
        return marked;
    }

    private static boolean yes(YamlNode node) {
        return switch (node.scalar()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw node.error(KEY + " must be true or false, not '" + node.scalar() + "'");
        };
    }
}
