package parlor.relay.day;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFacts;
import parlor.relay.entity.EntryFacts;
import parlor.relay.rounds.DayPlan;

/**
 * The contest facts for the entries of one phase of a day: its round, the day's rounds and their
 * talking time, and the start as planned (this phase's start less the planned lengths of the
 * phases before it; an operator's pauses and extensions do not move it).
 */
final class DayFacts {

    private DayFacts() {}

    /** The facts at {@code now}, in the phase the day's clock {@code state} is in. */
    static EntryFacts now(Contest contest, DayPlan plan, RoundClockState state, Instant now) {
        Duration length = plan.phases().get(state.phase()).length();
        return of(contest, plan, state.phase(), now.minus(length.minus(state.left(now))));
    }

    static EntryFacts of(Contest contest, DayPlan plan, int phase, Instant phaseStart) {
        List<DayPlan.Phase> phases = plan.phases();
        Duration before =
                phases.subList(0, phase).stream().map(DayPlan.Phase::length).reduce(Duration.ZERO, Duration::plus);
        Duration talk = contest.day().orElseThrow().timing().talk();
        // the facts count whole minutes: a shorter or odd talking time is rounded up
        Duration round = Duration.ofMinutes(Math.max(1, (talk.toSeconds() + 59) / 60));
        Instant start = phaseStart.minus(before).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        ContestFacts facts = new ContestFacts(
                Optional.of(start.atZone(contest.zone())), contest.zone(), round, Math.max(1, plan.rounds()));
        return new EntryFacts(facts, Math.max(1, phases.get(phase).round()));
    }
}
