package parlor.transcripts.rules;

import java.util.List;

/**
 * Who sits where in one round, as the relay planned it. Optional in a verdict log; when present,
 * verdicts must be about the entities the judge was seated with.
 */
public record PlannedRound(int round, List<Seat> seats) {

    /** One judge at one terminal, facing one entity or a pair (left first). */
    public record Seat(int judge, String terminal, List<String> entities) {
        public Seat {
            entities = List.copyOf(entities);
        }
    }

    public PlannedRound {
        seats = List.copyOf(seats);
    }
}
