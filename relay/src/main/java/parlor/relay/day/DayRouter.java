package parlor.relay.day;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.entity.Entities;
import parlor.relay.pacing.Pacing;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.Judge;
import parlor.relay.switchboard.Route;
import parlor.relay.switchboard.Switchboard;

/**
 * Where a phase puts every judge's terminal and every confederate's desk: a conversation (both of a
 * pair at once where the day says so), the verdict clerk, or a waiting screen. Apart from
 * {@link ContestDay}, which decides when the phase changes; this decides where everyone goes then.
 * {@code state} is the day's own clock, read here (never changed) for the phase a conversation belongs to.
 */
record DayRouter(
        DayCast cast, Switchboard board, Clock clock, RoundClockState state, Reviews reviews, ReviewPreface preface) {

    /**
     * Why the seats are routed now ({@code endedBy} goes on the record of each conversation that
     * ends), and whether the relay has just restarted in the middle of the phase, so that each seat
     * takes up the conversation its record left open.
     */
    record Moment(String endedBy, boolean resuming) {}

    /** Routes every seat for a phase; returns who is where, for the operator log. */
    String route(DayPlan.Phase phase, Moment moment) {
        List<String> where = new ArrayList<>();
        List<String> busyDesks = new ArrayList<>();
        for (DayPlan.Place place : phase.places()) {
            TerminalSpec terminal = cast.terminalOf(place.judge());
            Optional<TerminalSpec> right = cast.rightOf(terminal);
            if (place.excused()) {
                String words = phase.kind() == DayPlan.Kind.BREAK
                        ? "Break: the next round starts soon."
                        : "You are excused this time. Please wait.";
                waitAt(terminal.id(), "please wait", words, moment);
                right.ifPresent(other -> waitAt(other.id(), "please wait", words, moment));
                where.add(terminal.id() + " excused");
            } else if (phase.isReview()) {
                review(terminal, place.judge(), phase.round(), moment);
                right.ifPresent(other -> waitAt(
                        other.id(),
                        "review on your left terminal",
                        "Please review and judge on your left terminal.",
                        moment));
                where.add(terminal.id() + " review");
            } else {
                List<EntitySpec> met =
                        new ArrayList<>(List.of(cast.entityOf(place.with().orElseThrow())));
                talk(terminal, met.get(0), moment);
                // both of the pair at once: the judge's right terminal talks with the right-hand one
                right.ifPresent(
                        other -> cast.rightIn(phase.round(), place.judge()).ifPresent(entity -> {
                            talk(other, entity, moment);
                            met.add(entity);
                        }));
                for (EntitySpec entity : met) {
                    if (entity instanceof EntitySpec.Confederate confederate) {
                        busyDesks.add(confederate.desk());
                    }
                }
                where.add(terminal.id() + " "
                        + String.join("+", met.stream().map(EntitySpec::id).toList()));
            }
        }
        for (EntitySpec.Confederate confederate : cast.confederates()) {
            if (!busyDesks.contains(confederate.desk())) {
                waitAt(confederate.desk(), "please wait", "No judge for you this time. Please wait.", moment);
            }
        }
        return String.join(", ", where);
    }

    /** Every seat to the screen that says the day is over. */
    void contestOver(Moment moment) {
        board.seats()
                .forEach(seat ->
                        waitAt(seat.terminal(), "the contest is over", "The contest is over. Thank you.", moment));
    }

    private void talk(TerminalSpec terminal, EntitySpec entity, Moment moment) {
        Pacing pacing = cast.contest().pacing();
        String phase = phaseTag();
        if (entity instanceof EntitySpec.Confederate confederate) {
            board.joinConfederate(terminal.id(), confederate, pacing, phase, moment.endedBy(), moment.resuming());
            return;
        }
        parlor.relay.entity.Entity instance;
        var facts = DayFacts.now(cast.contest(), cast.plan(), state, clock.instant());
        if (entity instanceof EntitySpec.Host host) {
            var hidden = board.host(host.seat()).orElseThrow();
            hidden.servesTerminal(terminal.id(), facts);
            instance = hidden;
        } else {
            instance = Entities.supervised(entity, terminal.id(), clock, Optional.of(facts));
        }
        board.route(
                terminal.id(),
                new Route(entity, instance, pacing, false, List.of(), phase),
                moment.endedBy(),
                moment.resuming());
    }

    /** The phase a conversation belongs to, on its record: a restarted relay finds it by this. */
    private String phaseTag() {
        return String.valueOf(state.phase());
    }

    private void review(TerminalSpec terminal, Judge judge, int round, Moment moment) {
        VerdictClerk clerk = reviews.clerk(terminal, judge, round);
        board.route(
                terminal.id(),
                new Route(
                        EntitySpec.Clerk.VERDICTS,
                        clerk,
                        Pacing.NONE,
                        false,
                        preface.linesFor(terminal, judge, round),
                        phaseTag()),
                moment.endedBy(),
                moment.resuming());
    }

    /** A waiting screen: a short notice on the status line, and the reason in words on the screen. */
    private void waitAt(String seat, String notice, String words, Moment moment) {
        board.route(seat, Route.waiting(List.of(words), phaseTag()), moment.endedBy(), false)
                .notice(notice);
    }
}
