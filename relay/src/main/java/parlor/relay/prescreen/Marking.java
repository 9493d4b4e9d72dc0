package parlor.relay.prescreen;

import java.time.Instant;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Pattern;
import parlor.relay.contest.ContestFacts;

/**
 * The first, automatic mark of an answer, on the 0-2 scale the 2017 prescreening used: 2 where an
 * {@code expect} pattern is found in the answer, 1 where only a {@code partly} one is, 0 where none
 * is; no mark where the item has no patterns (a person marks it). A question left without any
 * answer gets 0 whatever its patterns: the entry said nothing.
 */
final class Marking {

    private Marking() {}

    static OptionalInt auto(SuiteItem item, List<String> answer, ContestFacts facts, Instant asked, Instant answered) {
        if (answer.isEmpty() && item.kind() == SuiteItem.Kind.ASK) {
            return OptionalInt.of(0);
        }
        if (!item.hasPatterns()) {
            return OptionalInt.empty();
        }
        // the sanitiser wrapped long lines at spaces: joined with spaces, the answer reads as said
        String text = String.join(" ", answer);
        if (anyFound(item.expect(), text, facts, asked, answered)) {
            return OptionalInt.of(2);
        }
        return OptionalInt.of(anyFound(item.partly(), text, facts, asked, answered) ? 1 : 0);
    }

    private static boolean anyFound(
            List<String> patterns, String text, ContestFacts facts, Instant asked, Instant answered) {
        return patterns.stream()
                .anyMatch(pattern ->
                        compile(pattern, facts, asked, answered).matcher(text).find());
    }

    /** A pattern as it stands for an answer given between these moments; case is ignored, as a reader would. */
    static Pattern compile(String pattern, ContestFacts facts, Instant asked, Instant answered) {
        return Pattern.compile(
                TimeAnswers.expand(pattern, facts, asked, answered), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }
}
