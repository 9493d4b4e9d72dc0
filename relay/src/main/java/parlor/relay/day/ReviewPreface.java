package parlor.relay.day;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.Judge;
import parlor.relay.switchboard.Switchboard;

/**
 * What a judge's review shows above its questions: each conversation of the rounds reviewed,
 * headed by its round and side, as the judge saw it. Read from the records, not kept in memory, so
 * a relay restarted since then shows the review the same.
 */
final class ReviewPreface {

    private final DayCast cast;
    private final Switchboard board;

    ReviewPreface(DayCast cast, Switchboard board) {
        this.cast = cast;
        this.board = board;
    }

    List<String> linesFor(TerminalSpec terminal, Judge judge, int round) {
        Set<Integer> reviewed =
                cast.reviewedAt(round, judge).stream().map(Met::round).collect(Collectors.toSet());
        Optional<TerminalSpec> right = cast.rightOf(terminal);
        List<DayPlan.Phase> phases = cast.plan().phases();
        List<String> lines = new ArrayList<>();
        for (int index = 0; index < phases.size(); index++) {
            DayPlan.Phase phase = phases.get(index);
            Optional<DayPlan.Place> place =
                    phase.placeOf(judge).filter(p -> !p.excused() && p.with().isPresent());
            if (phase.kind() != DayPlan.Kind.TALK || !reviewed.contains(phase.round()) || place.isEmpty()) {
                continue;
            }
            String tag = String.valueOf(index);
            String side = right.isPresent() ? ", left" : phase.side().equals("-") ? "" : ", " + phase.side();
            lines.add("---- round " + phase.round() + side + " ----");
            lines.addAll(board.screenOnRecord(cast.entityOf(place.get().with().get()), terminal.id(), tag));
            right.ifPresent(other -> cast.rightIn(phase.round(), judge).ifPresent(entity -> {
                lines.add("---- round " + phase.round() + ", right ----");
                lines.addAll(board.screenOnRecord(entity, other.id(), tag));
            }));
        }
        return lines;
    }
}
