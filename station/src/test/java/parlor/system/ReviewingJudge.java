package parlor.system;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.transcripts.keys.Key;

/**
 * A judge at the verdict clerk, through a headless station: reads each question off the screen as
 * a person would, types the answer the test gives, and fails the test if an answer is refused.
 */
final class ReviewingJudge {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    /** What the clerk asks, as read off the screen. */
    enum Kind {
        PICK,
        RANK,
        HUMANNESS,
        RATING,
        SPLIT,
        CANDIDATE,
        CANDIDATE_RANK,
        PLACING
    }

    /**
     * One question read off the screen.
     *
     * @param side    left, right or other; "other" for a question about the round under review
     * @param round   the round it names, or the round under review when it names none
     * @param highest the top of a rank's scale, 0 for other questions
     */
    record Question(Kind kind, String side, int round, int highest) {}

    /** Each question's words, long lines joined: the groups are side, round and the top of a scale, where the question has them. */
    private static final Map<Kind, Pattern> WORDS = Map.of(
            Kind.PLACING,
                    Pattern.compile(
                            "Where does the (other) side in round (\\d+) stand among the (\\d+) you talked to\\? 1 \\(best\\) to \\d+ \\(worst\\)"),
            Kind.PICK, Pattern.compile("Which of the two was the human: left or right\\?"),
            Kind.RANK,
                    Pattern.compile(
                            "How human was the (left|right|other) side in round (\\d+), which you judged a machine\\? 1 \\(least\\) to (\\d+) \\(most\\)"),
            Kind.HUMANNESS,
                    Pattern.compile(
                            "How human did the (other) side seem, from 1 \\(not at all\\) to 10 \\(surely a person\\)\\?"),
            Kind.RATING,
                    Pattern.compile(
                            "Was your conversational partner a human or a machine\\? 0 Partner not accessible, or severe system "
                                    + "malfunction .*? Fractional scores \\(e\\.g\\. 3\\.25, 4\\.1\\) will be allowed\\."),
            Kind.SPLIT,
                    Pattern.compile(
                            "How many of 100 points for the (left) side in round (\\d+)\\? \\(the right side gets the rest\\)"),
            Kind.CANDIDATE, Pattern.compile("Was the (left|right|other) side in round (\\d+) a human or a machine\\?"),
            Kind.CANDIDATE_RANK,
                    Pattern.compile(
                            "How human was the (left|right|other) side in round (\\d+) among the \\d+ you talked to\\? 1 \\(least\\) to (\\d+) \\(most\\)"));

    private static final Pattern REPLY = Pattern.compile("Recorded\\.|Sorry: |Not recorded: ");
    private static final Pattern DONE = Pattern.compile("Please wait\\.");

    private final String terminal;
    private final HeadlessStation station;
    private final RelayConnection link;

    ReviewingJudge(String terminal, HeadlessStation station, RelayConnection link) {
        this.terminal = terminal;
        this.station = station;
        this.link = link;
    }

    /**
     * Answers every question of the review of {@code round} until the clerk says to wait; returns the questions asked.
     * A refused answer fails the test, with the clerk's reason.
     */
    List<Question> answerAll(int round, Function<Question, String> answers) {
        // "Round N is over." is drawn before the first question: a judge who looked in between saw no question and left
        // (a 1996 day lost a verdict so, under load)
        Eventually.waitFor(
                terminal + " at the review of round " + round,
                DEADLINE,
                () -> dialogue(round)
                        .filter(text -> lastQuestion(text).isPresent()
                                || DONE.matcher(text).find())
                        .isPresent(),
                station::lines);
        List<Question> asked = new ArrayList<>();
        while (true) {
            String text = dialogue(round).orElseThrow();
            Optional<Shown> last = lastQuestion(text);
            if (last.isEmpty() || lastIndex(DONE, text) > last.get().match().start()) {
                return asked;
            }
            Question question = question(last.get(), round);
            asked.add(question);
            String answer = answers.apply(question);
            Key.typing(answer + "\r\r").forEach(link::send);
            // the clerk answers with a reply ("Recorded.", or why not), or straight away with the rest of a half
            // answer; either
            // ends with a question or "Please wait.", which may reach the screen after the reply's first words
            long before = progress(text);
            int questionAt = last.get().match().start();
            Eventually.waitFor(
                    terminal + "'s answer " + answer + " taken",
                    DEADLINE,
                    () -> answered(dialogue(round).orElseThrow(), before, questionAt),
                    station::lines);
            String after = dialogue(round).orElseThrow();
            int reply = lastIndex(REPLY, after);
            if (reply > last.get().match().start() && !after.startsWith("Recorded.", reply)) {
                throw new AssertionError(terminal + "'s answer '" + answer + "' to \""
                        + last.get().match().group() + "\" was refused: " + after.substring(reply));
            }
        }
    }

    /**
     * In a round just begun, says {@code words} to the entity (a program that answers "... heard: " and the words) and
     * returns its answer as shown.
     */
    String say(String words) {
        Eventually.waitFor(
                terminal + " at a new conversation",
                DEADLINE,
                () -> station.lines().equals(List.of(">")),
                station::lines);
        Key.typing(words + "\r\r").forEach(link::send);
        Predicate<String> answer = line -> !line.startsWith(">") && line.endsWith("heard: " + words);
        Eventually.waitFor(
                terminal + " answered", DEADLINE, () -> station.lines().stream().anyMatch(answer), station::lines);
        return station.lines().stream().filter(answer).findFirst().orElseThrow();
    }

    /** The clerk's side of the screen since it began this review, lines joined as a person reads them. */
    private Optional<String> dialogue(int round) {
        String screen = String.join(" ", station.lines());
        int start = screen.lastIndexOf("Round " + round + " is over.");
        return start < 0 ? Optional.empty() : Optional.of(screen.substring(start));
    }

    /** A question on the screen: its kind, and where and how it matched. */
    private record Shown(Kind kind, MatchResult match) {}

    private static Optional<Shown> lastQuestion(String text) {
        return WORDS.entrySet().stream()
                .flatMap(words -> words.getValue().matcher(text).results().map(m -> new Shown(words.getKey(), m)))
                .max(Comparator.comparingInt(shown -> shown.match().start()));
    }

    private static Question question(Shown shown, int round) {
        MatchResult matched = shown.match();
        String side = matched.groupCount() >= 1 ? matched.group(1) : "-";
        int named = matched.groupCount() >= 2 ? Integer.parseInt(matched.group(2)) : round;
        int highest = matched.groupCount() >= 3 ? Integer.parseInt(matched.group(3)) : 0;
        return new Question(shown.kind(), side, named, highest);
    }

    /** Whether the clerk has answered in full: more on the screen than {@code before}, ending in a question or "Please wait.". */
    private static boolean answered(String text, long before, int asked) {
        int question = lastQuestion(text).map(shown -> shown.match().start()).orElse(-1);
        int end = Math.max(question, lastIndex(DONE, text));
        return progress(text) > before && end > asked && end > lastIndex(REPLY, text);
    }

    /** Replies and questions on the screen so far: each answer adds one or both. */
    private static long progress(String text) {
        return REPLY.matcher(text).results().count()
                + WORDS.values().stream()
                        .mapToLong(words -> words.matcher(text).results().count())
                        .sum();
    }

    private static int lastIndex(Pattern pattern, String text) {
        return pattern.matcher(text).results().mapToInt(m -> m.start()).max().orElse(-1);
    }
}
