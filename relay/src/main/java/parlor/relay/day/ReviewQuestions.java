package parlor.relay.day;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import parlor.relay.day.VerdictQuestion.Candidate;
import parlor.relay.day.VerdictQuestion.Humanness;
import parlor.relay.day.VerdictQuestion.Pick;
import parlor.relay.day.VerdictQuestion.Rank;
import parlor.relay.day.VerdictQuestion.Rating;
import parlor.relay.day.VerdictQuestion.Split;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictForm;

/** Which questions a judge is asked at a review, and whether a question can be answered at all. */
final class ReviewQuestions {

    private ReviewQuestions() {}

    /**
     * The questions a judge is asked at a review under one of the rule set's forms, about the rounds
     * reviewed: the round just over, or every round for rules that review once at the end.
     */
    static List<VerdictQuestion> about(VerdictForm form, List<Met> reviewed) {
        int candidates =
                reviewed.stream().mapToInt(met -> met.entities().size()).sum();
        return reviewed.stream()
                .flatMap(met -> about(form, met, candidates).stream())
                .toList();
    }

    private static List<VerdictQuestion> about(VerdictForm form, Met met, int candidates) {
        List<String> ids = met.entities();
        boolean pair = ids.size() == 2;
        return switch (form) {
            case PICK -> pair ? List.of(new Pick(met.round(), ids.get(0), ids.get(1))) : List.of();
            case SPLIT -> pair ? List.of(new Split(met.round(), ids.get(0), ids.get(1))) : List.of();
            case HUMANNESS ->
                ids.stream()
                        .<VerdictQuestion>map(id -> new Humanness(met.round(), id))
                        .toList();
            case RATING ->
                ids.stream()
                        .<VerdictQuestion>map(id -> new Rating(met.round(), id))
                        .toList();
            case CANDIDATE ->
                ids.stream()
                        .<VerdictQuestion>map(id -> new Candidate(met.trial(), id, met.called(id), candidates))
                        .toList();
            // ranks wait until all of the judge's picks are in: see ranks()
            case RANK -> List.of();
        };
    }

    /**
     * A selection stage's ranks, at its one review after the last round: each entry the judge met, named by where it sat,
     * 1 (best) to as many as they met (2003 rule 34: "each Judge will rank the allotted Entries in order from best to worst").
     */
    static List<VerdictQuestion> placings(List<Met> reviewed) {
        int met = reviewed.stream().mapToInt(m -> m.entities().size()).sum();
        return reviewed.stream()
                .flatMap(
                        m -> m.entities().stream().<VerdictQuestion>map(id -> new Rank(0, id, m.called(id), met, true)))
                .toList();
    }

    /**
     * 2009's ranks, asked once a judge's picks are all in: one question for each conversation whose other side the
     * judge did not pick as the human, in the order met, named by where it sat, on a scale of as many as there are.
     * One conversation alone is not asked about: a rank of 1 of 1 orders nothing, and the rules' tie-break (the mean
     * of an entry's ranks) would only be skewed by it. One already ranked is not asked again.
     */
    static List<VerdictQuestion> ranks(int judge, List<VerdictEntry> recorded) {
        List<VerdictEntry> picks = recorded.stream()
                .filter(e -> e.judge() == judge && e.verdict() instanceof Verdict.Pick)
                .sorted(Comparator.comparingInt(VerdictEntry::round))
                .toList();
        if (picks.size() < 2) {
            return List.of();
        }
        List<VerdictQuestion> questions = new ArrayList<>();
        for (VerdictEntry entry : picks) {
            Verdict.Pick pick = (Verdict.Pick) entry.verdict();
            String called = new Met(entry.round(), pick.entities()).called(pick.notHuman());
            Rank rank = new Rank(entry.round(), pick.notHuman(), called, picks.size());
            if (recorded.stream().noneMatch(e -> e.judge() == judge && rank.answeredBy(e))) {
                questions.add(rank);
            }
        }
        return questions;
    }

    /**
     * Whether any answer to a question gives a verdict that {@code stands}: a question that refuses every answer
     * would hold the judge until the review's time is up.
     */
    static boolean answerable(VerdictQuestion question, Predicate<Verdict> stands) {
        return acceptedAnswers(question, stands).findAny().isPresent();
    }

    /** The question's answers that give a verdict that {@code stands}, or ask a rest that some answer completes. */
    static Stream<String> acceptedAnswers(VerdictQuestion question, Predicate<Verdict> stands) {
        return question.answers().stream().filter(text -> switch (question.answer(text)) {
            case VerdictQuestion.Answer.Given given -> stands.test(given.verdict());
            case VerdictQuestion.Answer.Asks asks -> answerable(asks.next(), stands);
            case VerdictQuestion.Answer.NotUnderstood ignored -> false;
        });
    }
}
