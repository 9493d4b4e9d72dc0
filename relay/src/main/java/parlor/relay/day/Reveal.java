package parlor.relay.day;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.rounds.Judge;

/**
 * What the audience walls are told when the operator reveals it after the verdicts: for each
 * judge's terminal, who sat on which side in each round, and which of them was human. Nothing
 * else an audience sees says so.
 */
final class Reveal {

    private Reveal() {}

    /** Per terminal (a 2006 judge's right-hand terminal too), the lines its pane shows. */
    static Map<String, String> ofDay(DayCast cast) {
        Map<String, String> texts = new LinkedHashMap<>();
        for (Judge judge : cast.schedule().cast().judges()) {
            List<String> lines = new ArrayList<>();
            for (int round = 1; round <= cast.plan().rounds(); round++) {
                Met met = cast.metIn(round, judge);
                if (!met.entities().isEmpty()) {
                    lines.add("round " + round + ": " + sides(cast.contest(), met.entities()));
                }
            }
            TerminalSpec terminal = cast.terminalOf(judge);
            String text = String.join("\n", lines);
            texts.put(terminal.id(), text);
            cast.rightOf(terminal).ifPresent(right -> texts.put(right.id(), text));
        }
        return texts;
    }

    /** A contest without rounds: each terminal's one entity all day. */
    static String ofEntity(EntitySpec entity) {
        return shown(entity);
    }

    private static String sides(Contest contest, List<String> ids) {
        if (ids.size() == 1) {
            return shown(contest.entities().get(ids.getFirst()));
        }
        return "left " + shown(contest.entities().get(ids.get(0))) + ", right "
                + shown(contest.entities().get(ids.get(1)));
    }

    private static String shown(EntitySpec entity) {
        return entity.name() + (entity instanceof EntitySpec.Confederate ? " (human)" : " (program)");
    }
}
