package parlor.relay.rounds;

import static parlor.relay.rounds.CastSize.plural;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import parlor.relay.rounds.Meeting.OneToOne;
import parlor.relay.rounds.Meeting.SideBySide;
import parlor.relay.rounds.RoundFormat.OneAtATime;

/**
 * Says why a schedule, or a request for one, cannot be run: every judge must meet every entry
 * exactly once, nobody can be in two places in one round, and side-by-side rules spread the
 * confederates evenly, so that a judge or an entry meets a confederate again only when there are
 * too few to meet a new one each time. Reasons name the round and the people.
 */
public final class ScheduleCheck {

    /** Judges announce themselves as {@code @@nn}; the same bound keeps tables readable. */
    static final int MOST_OF_EACH = 99;

    private ScheduleCheck() {}

    /** The schedule itself, or a {@link ScheduleRefusedException} with every reason it cannot be run. */
    public static Schedule require(Schedule schedule) {
        List<String> problems = problems(schedule);
        if (!problems.isEmpty()) {
            throw new ScheduleRefusedException(problems);
        }
        return schedule;
    }

    /** Every reason the schedule cannot be run, in the order an operator would fix them; empty if none. */
    public static List<String> problems(Schedule schedule) {
        List<String> problems =
                new ArrayList<>(castProblems(schedule.format(), schedule.cast().size()));
        problems.addAll(namedTwice(schedule.cast()));
        for (int number = 1; number <= schedule.rounds().size(); number++) {
            problems.addAll(roundProblems(schedule, number));
        }
        problems.addAll(MeetingCounts.of(schedule).problems());
        return problems;
    }

    /** Why no schedule of this format can have this many judges, entries and confederates; empty if one can. */
    public static List<String> castProblems(RoundFormat format, CastSize size) {
        List<String> problems = new ArrayList<>();
        countProblem(size.judges(), 1, "judge").ifPresent(problems::add);
        countProblem(size.entries(), 1, "entry").ifPresent(problems::add);
        countProblem(size.confederates(), 0, "confederate").ifPresent(problems::add);
        switch (format) {
            case RoundFormat.PairedComparisons paired -> {
                // one confederate or more will do: with fewer than judges or entries, each is met again, evenly
                // (MeetingCounts)
                if (size.confederates() == 0) {
                    problems.add(paired.rules()
                            + " compares each entry with a confederate, so it needs at least 1 confederate");
                }
            }
            case OneAtATime oneAtATime ->
                oneAtATime.fixedCast().ifPresent(fixed -> {
                    if (!fixed.equals(size)) {
                        problems.add(oneAtATime.rules() + " fixes the cast at " + fixed + ", not " + size);
                    }
                });
        }
        return problems;
    }

    private static Optional<String> countProblem(int count, int least, String noun) {
        if (count < 0) {
            return Optional.of("there cannot be " + count + " " + CastSize.nouns(noun));
        }
        if (count < least) {
            return Optional.of("a schedule needs at least " + plural(least, noun));
        }
        if (count > MOST_OF_EACH) {
            String why = noun.equals("judge")
                    ? "judges announce themselves with two digits, @@nn"
                    : "so that people can read the tables";
            return Optional.of("at most " + plural(MOST_OF_EACH, noun) + ", not " + count + " (" + why + ")");
        }
        return Optional.empty();
    }

    private static List<String> namedTwice(Cast cast) {
        return cast
                .names()
                .collect(Collectors.groupingBy(Function.identity(), LinkedHashMap::new, Collectors.counting()))
                .entrySet()
                .stream()
                .filter(e -> e.getValue() > 1)
                .map(e -> e.getKey() + " is named " + Words.times(e.getValue().intValue()) + " in the cast")
                .toList();
    }

    private static List<String> roundProblems(Schedule schedule, int number) {
        Round round = schedule.round(number);
        String where = "round " + number + ": ";
        if (round.meetings().isEmpty()) {
            return List.of(where + "nobody meets anybody");
        }
        List<String> problems = new ArrayList<>();
        for (Meeting meeting : round.meetings()) {
            problems.addAll(meetingProblems(schedule, meeting).stream()
                    .map(p -> where + p)
                    .toList());
        }
        problems.addAll(doubleBooked(schedule.cast(), round).stream()
                .map(p -> where + p)
                .toList());
        return problems;
    }

    private static List<String> meetingProblems(Schedule schedule, Meeting meeting) {
        List<String> problems = new ArrayList<>();
        if (!schedule.cast().contains(meeting.judge())) {
            problems.add(meeting.judge() + " is not one of the judges");
        }
        meeting.hidden().stream()
                .filter(h -> !schedule.cast().contains(h))
                .forEach(h -> problems.add(meeting.judge() + " meets " + h + ", who is not in the cast"));
        String rules = schedule.format().rules();
        switch (meeting) {
            case SideBySide pair
            when schedule.format() instanceof OneAtATime ->
                problems.add(pair.judge() + " meets " + pair.left() + " and " + pair.right() + " at once, but " + rules
                        + " has judges talk with one hidden entity at a time");
            case SideBySide pair
            when pair.left().getClass() == pair.right().getClass() ->
                problems.add(pair.judge() + " meets " + pair.left() + " and " + pair.right() + ": " + rules
                        + " compares an entry with a confederate, one of each");
            case OneToOne single
            when schedule.format() instanceof RoundFormat.PairedComparisons ->
                problems.add(single.judge() + " meets only " + single.partner() + ", but " + rules
                        + " compares an entry with a confederate side by side");
            default -> {}
        }
        return problems;
    }

    private static List<String> doubleBooked(Cast cast, Round round) {
        List<String> problems = new ArrayList<>();
        Map<Judge, Long> meetingsPerJudge = round.meetings().stream()
                .collect(Collectors.groupingBy(Meeting::judge, LinkedHashMap::new, Collectors.counting()));
        meetingsPerJudge.forEach((judge, count) -> {
            if (count > 1) {
                problems.add(judge + " is in " + Words.number(count.intValue()) + " meetings at once");
            }
        });
        Comparator<Judge> inCastOrder = Comparator.comparingInt(
                j -> cast.judges().contains(j) ? cast.judges().indexOf(j) : Integer.MAX_VALUE);
        Map<HiddenEntity, List<Judge>> judgesPerHidden = new LinkedHashMap<>();
        round.meetings()
                .forEach(m -> m.hidden().stream()
                        .distinct()
                        .forEach(h -> judgesPerHidden
                                .computeIfAbsent(h, k -> new ArrayList<>())
                                .add(m.judge())));
        judgesPerHidden.forEach((hidden, judges) -> {
            if (judges.size() > 1) {
                problems.add(hidden + " meets " + Words.number(judges.size()) + " judges at once ("
                        + judges.stream().sorted(inCastOrder).map(Judge::name).collect(Collectors.joining(", ")) + ")");
            }
        });
        return problems;
    }
}
