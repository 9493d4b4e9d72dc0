package parlor.relay.day;

import static parlor.relay.day.TypedAnswer.either;
import static parlor.relay.day.TypedAnswer.notUnderstood;
import static parlor.relay.day.TypedAnswer.numbers;
import static parlor.relay.day.TypedAnswer.whole;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictForm;

/**
 * One question of a verdict form as the clerk puts it to a judge at the terminal, in words: the
 * judge answers with a side, a word or a number, never an entity's id, which would give away who is
 * who. A question about a conversation of another round names it by round and side ("the left side
 * in round 3").
 */
sealed interface VerdictQuestion {

    String ask();

    /** The round the verdict is recorded under: its conversation's, or 0 for a form given after the rounds (ranks, the wager's votes). */
    int recordedIn();

    VerdictForm form();

    /** The fields typed so far, as the rules' validator reads them, for checking while the judge types. */
    Map<String, String> typed(String answer);

    /** The verdict an answer gives, the question that completes it, or why the answer is not one. */
    Answer answer(String text);

    /** What an answer looks like, for the status line and for an answer not understood ("left or right"). */
    String expects();

    /** Whether a half-typed answer (trimmed, lower case, not empty) could still become one. */
    boolean fits(String typed);

    /**
     * Every answer worth trying, in the question's own words: each side or word, each whole number on its scale,
     * a fractional rating in quarters. The clerk never asks a question none of these would answer.
     */
    List<String> answers();

    /** The entities the verdict is about, as the log names them: the pair, left first, or the one. */
    List<String> subject();

    /** Whether a recorded verdict already answers this question: the same judge's, on the same form, round and subject. */
    default boolean answeredBy(VerdictEntry entry) {
        return entry.round() == recordedIn()
                && entry.verdict().form() == form()
                && entry.verdict().entities().equals(subject());
    }

    sealed interface Answer {
        record Given(Verdict verdict) implements Answer {}

        /** Half a verdict, kept in the question that asks for the rest (the wager's "human or machine", then the rank). */
        record Asks(VerdictQuestion next) implements Answer {}

        record NotUnderstood(String why) implements Answer {}
    }

    /** 2009: which of the two, left or right, was the human. */
    record Pick(int round, String left, String right) implements VerdictQuestion {
        public int recordedIn() {
            return round;
        }

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
            return either(text, "left", "right")
                    .<Answer>map(isLeft -> new Answer.Given(new Verdict.Pick(left, right, isLeft ? left : right)))
                    .orElseGet(() -> notUnderstood(this));
        }

        public String expects() {
            return "left or right";
        }

        public boolean fits(String typed) {
            return either(typed, "left", "right").isPresent();
        }

        public List<String> answers() {
            return List.of("left", "right");
        }

