package parlor.relay.contest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import parlor.relay.rounds.Cast;
import parlor.relay.rounds.HiddenEntity;
import parlor.relay.rounds.Judge;
import parlor.relay.rounds.Meeting;
import parlor.relay.rounds.Round;
import parlor.relay.rounds.RoundFormat;
import parlor.relay.rounds.Schedule;

/**
 * A schedule in the contest file's own names: each round a mapping from a judge's terminal to
 * whom they meet, left first ({@code - { T1: [E1, C1], T3: [C2, E2] }}), or one entity where the
 * rules have one at a time ({@code - { T1: [E1] }}).
 */
final class GivenSchedule {

    private GivenSchedule() {}

    /** The cast under the contest's names: judges are terminals, in file order; then entries and confederates. */
    static Cast cast(Map<String, TerminalSpec> terminals, Map<String, EntitySpec> entities) {
        List<Judge> judges = terminals.keySet().stream().map(Judge::new).toList();
        List<HiddenEntity.Entry> entries = new ArrayList<>();
        List<HiddenEntity.Confederate> confederates = new ArrayList<>();
        for (EntitySpec entity : entities.values()) {
            if (entity instanceof EntitySpec.Confederate) {
                confederates.add(new HiddenEntity.Confederate(entity.id()));
            } else {
                entries.add(new HiddenEntity.Entry(entity.id()));
            }
        }
        return new Cast(judges, entries, confederates);
    }

    static Schedule read(YamlNode node, RoundFormat format, Cast cast) {
        List<Round> rounds = new ArrayList<>();
        List<YamlNode> written = node.named("schedule").sequence();
        for (int r = 0; r < written.size(); r++) {
            List<Meeting> meetings = new ArrayList<>();
            YamlNode round = written.get(r).named("round " + (r + 1) + " of the schedule");
            for (var seat : round.mapping(java.util.Set.of()).entrySet()) {
                Judge judge = cast.judge(seat.getKey())
                        .orElseThrow(() -> seat.getValue()
                                .error("round " + (rounds.size() + 1) + ": no terminal " + seat.getKey()));
                meetings.add(meeting(judge, seat.getValue(), cast, rounds.size() + 1));
            }
            rounds.add(new Round(meetings));
        }
        return new Schedule(format, cast, rounds);
    }

    private static Meeting meeting(Judge judge, YamlNode whom, Cast cast, int round) {
        List<HiddenEntity> met = new ArrayList<>();
        for (String name : whom.words()) {
            met.add(cast.hidden(name)
                    .orElseThrow(() -> whom.error("round " + round + ": " + judge + " meets " + name
                            + ", which is not an entity of this contest")));
        }
        return switch (met.size()) {
            case 1 -> new Meeting.OneToOne(judge, met.get(0));
            case 2 -> new Meeting.SideBySide(judge, met.get(0), met.get(1));
            default ->
                throw whom.error(
                        "round " + round + ": " + judge + " meets one entity, or two (left, right), not " + met.size());
        };
    }

    /** A drawn schedule (J1, E1, C1 ...) in the contest's names. */
    static Schedule renamed(Schedule drawn, Cast cast) {
        List<Round> rounds = new ArrayList<>();
        for (Round round : drawn.rounds()) {
            rounds.add(new Round(round.meetings().stream()
                    .map(m -> rename(m, drawn.cast(), cast))
                    .toList()));
        }
        return new Schedule(drawn.format(), cast, rounds);
    }

    private static Meeting rename(Meeting meeting, Cast from, Cast to) {
        Judge judge = to.judges().get(from.judges().indexOf(meeting.judge()));
        return switch (meeting) {
            case Meeting.SideBySide pair ->
                new Meeting.SideBySide(judge, rename(pair.left(), from, to), rename(pair.right(), from, to));
            case Meeting.OneToOne one -> new Meeting.OneToOne(judge, rename(one.partner(), from, to));
        };
    }

    private static HiddenEntity rename(HiddenEntity hidden, Cast from, Cast to) {
        return switch (hidden) {
            case HiddenEntity.Entry entry -> to.entries().get(from.entries().indexOf(entry));
            case HiddenEntity.Confederate confederate ->
                to.confederates().get(from.confederates().indexOf(confederate));
        };
    }
}
