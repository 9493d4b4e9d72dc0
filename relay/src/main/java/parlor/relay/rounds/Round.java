package parlor.relay.rounds;

import java.util.List;
import java.util.Optional;

/**
 * The meetings that happen at the same time, in the order the plan lists them. Judges with no
 * meeting are excused from the round.
 */
public record Round(List<Meeting> meetings) {

    public Round {
        meetings = List.copyOf(meetings);
    }

    public Optional<Meeting> meetingOf(Judge judge) {
        return meetings.stream().filter(m -> m.judge().equals(judge)).findFirst();
    }

    public boolean involves(HiddenEntity hidden) {
        return meetings.stream().anyMatch(m -> m.hidden().contains(hidden));
    }
}