        public List<String> subject() {
            return List.of(left, right);
        }
    }

    /** 1996: how human the other side seemed, 1 to 10. */
    record Humanness(int round, String entity) implements VerdictQuestion {
        public int recordedIn() {
            return round;
        }

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
            return whole(this, text, rating -> new Verdict.Humanness(entity, rating));
        }

        public String expects() {
            return "a whole number from 1 to 10";
        }

        public boolean fits(String typed) {
            return typed.matches("\\d{1,2}");
        }

        public List<String> answers() {
            return numbers(1, 10);
        }

        public List<String> subject() {
            return List.of(entity);
        }
    }

    /** 2003: rule 46's question and its scale of six labelled ratings, each on a line, as the rule gives them. */
    record Rating(int round, String entity) implements VerdictQuestion {
        public int recordedIn() {
            return round;
        }

        public String ask() {
            return VerdictForm.RATING_QUESTION + "\n" + String.join("\n", VerdictForm.RATING_SCALE);
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
                return notUnderstood(this);
            }
        }

        public String expects() {
            return "a number from 0 to 5, such as 3.5";
        }

        public boolean fits(String typed) {
            return typed.matches("\\d*(\\.\\d*)?");
        }

        public List<String> answers() {
            return IntStream.rangeClosed(0, 20)
                    .mapToObj(quarters -> BigDecimal.valueOf(quarters)
                            .divide(BigDecimal.valueOf(4))
                            .stripTrailingZeros()
                            .toPlainString())
                    .toList();
        }

        public List<String> subject() {
            return List.of(entity);
        }
    }

    /** 2006: 100 points between the left and the right side; the judge gives the left side's, the right side gets the rest. */
    record Split(int round, String left, String right) implements VerdictQuestion {
        public int recordedIn() {
            return round;
        }

        public String ask() {
            return "How many of 100 points for the left side in round " + round + "?\n(the right side gets the rest)";
        }

        public Map<String, String> typed(String answer) {
            // the right side's points follow from the left side's: the rules' checker works them out
            return Map.of("left", left, "right", right, "leftPoints", answer.trim());
        }

        public VerdictForm form() {
            return VerdictForm.SPLIT;
        }

        public Answer answer(String text) {
            return whole(this, text, points -> new Verdict.Split(left, points, right, 100 - points));
        }

        public String expects() {
            return "a whole number of points from 0 to 100";
        }

        public boolean fits(String typed) {
            return typed.matches("\\d{1,3}");
        }

        public List<String> answers() {
            return numbers(0, 100);
        }

        public List<String> subject() {
            return List.of(left, right);
        }
    }

    /**
     * 2009, after the judge's last pair: where a conversation whose other side they judged not human stands among all
     * such, 1 (least human) to {@code highest}. Recorded under that conversation's round: with one confederate, the
     * judge may take it for a machine in two rounds, and rank each conversation. In a selection stage ({@code bestFirst}),
     * where an entry stands among all the judge met, 1 (best) to {@code highest}, recorded after the rounds (round 0).
     */
    record Rank(int round, String entity, String called, int highest, boolean bestFirst) implements VerdictQuestion {
        Rank(int round, String entity, String called, int highest) {
            this(round, entity, called, highest, false);
        }

        public String ask() {
            return bestFirst
                    ? "Where does " + called + " stand among the " + highest + " you talked to?\n1 (best) to " + highest
                            + " (worst)"
                    : "How human was " + called + ", which you judged a machine?\n" + scale(highest);
        }

        public int recordedIn() {
            return round;
        }

        public Map<String, String> typed(String answer) {
            return Map.of("entity", entity, "rank", answer.trim());
        }

        public VerdictForm form() {
            return VerdictForm.RANK;
        }

        public Answer answer(String text) {
            return whole(this, text, rank -> new Verdict.Rank(entity, rank));
        }

        public String expects() {
            return "a whole number from 1 to " + highest;
        }

        public boolean fits(String typed) {
            return typed.matches("\\d{1,2}");
        }

        public List<String> answers() {
            return numbers(1, highest);
        }

        public List<String> subject() {
            return List.of(entity);
        }
    }

    /**
     * The wager's vote on one candidate, first half: human or machine. The rank follows in {@link CandidateRank}. Both are
     * recorded under the {@code trial} voted on (0 where the day has no trials).
     */
    record Candidate(int trial, String entity, String called, int candidates) implements VerdictQuestion {
        public String ask() {
            return "Was " + called + " a human or a machine?";
        }

        public int recordedIn() {
            return trial;
        }

        public Map<String, String> typed(String answer) {
            return either(answer, "human", "machine")
                    .map(human -> Map.of("entity", entity, "human", human.toString()))
                    .orElse(Map.of("entity", entity));
        }

        public VerdictForm form() {
            return VerdictForm.CANDIDATE;
        }

        public Answer answer(String text) {
            return either(text, "human", "machine")
                    .<Answer>map(human -> new Answer.Asks(new CandidateRank(trial, entity, called, human, candidates)))
                    .orElseGet(() -> notUnderstood(this));
        }

        public String expects() {
            return "human or machine";
        }

        public boolean fits(String typed) {
            return either(typed, "human", "machine").isPresent();
        }

        public List<String> answers() {
            return List.of("human", "machine");
        }

        public List<String> subject() {
            return List.of(entity);
        }
    }

    /** The wager's vote on one candidate, second half: its rank among the candidates, 1 (least human) to their number. */
    record CandidateRank(int trial, String entity, String called, boolean human, int candidates)
            implements VerdictQuestion {
        public String ask() {
            return "How human was " + called + " among the " + candidates + " you talked to?\n" + scale(candidates);
        }

        public int recordedIn() {
            return trial;
        }

        public Map<String, String> typed(String answer) {
            return Map.of("entity", entity, "human", Boolean.toString(human), "rank", answer.trim());
        }

        public VerdictForm form() {
            return VerdictForm.CANDIDATE;
        }

        public Answer answer(String text) {
            return whole(this, text, rank -> new Verdict.Candidate(entity, human, rank));
        }

        public String expects() {
            return "a whole number from 1 to " + candidates;
        }

        public boolean fits(String typed) {
            return typed.matches("\\d{1,2}");
        }

        public List<String> answers() {
            return numbers(1, candidates);
        }

        public List<String> subject() {
            return List.of(entity);
        }
    }

    /** A rank's scale on a line of its own, so that a narrow screen never wraps it apart. */
    private static String scale(int highest) {
        return "1 (least) to " + highest + " (most)";
    }
}
