package parlor.relay.day;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictForm;

/**
 * One question of a verdict form as the clerk puts it to a judge at the terminal, in words: the
 * judge answers with a side or a number, never an entity's id, which would give away who is who.
 */
sealed interface VerdictQuestion {

    String ask();

    /** The fields typed so far, as the rules' validator reads them, for checking while the judge types. */
    Map<String, String> typed(String answer);

    VerdictForm form();

    /** The verdict an answer gives, or why the answer is not one. */
    Answer answer(String text);

    sealed interface Answer {
        record Given(Verdict verdict) implements Answer {
        }

        record NotUnderstood(String why) implements Answer {
        }
    }

    /** 2009: which of the two, left or right, was the human. */
    record Pick(String left, String right) implements VerdictQuestion {
        public String ask() {
            return "Which of the two was the human: left or right?";
        }

        public Map<String, String> typed(String answer) {
            return Map.of("left", left, "right", right);
        }

        public VerdictForm form() {
            return VerdictForm.PICK;
        }

        public Answer answer(String text) {
            return switch (text.trim().toLowerCase()) {
                case "left", "l" -> new Answer.Given(new Verdict.Pick(left, right, left));
                case "right", "r" -> new Answer.Given(new Verdict.Pick(left, right, right));
                default -> new Answer.NotUnderstood("please answer left or right");
            };
        }
    }

    /** 1996: how human the other side seemed, 1 to 10. */
    record Humanness(String entity) implements VerdictQuestion {
        public String ask() {
            return "How human did the other side seem, from 1 (not at all) to 10 (surely a person)?";
        }

        public Map<String, String> typed(String answer) {
            return Map.of("entity", entity, "rating", answer.trim());
        }

        public VerdictForm form() {
            return VerdictForm.HUMANNESS;
        }

        public Answer answer(String text) {
            try {
                return new Answer.Given(new Verdict.Humanness(entity, Integer.parseInt(text.trim())));
            } catch (NumberFormatException e) {
                return new Answer.NotUnderstood("please answer with a whole number from 1 to 10");
            }
        }
    }

    /** 2003: a rating from 0 to 5, fractions allowed. */
    record Rating(String entity) implements VerdictQuestion {
        public String ask() {
            return "Your rating of the other side, from 0 to 5 (5: definitely a human; fractions allowed)?";
        }

        public Map<String, String> typed(String answer) {
            return Map.of("entity", entity, "rating", answer.trim());
        }

        public VerdictForm form() {
            return VerdictForm.RATING;
        }

        public Answer answer(String text) {
            try {
                return new Answer.Given(new Verdict.Rating(entity, new BigDecimal(text.trim())));
            } catch (NumberFormatException e) {
                return new Answer.NotUnderstood("please answer with a number from 0 to 5, such as 3.5");
            }
        }
    }

    /** The questions a judge is asked after a round, under a rule set's form, about whom they met (left first). */
    static List<VerdictQuestion> after(VerdictForm form, List<String> met) {
        return switch (form) {
            case PICK -> met.size() == 2 ? List.of(new Pick(met.get(0), met.get(1))) : List.of();
            case HUMANNESS -> met.stream().map(e -> (VerdictQuestion) new Humanness(e)).toList();
            case RATING -> met.stream().map(e -> (VerdictQuestion) new Rating(e)).toList();
            default -> List.of();
        };
    }

    /** What is wrong with a half-typed answer, before the checker sees it: only words the question takes. */
    static Optional<String> shape(VerdictQuestion question, String line) {
        String typed = line.trim().toLowerCase();
        if (typed.isEmpty()) {
            return Optional.empty();
        }
        return switch (question) {
            case Pick pick -> "left".startsWith(typed) || "right".startsWith(typed) ? Optional.empty()
                : Optional.of("answer left or right");
            case Humanness h -> typed.matches("\\d{1,2}") ? Optional.empty() : Optional.of("a whole number from 1 to 10");
            case Rating r -> typed.matches("\\d*(\\.\\d*)?") ? Optional.empty() : Optional.of("a number from 0 to 5, such as 3.5");
        };
    }
}
