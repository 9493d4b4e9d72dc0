package parlor.transcripts.rules;

import java.util.List;

/** The answer to "may this verdict stand?": yes, or the reasons it may not. */
public sealed interface Check {

    record Ok() implements Check {}

    record Refused(List<Problem> problems) implements Check {
        public Refused {
            if (problems.isEmpty()) {
                throw new IllegalArgumentException("a refusal needs a reason");
            }
            problems = List.copyOf(problems);
        }
    }

    static Check of(List<Problem> problems) {
        return problems.isEmpty() ? new Ok() : new Refused(problems);
    }

    default boolean isOk() {
        return this instanceof Ok;
    }

    /** The reasons, in the order found; none when the verdict may stand. */
    default List<String> reasons() {
        return switch (this) {
            case Ok ok -> List.of();
            case Refused refused ->
                refused.problems().stream().map(Problem::reason).toList();
        };
    }
}
