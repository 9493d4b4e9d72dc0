package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlor.relay.rounds.HiddenEntity.Confederate;
import parlor.relay.rounds.HiddenEntity.Entry;
import parlor.relay.rounds.RoundFormat.OneAtATime;

/**
 * In which rounds each judge meets each hidden entity, and each entry is compared with each
 * confederate: the Latin-square properties of a schedule, across all its rounds.
 */
record MeetingCounts(Schedule schedule, Map<Meet, List<Integer>> judgeMeets, Map<Compare, List<Integer>> entryMeets) {

    record Meet(Judge judge, HiddenEntity hidden) {
    }

    record Compare(Entry entry, Confederate confederate) {
    }

    static MeetingCounts of(Schedule schedule) {
        Map<Meet, List<Integer>> judgeMeets = new LinkedHashMap<>();
        Map<Compare, List<Integer>> entryMeets = new LinkedHashMap<>();
        for (int number = 1; number <= schedule.rounds().size(); number++) {
            for (Meeting meeting : schedule.round(number).meetings()) {
                int round = number;
                meeting.hidden().stream().distinct()
                    .forEach(h -> judgeMeets.computeIfAbsent(new Meet(meeting.judge(), h), k -> new ArrayList<>()).add(round));
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
        // one at a time, judges talk with everyone; side by side, spare confederates (more than entries) go unmet by some judges
        boolean mustMeetConfederates = schedule.format() instanceof OneAtATime;
        for (Judge judge : schedule.cast().judges()) {
            for (HiddenEntity hidden : schedule.cast().hidden()) {
                List<Integer> rounds = judgeMeets.getOrDefault(new Meet(judge, hidden), List.of());
                boolean required = hidden instanceof Entry || mustMeetConfederates;
                if (rounds.isEmpty() && required) {
                    problems.add(judge + " never meets " + hidden);
                } else if (rounds.size() > 1) {
                    problems.add(judge + " meets " + hidden + " " + Words.times(rounds.size()) + " (" + inRounds(rounds) + ")");
                }
            }
        }
        entryMeets.forEach((compare, rounds) -> {
            if (rounds.size() > 1) {
                problems.add(compare.entry() + " is compared with " + compare.confederate() + " " + Words.times(rounds.size())
                    + " (" + inRounds(rounds) + ")");
            }
        });
        return problems;
    }

    private static String inRounds(List<Integer> rounds) {
        return "rounds " + Words.list(rounds);
    }
}
