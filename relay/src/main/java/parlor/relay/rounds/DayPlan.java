package parlor.relay.rounds;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.rules.Timing;

/**
 * A contest day as timed phases, from its schedule and its rule set's times: in each phase, where
 * every judge is (talking with someone on a side, reviewing, or excused). Pure: the relay's clock
 * walks through it.
 */
public record DayPlan(List<Phase> phases, int rounds) {

    public enum Kind {
        TALK,
        REVIEW,
        BREAK
    }

    /** One judge in one phase: with a hidden entity (on {@code side}), reviewing (no one), or excused. */
    public record Place(Judge judge, Optional<HiddenEntity> with, boolean excused) {}

    /** {@code side} is {@code left} or {@code right} in a turn of a paired round, {@code -} otherwise. */
    public record Phase(Kind kind, int round, String side, Duration length, List<Place> places) {
        public Phase {
            places = List.copyOf(places);
        }

        public Optional<Place> placeOf(Judge judge) {
            return places.stream().filter(p -> p.judge().equals(judge)).findFirst();
        }

        /** Whether the judges review and give verdicts in this phase. */
        public boolean isReview() {
            return kind == Kind.REVIEW;
        }
    }

    public DayPlan {
        phases = List.copyOf(phases);
    }

    /** The day for a schedule; a paired round's two turns come one after the other, left first, when {@code turns}. */
    public static DayPlan of(Schedule schedule, Timing timing, boolean turns) {
        return of(schedule, timing, turns, 1);
    }

    /**
     * The day for a schedule run {@code trials} times in turn (the wager's trials), its rounds numbered on through the day:
     * with a four-round schedule, trial 2 is rounds 5 to 8.
     */
    public static DayPlan of(Schedule schedule, Timing timing, boolean turns, int trials) {
        List<Phase> phases = new ArrayList<>();
        List<Judge> judges = schedule.cast().judges();
        int perTrial = schedule.rounds().size();
        int rounds = perTrial * trials;
        for (int r = 1; r <= rounds; r++) {
            Round round = schedule.round((r - 1) % perTrial + 1);
            if (turns) {
                Duration side = timing.eachSide().orElse(timing.talk().dividedBy(2));
                phases.add(new Phase(Kind.TALK, r, "left", side, talking(judges, round, 0)));
                phases.add(new Phase(Kind.TALK, r, "right", side, talking(judges, round, 1)));
            } else {
                phases.add(new Phase(Kind.TALK, r, "-", timing.talk(), talking(judges, round, 0)));
            }
            // every rule set's times have a review (never zero): it is when judges give their verdicts
            if (timing.reviewAt() == Timing.ReviewAt.EACH_ROUND) {
                phases.add(new Phase(
                        Kind.REVIEW,
                        r,
                        "-",
                        timing.review(),
                        reviewing(judges, j -> round.meetingOf(j).isPresent())));
            }
            // the wager: "For each such Turing Test Trial, a set of Turing Test Interviews will take place, followed by
            // voting"
            if (timing.reviewAt() == Timing.ReviewAt.EACH_TRIAL && r % perTrial == 0) {
                phases.add(new Phase(Kind.REVIEW, r, "-", timing.review(), reviewing(judges, j -> true)));
            }
            if (r < rounds && !timing.breakBetween().isZero()) {
                phases.add(new Phase(Kind.BREAK, r, "-", timing.breakBetween(), reviewing(judges, j -> false)));
            }
        }
        if (timing.reviewAt() == Timing.ReviewAt.END_OF_CONTEST) {
            phases.add(new Phase(Kind.REVIEW, rounds, "-", timing.review(), reviewing(judges, j -> true)));
        }
        return new DayPlan(phases, rounds);
    }

    /** Who each judge talks with: the entity on side {@code index} of their meeting (the only one when they meet one). */
    private static List<Place> talking(List<Judge> judges, Round round, int index) {
        List<Place> places = new ArrayList<>();
        for (Judge judge : judges) {
            Optional<HiddenEntity> with = round.meetingOf(judge)
                    .map(m -> m.hidden().get(Math.min(index, m.hidden().size() - 1)));
            places.add(new Place(judge, with, with.isEmpty()));
        }
        return places;
    }

    private static List<Place> reviewing(List<Judge> judges, java.util.function.Predicate<Judge> reviews) {
        return judges.stream()
                .map(j -> new Place(j, Optional.empty(), !reviews.test(j)))
                .toList();
    }
}
