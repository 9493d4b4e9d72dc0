package parlor.relay.prescreen;

import java.util.List;

/**
 * One item of a question suite, put to every entry in order: a question ({@code ask}) or a
 * statement the entry is told ({@code tell}, such as the memory questions' "I have a friend named
 * Harry"). Expected-answer patterns give a first, automatic mark; a person's mark overrides it.
 *
 * @param id     Q01, Q02... by position in the suite
 * @param set    the question set it belongs to (time, things, relationships, memory), or empty
 * @param expect patterns that earn 2: any one found in the answer (case ignored) will do
 * @param partly patterns that earn 1 when no {@code expect} pattern is found
 */
public record SuiteItem(String id, String set, Kind kind, String text, List<String> expect, List<String> partly) {

    public enum Kind {
        ASK,
        TELL;

        /** As the suite file and the scoring sheet write it. */
        public String word() {
            return name().toLowerCase();
        }
    }

    public SuiteItem {
        expect = List.copyOf(expect);
        partly = List.copyOf(partly);
    }

    /** Whether the answer gets an automatic mark at all. */
    public boolean hasPatterns() {
        return !expect.isEmpty() || !partly.isEmpty();
    }
}
