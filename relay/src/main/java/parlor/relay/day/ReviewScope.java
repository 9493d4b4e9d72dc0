package parlor.relay.day;

import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What a judge's review covers, in the clerk's words: the round just over, how many conversations the screen shows
 * above the questions, and the rounds the verdicts are for (every round met, for rules that review once at the end;
 * 2009's ranks add the rounds of the conversations ranked). Every sentence fits the judge's screen unbroken.
 */
record ReviewScope(int round, SortedSet<Integer> rounds, int conversations) {

    ReviewScope {
        rounds = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(rounds));
    }

    /** The review after {@code round} of the meetings {@code reviewed}: each conversation of theirs is shown above. */
    static ReviewScope of(int round, List<Met> reviewed) {
        SortedSet<Integer> rounds = new TreeSet<>();
        reviewed.forEach(met -> rounds.add(met.round()));
        int conversations =
                reviewed.stream().mapToInt(met -> met.entities().size()).sum();
        return new ReviewScope(round, rounds.isEmpty() ? new TreeSet<>(List.of(round)) : rounds, conversations);
    }

    /** The same review, its verdicts also about {@code more} rounds (0, a verdict given after the rounds, names none). */
    ReviewScope alsoAbout(Collection<Integer> more) {
        SortedSet<Integer> all = new TreeSet<>(rounds);
        more.stream().filter(r -> r > 0).forEach(all::add);
        return new ReviewScope(round, all, conversations);
    }

    /** The first words of the review, before its first question. */
    String opening() {
        return "Round " + round + " is over. "
                + (conversations == 1
                        ? "Your conversation is above: PgUp scrolls back to it."
                        : "Your conversations are above: PgUp scrolls back to them.");
    }

    /** With no question left to ask. */
    String nothingToAsk() {
        return "Round " + round + " is over. Please wait.";
    }

    /** "verdicts for round 3", "for rounds 1 to 5", "for rounds 1 and 3", "for rounds 1, 3 and 4". */
    String verdicts() {
        return "verdicts for " + (rounds.size() == 1 ? "round " + rounds.first() : "rounds " + listed());
    }

    private String listed() {
        List<Integer> all = List.copyOf(rounds);
        if (all.size() > 2 && all.getLast() - all.getFirst() == all.size() - 1) {
            return all.getFirst() + " to " + all.getLast();
        }
        List<String> names = all.stream().map(String::valueOf).toList();
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.getLast();
    }
}
