package parlor.transcripts.rules;

import java.util.List;

/**
 * Who sits where in one round, as the relay planned it. Optional in a verdict log; when present,
 * verdicts must be about the entities the judge was seated with.
 *
 * @param trial the wager's trial the round belongs to (from 1), where the day holds trials; 0 where it does not
 */
public record PlannedRound(int round, int trial, List<Seat> seats) {

    /** One judge at one terminal, facing one entity or a pair (left first). */
    public record Seat(int judge, String terminal, List<String> entities) {
        public Seat {
            entities = List.copyOf(entities);
        }
    }

    /** A round of a day without trials. */
    public PlannedRound(int round, List<Seat> seats) {
        this(round, 0, seats);
    }

    public PlannedRound {
        seats = List.copyOf(seats);
        if (trial < 0) {
            throw new IllegalArgumentException("a trial counts from 1 (0 for none), not " + trial);
        }
    }
}
