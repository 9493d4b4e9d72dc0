package parlor.relay.day;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.HiddenEntity;
import parlor.relay.rounds.Judge;
import parlor.relay.rounds.Meeting;
import parlor.relay.rounds.Schedule;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.RuleSet;

/**
 * Who is who in a contest with rounds: the schedule names terminals and entities by their ids in
 * the contest file. Makes the day's plan and the verdict log's header.
 */
record DayCast(
        Contest contest,
        List<TerminalSpec> judges,
        List<EntitySpec> entries,
        List<EntitySpec.Confederate> confederates,
        Schedule schedule,
        DayPlan plan) {

    static DayCast of(Contest contest) {
        Contest.DayRules day = contest.day().orElseThrow();
        List<TerminalSpec> judges = day.schedule().cast().judges().stream()
                .map(j -> contest.terminals().get(j.name()))
                .toList();
        List<EntitySpec> entries = new ArrayList<>();
        List<EntitySpec.Confederate> confederates = new ArrayList<>();
        for (EntitySpec entity : contest.entities().values()) {
            if (entity instanceof EntitySpec.Confederate confederate) {
                confederates.add(confederate);
            } else {
                entries.add(entity);
            }
        }
        Schedule schedule = day.schedule();
        boolean turns = day.rules().pairing() == RuleSet.Pairing.PAIR_LEFT_THEN_RIGHT;
        return new DayCast(
                contest,
                judges,
                entries,
                confederates,
                schedule,
                DayPlan.of(schedule, day.timing(), turns, day.trials()));
    }

    TerminalSpec terminalOf(Judge judge) {
        return contest.terminals().get(judge.name());
    }

    /** A judge's second terminal, where the rules have both of a pair at once (the first is the left). */
    Optional<TerminalSpec> rightOf(TerminalSpec left) {
        return Optional.ofNullable(contest.day().orElseThrow().rightTerminalOf().get(left.id()))
                .map(contest.terminals()::get);
    }

    /** The entity on the right of a judge's meeting in a round, where there are two. */
    Optional<EntitySpec> rightIn(int round, Judge judge) {
        return roundOfDay(round)
                .meetingOf(judge)
                .filter(m -> m.hidden().size() == 2)
                .map(m -> entityOf(m.hidden().get(1)));
    }

    /** The contest's entity a schedule name stands for. */
    EntitySpec entityOf(HiddenEntity hidden) {
        return contest.entities().get(hidden.name());
    }

    /** The header the verdict log begins with: the rules, who is human, who judges, who sits where in each round, and the day's times. */
    ContestHeader header() {
        Contest.DayRules day = contest.day().orElseThrow();
        List<parlor.transcripts.rules.HiddenEntity> hidden = new ArrayList<>();
        entries.forEach(e -> hidden.add(new parlor.transcripts.rules.HiddenEntity(
                e.id(), e.name(), false, day.organisersEntries().contains(e.id()))));
        confederates.forEach(c -> hidden.add(new parlor.transcripts.rules.HiddenEntity(c.id(), c.name(), true)));
        List<PlannedRound> rounds = new ArrayList<>();
        for (int r = 1; r <= plan.rounds(); r++) {
            List<PlannedRound.Seat> seats = new ArrayList<>();
            for (Meeting meeting : roundOfDay(r).meetings()) {
                TerminalSpec terminal = terminalOf(meeting.judge());
                seats.add(new PlannedRound.Seat(
                        terminal.judge(),
                        terminal.id(),
                        meeting.hidden().stream().map(h -> entityOf(h).id()).toList()));
            }
            rounds.add(new PlannedRound(r, trialOf(r), seats));
        }
        // the times the day runs by, which results quote: a rehearsal's 30 s turns are not the rules' 5 minutes
        return new ContestHeader(
                contest.name(),
                day.rules(),
                hidden,
                judges.stream().map(TerminalSpec::judge).toList(),
                rounds,
                java.util.Optional.of(day.timing()),
                day.stage(),
                day.prelimRecord().map(this::fromTranscripts));
    }

    /** Where a file is from the day's own record folder, so the two records can move together; absolute if it cannot be said. */
    private String fromTranscripts(java.nio.file.Path file) {
        java.nio.file.Path absolute = file.toAbsolutePath().normalize();
        try {
            return contest.transcripts()
                    .toAbsolutePath()
                    .normalize()
                    .relativize(absolute)
                    .toString()
                    .replace(java.io.File.separatorChar, '/');
        } catch (IllegalArgumentException e) {
            return absolute.toString();
        }
    }

    /** A selection stage's day: judges rank the entries they met, at the one review after the last round. */
    boolean prelim() {
        return contest.day().orElseThrow().stage() == parlor.transcripts.rules.Stage.PRELIM;
    }

    /** The entities a judge meets in a round, by id, left first; none when the judge is excused. */
    Met metIn(int round, Judge judge) {
        return new Met(
                round,
                trialOf(round),
                roundOfDay(round)
                        .meetingOf(judge)
                        .map(m -> m.hidden().stream().map(h -> entityOf(h).id()).toList())
                        .orElse(List.of()));
    }

    /** Whom a judge's review after {@code round} is about: that round's meeting, or every round's up to it when the rules review once. */
    List<Met> reviewedAt(int round, Judge judge) {
        int first = switch (contest.day().orElseThrow().timing().reviewAt()) {
            case EACH_ROUND -> round;
            case END_OF_CONTEST -> 1;
            case EACH_TRIAL -> (trialOf(round) - 1) * schedule.rounds().size() + 1;
        };
        return IntStream.rangeClosed(first, round)
                .mapToObj(r -> metIn(r, judge))
                .filter(met -> !met.entities().isEmpty())
                .toList();
    }

    /** The last round in which a judge meets anyone (0 if none): after it, the judge's verdicts on pairs are all in. */
    int lastRoundOf(Judge judge) {
        return IntStream.rangeClosed(1, plan.rounds())
                .filter(r -> roundOfDay(r).meetingOf(judge).isPresent())
                .max()
                .orElse(0);
    }

    /** Round {@code round} of the day in the schedule: a day of trials runs the schedule's rounds once a trial. */
    private parlor.relay.rounds.Round roundOfDay(int round) {
        return schedule.round((round - 1) % schedule.rounds().size() + 1);
    }

    /** The wager's trial a round of the day is in, from 1; 0 under rules without trials. */
    int trialOf(int round) {
        return contest.day().orElseThrow().rules() == RuleSet.KURZWEIL_KAPOR
                ? (round - 1) / schedule.rounds().size() + 1
                : 0;
    }

    /** "3 trials, each rounds ... then the votes", for the operator reading the schedule; nothing for rules without trials. */
    Optional<String> trialWords() {
        int trials = contest.day().orElseThrow().trials();
        int perTrial = schedule.rounds().size();
        if (trialOf(1) == 0) {
            return Optional.empty();
        }
        List<String> spans = IntStream.rangeClosed(1, trials)
                .mapToObj(t -> "trial " + t + " is rounds " + ((t - 1) * perTrial + 1) + "-" + t * perTrial)
                .toList();
        return Optional.of("The day runs " + trials + " trial(s) of this schedule, each followed by the judges' votes: "
                + String.join(", ", spans) + ".");
    }

    /** Who the schedule's names are, for the operator reading it. */
    List<String> legend() {
        List<String> lines = new ArrayList<>();
        judges.forEach(t -> lines.add(t.id() + " is judge " + String.format("%02d", t.judge()) + "'s terminal"));
        entries.forEach(e -> lines.add(e.id() + " is the entry " + e.name()));
        confederates.forEach(c -> lines.add(c.id() + " is a confederate, at desk " + c.desk()));
        return lines;
    }
}
