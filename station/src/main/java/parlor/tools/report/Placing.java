package parlor.tools.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.rules.PlannedRound;

/**
 * Puts each conversation of the day in its planned round and side: the seat of the plan whose
 * terminal (or, in a plan that names none, judge) and entities match the record's. An entity that
 * met the same terminal more than once is matched to those seats in time order. A record matching
 * no seat keeps its place in the list, with no round.
 */
final class Placing {

    /** A record as read, before it is placed: its hidden side's id, terminal and judge. */
    record Found(String record, String entity, String terminal, int judge, Conversation said) {}

    private record Planned(int round, PlannedRound.Seat seat) {}

    private Placing() {}

    /** The day's conversations, placed: by round (unplaced last), terminal, side, then time. */
    static List<Talk> place(List<PlannedRound> plan, List<Found> found) {
        Map<String, List<Found>> byMeeting = new LinkedHashMap<>();
        found.stream()
                .sorted(Comparator.comparing((Found f) -> f.said().start()))
                .forEach(f -> byMeeting
                        .computeIfAbsent(f.entity() + "\t" + f.terminal(), k -> new ArrayList<>())
                        .add(f));
        List<Talk> talks = new ArrayList<>();
        byMeeting.values().forEach(meetings -> {
            List<Planned> seats = seatsOf(plan, meetings.getFirst());
            for (int i = 0; i < meetings.size(); i++) {
                talks.add(i < seats.size() ? placed(meetings.get(i), seats.get(i)) : unplaced(meetings.get(i)));
            }
        });
        talks.sort(Comparator.comparingInt((Talk t) -> t.round().orElse(Integer.MAX_VALUE))
                .thenComparing(Talk::terminal)
                .thenComparing(t -> t.side().equals("right"))
                .thenComparing(t -> t.said().start()));
        return talks;
    }

    /** The planned seats at which this record's entity met its terminal (or judge), in round order. */
    private static List<Planned> seatsOf(List<PlannedRound> plan, Found f) {
        List<Planned> seats = new ArrayList<>();
        for (PlannedRound round : plan) {
            for (PlannedRound.Seat seat : round.seats()) {
                boolean here = seat.terminal().isBlank()
                        ? seat.judge() == f.judge()
                        : seat.terminal().equals(f.terminal());
                if (here && seat.entities().contains(f.entity())) {
                    seats.add(new Planned(round.round(), seat));
                }
            }
        }
        seats.sort(Comparator.comparingInt(Planned::round));
        return seats;
    }

    private static Talk placed(Found f, Planned at) {
        List<String> pair = at.seat().entities();
        String side = pair.size() != 2 ? "-" : pair.indexOf(f.entity()) == 0 ? "left" : "right";
        String terminal = f.terminal().isBlank() ? at.seat().terminal() : f.terminal();
        return new Talk(
                f.record(), f.entity(), terminal, at.seat().judge(), OptionalInt.of(at.round()), side, f.said());
    }

    private static Talk unplaced(Found f) {
        return new Talk(f.record(), f.entity(), f.terminal(), f.judge(), OptionalInt.empty(), "-", f.said());
    }
}
