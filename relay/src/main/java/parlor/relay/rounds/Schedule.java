package parlor.relay.rounds;

import java.util.List;
import parlor.relay.rounds.HiddenEntity.Confederate;

/**
 * Who meets whom in each round of a contest. Any schedule can be represented, including a wrong
 * one read from a file; {@link ScheduleCheck} says whether it is fit to run.
 */
public record Schedule(RoundFormat format, Cast cast, List<Round> rounds) {

    public Schedule {
        rounds = List.copyOf(rounds);
    }

    /** The round numbered as people number them, from 1. */
    public Round round(int number) {
        return rounds.get(number - 1);
    }

    public List<Judge> excusedJudges(Round round) {
        return cast.judges().stream().filter(j -> round.meetingOf(j).isEmpty()).toList();
    }

    /** Confederates with no judge this round: the rules keep them apart from the excused judges. */
    public List<Confederate> idleConfederates(Round round) {
        return cast.confederates().stream().filter(c -> !round.involves(c)).toList();
    }
}
