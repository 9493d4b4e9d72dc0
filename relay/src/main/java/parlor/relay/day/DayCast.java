package parlor.relay.day;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.rounds.CastSize;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.HiddenEntity;
import parlor.relay.rounds.Judge;
import parlor.relay.rounds.Meeting;
import parlor.relay.rounds.RoundFormat;
import parlor.relay.rounds.RoundFormats;
import parlor.relay.rounds.Schedule;
import parlor.relay.rounds.ScheduleMaker;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Timing;

/**
 * Who is who in a contest with rounds: the schedule's J1, E1 and C1 are the contest file's first
 * judge's terminal, first entry and first confederate, in file order. Makes the schedule and the
 * day's plan, and the verdict log's header.
 */
record DayCast(Contest contest, List<TerminalSpec> judges, List<EntitySpec> entries, List<EntitySpec.Confederate> confederates,
               Schedule schedule, DayPlan plan) {

    static DayCast of(Contest contest) {
        Contest.DayRules day = contest.day().orElseThrow();
        List<TerminalSpec> judges = List.copyOf(contest.terminals().values());
        List<EntitySpec> entries = new ArrayList<>();
        List<EntitySpec.Confederate> confederates = new ArrayList<>();
        for (EntitySpec entity : contest.entities().values()) {
            if (entity instanceof EntitySpec.Confederate confederate) {
                confederates.add(confederate);
            } else {
                entries.add(entity);
            }
        }
        RoundFormat format = RoundFormats.forRules(day.rules().ruleName()).orElseThrow();
        Schedule schedule = ScheduleMaker.make(format, new CastSize(judges.size(), entries.size(), confederates.size()),
            new SplittableRandom(day.seed()));
        boolean turns = day.rules().pairing() == RuleSet.Pairing.PAIR_LEFT_THEN_RIGHT;
        return new DayCast(contest, judges, entries, confederates, schedule, DayPlan.of(schedule, day.timing(), turns));
    }

    TerminalSpec terminalOf(Judge judge) {
        return judges.get(index(judge.name()));
    }

    /** The contest's entity a schedule name stands for. */
    EntitySpec entityOf(HiddenEntity hidden) {
        int i = index(hidden.name());
        return hidden instanceof HiddenEntity.Confederate ? confederates.get(i) : entries.get(i);
    }

    /** The header the verdict log begins with: the rules, who is human, who judges, and who sits where in each round. */
    ContestHeader header() {
        List<parlor.transcripts.rules.HiddenEntity> hidden = new ArrayList<>();
        entries.forEach(e -> hidden.add(new parlor.transcripts.rules.HiddenEntity(e.id(), e.name(), false)));
        confederates.forEach(c -> hidden.add(new parlor.transcripts.rules.HiddenEntity(c.id(), c.name(), true)));
        List<PlannedRound> rounds = new ArrayList<>();
        for (int r = 1; r <= schedule.rounds().size(); r++) {
            List<PlannedRound.Seat> seats = new ArrayList<>();
            for (Meeting meeting : schedule.round(r).meetings()) {
                TerminalSpec terminal = terminalOf(meeting.judge());
                seats.add(new PlannedRound.Seat(terminal.judge(), terminal.id(), meeting.hidden().stream().map(h -> entityOf(h).id()).toList()));
            }
            rounds.add(new PlannedRound(r, seats));
        }
        return new ContestHeader(contest.name(), contest.day().orElseThrow().rules(), hidden,
            judges.stream().map(TerminalSpec::judge).toList(), rounds);
    }

    /** The entities a judge meets in a round, by id, left first; none when the judge is excused. */
    VerdictQuestion.Met metIn(int round, Judge judge) {
        return new VerdictQuestion.Met(round,
            schedule.round(round).meetingOf(judge).map(m -> m.hidden().stream().map(h -> entityOf(h).id()).toList()).orElse(List.of()));
    }

    /** Whom a judge's review after {@code round} is about: that round's meeting, or every round's up to it when the rules review once. */
    List<VerdictQuestion.Met> reviewedAt(int round, Judge judge) {
        int first = contest.day().orElseThrow().timing().reviewAt() == Timing.ReviewAt.END_OF_CONTEST ? 1 : round;
        return IntStream.rangeClosed(first, round).mapToObj(r -> metIn(r, judge)).filter(met -> !met.entities().isEmpty()).toList();
    }

    /** The last round in which a judge meets anyone (0 if none): after it, the judge's verdicts on pairs are all in. */
    int lastRoundOf(Judge judge) {
        return IntStream.rangeClosed(1, schedule.rounds().size()).filter(r -> schedule.round(r).meetingOf(judge).isPresent())
            .max().orElse(0);
    }

    /** Who the schedule's names are, for the operator reading it. */
    List<String> legend() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < judges.size(); i++) {
            lines.add("J" + (i + 1) + " is terminal " + judges.get(i).id() + " (judge " + String.format("%02d", judges.get(i).judge()) + ")");
        }
        for (int i = 0; i < entries.size(); i++) {
            lines.add("E" + (i + 1) + " is entry " + entries.get(i).id() + " (" + entries.get(i).name() + ")");
        }
        for (int i = 0; i < confederates.size(); i++) {
            lines.add("C" + (i + 1) + " is confederate " + confederates.get(i).id() + " at desk " + confederates.get(i).desk());
        }
        return lines;
    }

    private static int index(String name) {
        return Integer.parseInt(name.substring(1)) - 1;
    }
}
