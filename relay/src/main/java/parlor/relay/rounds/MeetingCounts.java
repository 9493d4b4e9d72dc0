package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import parlor.relay.rounds.HiddenEntity.Confederate;
import parlor.relay.rounds.HiddenEntity.Entry;
import parlor.relay.rounds.RoundFormat.OneAtATime;

/**
 * In which rounds each judge meets each hidden entity, and each entry is compared with each
 * confederate: the Latin-square properties of a schedule, across all its rounds.
 */
record MeetingCounts(Schedule schedule, Map<Meet, List<Integer>> judgeMeets, Map<Compare, List<Integer>> entryMeets) {

    record Meet(Judge judge, HiddenEntity hidden) {}

    record Compare(Entry entry, Confederate confederate) {}

    /** How a reason says that someone met a confederate: "J1 meets C1", "E1 is compared with C1" and "… but never with C2". */
    private record Phrasing(String verb, String again) {}

    private static final Phrasing MEETS = new Phrasing("meets", "meets");
    private static final Phrasing COMPARED = new Phrasing("is compared with", "with");

    static MeetingCounts of(Schedule schedule) {
        Map<Meet, List<Integer>> judgeMeets = new LinkedHashMap<>();
        Map<Compare, List<Integer>> entryMeets = new LinkedHashMap<>();
        for (int number = 1; number <= schedule.rounds().size(); number++) {
            for (Meeting meeting : schedule.round(number).meetings()) {
                int round = number;
                meeting.hidden().stream()
                        .distinct()
                        .forEach(h -> judgeMeets
                                .computeIfAbsent(new Meet(meeting.judge(), h), k -> new ArrayList<>())
                                .add(round));
                if (meeting instanceof Meeting.SideBySide pair && compared(pair) instanceof Compare compare) {
                    entryMeets.computeIfAbsent(compare, k -> new ArrayList<>()).add(round);
                }
            }
        }
        return new MeetingCounts(schedule, judgeMeets, entryMeets);
    }

    /** The entry and the confederate of a well-formed pair, or null for a pair of two of a kind. */
    private static Compare compared(Meeting.SideBySide pair) {
        return switch (pair.left()) {
            case Entry entry when pair.right() instanceof Confederate confederate -> new Compare(entry, confederate);
            case Confederate confederate when pair.right() instanceof Entry entry -> new Compare(entry, confederate);
            default -> null;
        };
    }

    List<String> problems() {
        List<String> problems = new ArrayList<>();
        // one at a time, judges talk with everyone once; side by side, once with each entry, and
        // the confederates beside the entries as evenly as their number allows
        boolean oneAtATime = schedule.format() instanceof OneAtATime;
        for (Judge judge : schedule.cast().judges()) {
            for (HiddenEntity hidden :
                    oneAtATime ? schedule.cast().hidden() : schedule.cast().entries()) {
                meetsOnce(judge, hidden).ifPresent(problems::add);
            }
            if (!oneAtATime) {
                unevenly(judge.name(), MEETS, c -> judgeMeets.getOrDefault(new Meet(judge, c), List.of()))
                        .ifPresent(problems::add);
            }
        }
        for (Entry entry : schedule.cast().entries()) {
            unevenly(entry.name(), COMPARED, c -> entryMeets.getOrDefault(new Compare(entry, c), List.of()))
                    .ifPresent(problems::add);
        }
        return problems;
    }

    private Optional<String> meetsOnce(Judge judge, HiddenEntity hidden) {
        List<Integer> rounds = judgeMeets.getOrDefault(new Meet(judge, hidden), List.of());
        if (rounds.isEmpty()) {
            return Optional.of(judge + " never meets " + hidden);
        }
        if (rounds.size() > 1) {
            return Optional.of(judge + " meets " + hidden + " " + timesInRounds(rounds));
        }
        return Optional.empty();
    }

    /**
     * With fewer confederates than meetings someone meets a confederate more than once, which is
     * fine while it is spread evenly; it is not once one confederate comes up two or more times
     * more often than another, such as twice where another never does. Names the most and the
     * least met.
     */
    private Optional<String> unevenly(String who, Phrasing phrasing, Function<Confederate, List<Integer>> roundsWith) {
        List<Confederate> confederates = schedule.cast().confederates();
        if (confederates.isEmpty()) {
            return Optional.empty();
        }
        // ties go to the first in cast order
        Comparator<Confederate> byCount =
                Comparator.comparingInt(c -> roundsWith.apply(c).size());
        Confederate most = confederates.stream().max(byCount).orElseThrow();
        Confederate least = confederates.stream().min(byCount).orElseThrow();
        List<Integer> mostRounds = roundsWith.apply(most);
        List<Integer> leastRounds = roundsWith.apply(least);
        if (mostRounds.size() - leastRounds.size() < 2) {
            return Optional.empty();
        }
        String fewer = leastRounds.isEmpty()
                ? "never " + phrasing.again() + " " + least
                : phrasing.again() + " " + least + " only " + timesInRounds(leastRounds);
        return Optional.of(
                who + " " + phrasing.verb() + " " + most + " " + timesInRounds(mostRounds) + " but " + fewer);
    }

    /** "twice (rounds 1 and 5)", "once (round 3)". */
    private static String timesInRounds(List<Integer> rounds) {
        return Words.times(rounds.size()) + " (" + (rounds.size() == 1 ? "round " : "rounds ") + Words.list(rounds)
                + ")";
    }
}
