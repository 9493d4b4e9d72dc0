package parlor.transcripts.discipline;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Who may sit down at a terminal with {@code @@nn}: the judges a contest names, or, where it names
 * none, anyone from 00 to 99. A keystroke log's begin line carries it, so a replay seats exactly
 * whom the relay seated. A record from before announcements were checked carries none and is
 * replayed as it was made ({@link #UNCHECKED}): {@code @@5} was words then.
 *
 * @param named   the judges who may sit down; empty for anyone
 * @param checked whether an announcement that seats no one is refused (false only for old records)
 */
public record JudgeRoll(SortedSet<Integer> named, boolean checked) {

    /** No judges named: any two-digit number sits down, and {@code @@5} is refused. */
    public static final JudgeRoll ANYONE = new JudgeRoll(new TreeSet<>(), true);
    /** How records made before the check are replayed: any {@code @@nn} seats nn, anything else is words. */
    public static final JudgeRoll UNCHECKED = new JudgeRoll(new TreeSet<>(), false);

    private static final String ANY = "any";

    public JudgeRoll {
        named = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(named));
        for (int judge : named) {
            if (judge < 0 || judge > 99) {
                throw new IllegalArgumentException("judge numbers run from 00 to 99, not " + judge);
            }
        }
    }

    /** The judges named, or anyone if none are. */
    public static JudgeRoll of(Collection<Integer> judges) {
        return new JudgeRoll(new TreeSet<>(judges), true);
    }

    /** Whether judge {@code judge} may sit down here. */
    public boolean admits(int judge) {
        return named.isEmpty() ? judge >= 0 && judge <= 99 : named.contains(judge);
    }

    /** As a begin line carries it: {@code 01,02,04}, or {@code any}; nothing for an unchecked roll. */
    public Optional<String> fact() {
        if (!checked) {
            return Optional.empty();
        }
        return Optional.of(
                named.isEmpty()
                        ? ANY
                        : named.stream()
                                .map(judge -> String.format("%02d", judge))
                                .collect(Collectors.joining(",")));
    }

    /** Reads {@link #fact()} back (none: {@link #UNCHECKED}); throws {@link IllegalArgumentException} naming what is wrong. */
    public static JudgeRoll parse(Optional<String> fact) {
        if (fact.isEmpty()) {
            return UNCHECKED;
        }
        if (fact.get().equals(ANY)) {
            return ANYONE;
        }
        List<String> numbers = List.of(fact.get().split(",", -1));
        if (!numbers.stream().allMatch(number -> number.matches("\\d\\d"))) {
            throw new IllegalArgumentException(
                    "judges must be 'any' or two-digit numbers separated by commas, not '" + fact.get() + "'");
        }
        return of(numbers.stream().map(Integer::valueOf).toList());
    }
}
