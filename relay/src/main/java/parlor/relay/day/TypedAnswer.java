package parlor.relay.day;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import parlor.relay.day.VerdictQuestion.Answer;
import parlor.transcripts.rules.Verdict;

/**
 * How the clerk reads what a judge types in answer to a {@link VerdictQuestion}: a word whole or
 * begun, a whole number (and the whole numbers a scale takes), what is wrong with a half-typed line,
 * and what to say when it is none of them. Apart from the questions so that every form reads its
 * answers the same way.
 */
final class TypedAnswer {

    private TypedAnswer() {}

    /** What is wrong with a half-typed answer, before the rules' checker sees it: only words the question takes. */
    static Optional<String> shape(VerdictQuestion question, String line) {
        String typed = line.trim().toLowerCase(Locale.ROOT);
        return typed.isEmpty() || question.fits(typed) ? Optional.empty() : Optional.of("answer " + question.expects());
    }

    /** The whole numbers from {@code lowest} to {@code highest}, as answers. */
    static List<String> numbers(int lowest, int highest) {
        return IntStream.rangeClosed(lowest, highest)
                .mapToObj(Integer::toString)
                .toList();
    }

    static Answer notUnderstood(VerdictQuestion question) {
        return new Answer.NotUnderstood("please answer " + question.expects());
    }

    /** A whole-number answer's verdict; a sign or a fraction is not understood (the question says which numbers it takes). */
    static Answer whole(VerdictQuestion question, String text, IntFunction<Verdict> verdict) {
        String number = text.trim();
        return number.matches("\\d{1,9}")
                ? new Answer.Given(verdict.apply(Integer.parseInt(number)))
                : notUnderstood(question);
    }

    /**
     * Which of two words (with different first letters) an answer is, whole or begun: true for the
     * first, empty for neither. "l" is as good as "left".
     */
    static Optional<Boolean> either(String text, String first, String second) {
        String typed = text.trim().toLowerCase(Locale.ROOT);
        if (typed.isEmpty()) {
            return Optional.empty();
        }
        return first.startsWith(typed)
                ? Optional.of(true)
                : second.startsWith(typed) ? Optional.of(false) : Optional.empty();
    }
}
