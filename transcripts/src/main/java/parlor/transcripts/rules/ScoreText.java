package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/** Words and labels shared by every rule set's tables and findings. */
final class ScoreText {

    private ScoreText() {}

    /** {@code J4}, as the rules label judges. */
    static String judge(int number) {
        return "J" + number;
    }

    /** "E2", "E2 and E3", "E1, E2 and E3". */
    static String and(List<String> names) {
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.getLast();
    }

    /** Competition places for a list already in order: 1, =2, =2, 4. */
    static <T> List<String> places(List<T> ordered, BiPredicate<T, T> equal) {
        List<String> places = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            int first = i;
            while (first > 0 && equal.test(ordered.get(first - 1), ordered.get(i))) {
                first--;
            }
            boolean shared = first < i || (i + 1 < ordered.size() && equal.test(ordered.get(i), ordered.get(i + 1)));
            places.add((shared ? "=" : "") + (first + 1));
        }
        return places;
    }

    /**
     * A rank scale as the day used it, from how many each judge had to rank: "1 = least human,
     * 2 = most human" where each had two, not the rules' four when a short day gave fewer.
     */
    static String rankScale(java.util.Collection<Integer> rankedByEachJudge) {
        List<Integer> counts = rankedByEachJudge.stream()
                .filter(n -> n > 0)
                .distinct()
                .sorted()
                .toList();
        if (counts.isEmpty()) {
            return "nothing to rank";
        }
        if (counts.size() > 1) {
            return "1 = least human, the judge's highest = most human: judges had " + counts.getFirst() + " to "
                    + counts.getLast() + " to rank";
        }
        int highest = counts.getFirst();
        return highest == 1 ? "each judge had one to rank: 1" : "1 = least human, " + highest + " = most human";
    }

    /** The judges who gave any of these verdicts, or the contest's judges if it names them. */
    static List<Integer> judges(ContestHeader contest, List<VerdictEntry> verdicts) {
        if (!contest.judges().isEmpty()) {
            return contest.judges();
        }
        return verdicts.stream().map(VerdictEntry::judge).distinct().sorted().toList();
    }
}
