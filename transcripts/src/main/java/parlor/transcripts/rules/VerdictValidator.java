package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import parlor.transcripts.rules.VerdictForm.Field;

/**
 * Decides whether a verdict may stand under the contest's rules, in words a judge understands. It
 * checks a form as it is being typed (what is there must be right; what is missing is not yet
 * wrong) and a whole verdict before it is recorded. A judge's earlier verdicts are needed to
 * refuse repeats.
 */
public final class VerdictValidator {

    private final ContestHeader contest;

    public VerdictValidator(ContestHeader contest) {
        this.contest = contest;
    }

    /**
     * A form as filled in so far, field name to text as typed ({@code "leftPoints" -> "4"}).
     *
     * @param earlier every verdict recorded so far (anyone's; only this judge's count)
     */
    public Check checkTyping(
            int round, int judge, VerdictForm form, Map<String, String> typed, List<VerdictEntry> earlier) {
        return Check.of(problems(round, judge, new Draft(form, typed), earlier));
    }

    /** A finished verdict, about to be recorded. */
    public Check check(int round, int judge, Verdict verdict, List<VerdictEntry> earlier) {
        Draft draft = new Draft(verdict.form(), verdict.fields());
        List<Problem> problems = new ArrayList<>(draft.missing());
        problems.addAll(problems(round, judge, draft, earlier));
        return Check.of(problems);
    }

    /** A recorded verdict against those recorded before it, as scoring re-checks a log. */
    public Check check(VerdictEntry entry, List<VerdictEntry> earlier) {
        return check(entry.round(), entry.judge(), entry.verdict(), earlier);
    }

    private List<Problem> problems(int round, int judge, Draft draft, List<VerdictEntry> earlier) {
        VerdictForm form = draft.form();
        if (!contest.forms().contains(form)) {
            return List.of(Problem.ofForm("the " + contest.rules()
                    + (contest.stage() == Stage.PRELIM ? " selection stage uses the " : " rules use the ")
                    + names(contest.forms()) + " form, not " + form));
        }
        List<Problem> problems = new ArrayList<>(draft.problems());
        problems.addAll(seating(round, judge, draft));
        if (!problems.isEmpty()) {
            return problems;
        }
        JudgeHistory history = JudgeHistory.of(judge, round, earlier);
        problems.addAll(repeat(draft, history));
        problems.addAll(
                switch (form) {
                    case HUMANNESS -> FormRules.humanness(draft);
                    case RATING -> FormRules.rating(draft);
                    case SPLIT -> FormRules.split(draft, history);
                    case PICK -> FormRules.pick(draft);
                    case RANK ->
                        contest.stage() == Stage.PRELIM
                                ? FormRules.placing(
                                        draft,
                                        history,
                                        contest.metBy(judge),
                                        contest.entries().size())
                                : FormRules.rank(draft, history);
                    case CANDIDATE ->
                        FormRules.candidate(draft, history, contest.entities().size());
                });
        return problems;
    }

    /** The judge, the round and the entities the relay filled in: mistakes here are the operator's, so ids may be named. */
    private List<Problem> seating(int round, int judge, Draft draft) {
        List<Problem> problems = new ArrayList<>();
        if (!contest.judges().isEmpty() && !contest.judges().contains(judge)) {
            problems.add(Problem.ofForm(
                    "judge " + judge + " is not one of this contest's judges (" + names(contest.judges()) + ")"));
        }
        if (round < 0) {
            problems.add(Problem.ofForm("round " + round + " cannot be: rounds count from 1 (0 for after the rounds)"));
        }
        List<String> named = named(draft);
        named.stream()
                .filter(id -> contest.entity(id).isEmpty())
                .distinct()
                .forEach(id -> problems.add(Problem.ofForm("there is no entity '" + id + "' in this contest")));
        if (draft.entity("left").isPresent() && draft.entity("left").equals(draft.entity("right"))) {
            problems.add(Problem.ofForm("left and right must be two different entities"));
        }
        // the wager's votes are recorded under their trial: whom the judge met in that trial's rounds
        boolean trial =
                draft.form() == VerdictForm.CANDIDATE && !contest.trials().isEmpty();
        Optional<List<String>> sat = trial
                ? contest.metInTrial(round, judge)
                : contest.seat(round, judge).map(PlannedRound.Seat::entities);
        if (sat.isPresent() && !sat.get().containsAll(named)) {
            problems.add(Problem.ofForm("judge " + judge + " sat with " + names(sat.get()) + " in "
                    + (trial ? "trial " : "round ") + round + ", not "
                    + names(named.stream().filter(id -> !sat.get().contains(id)).toList())));
        }
        return problems;
    }

    /** One verdict per subject: a judge cannot rate, split or rank the same again. */
    private static List<Problem> repeat(Draft draft, JudgeHistory history) {
        List<String> subject = draft.form().fields().stream()
                .filter(f -> f.kind() == Field.Kind.ENTITY && !f.name().equals("human"))
                .map(f -> draft.entity(f.name()).orElse(null))
                .toList();
        if (subject.contains(null)) {
            return List.of();
        }
        return history.onSubject(draft.form(), subject)
                .map(given -> List.of(Problem.ofForm("you already " + done(draft.form()) + ", " + given.when())))
                .orElse(List.of());
    }

    private static String done(VerdictForm form) {
        return switch (form) {
            case HUMANNESS, RATING -> "rated this one";
            case SPLIT -> "split points between these two";
            case PICK -> "chose between these two";
            case RANK -> "ranked this one";
            case CANDIDATE -> "judged this candidate";
        };
    }

    private static List<String> named(Draft draft) {
        return draft.form().fields().stream()
                .filter(f -> f.kind() == Field.Kind.ENTITY)
                .flatMap(f -> draft.entity(f.name()).stream())
                .toList();
    }

    private static String names(List<?> things) {
        return things.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
