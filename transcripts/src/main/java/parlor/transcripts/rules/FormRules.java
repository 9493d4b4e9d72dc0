package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import parlor.transcripts.rules.JudgeHistory.Given;

/** What each form's rules forbid, checked on whatever has been filled in so far. */
final class FormRules {

    /** 1996 asks for ratings of "how human" but gives no scale: 1 to 10 is our choice. */
    static final int HUMANNESS_LOWEST = 1;

    static final int HUMANNESS_HIGHEST = 10;
    /** 2003 rule 46. */
    static final BigDecimal RATING_HIGHEST = BigDecimal.valueOf(5);
    /** 2006: "one of the two terminals must be awarded at least 51 points". */
    static final int SPLIT_WINNING_POINTS = 51;
    /** The scale of 2009's ranks and the wager's: the most human last. */
    private static final IntFunction<String> LEAST_HUMAN_FIRST =
            highest -> "1 (least human) to " + highest + " (most human)";

    private FormRules() {}

    static List<Problem> humanness(Draft draft) {
        OptionalInt rating = draft.whole("rating");
        if (rating.isPresent() && (rating.getAsInt() < HUMANNESS_LOWEST || rating.getAsInt() > HUMANNESS_HIGHEST)) {
            return List.of(Problem.of(
                    "rating",
                    "ratings go from " + HUMANNESS_LOWEST + " (least human) to " + HUMANNESS_HIGHEST
                            + " (most human)"));
        }
        return List.of();
    }

    static List<Problem> rating(Draft draft) {
        Optional<BigDecimal> rating = draft.decimal("rating");
        if (rating.isPresent() && (rating.get().signum() < 0 || rating.get().compareTo(RATING_HIGHEST) > 0)) {
            return List.of(Problem.of(
                    "rating",
                    "a rating goes from 0 (partner not accessible, or severe system malfunction) to 5 "
                            + "(definitely a human); fractions such as 3.25 are allowed (rule 46)"));
        }
        return List.of();
    }

    /** 2006: whole points 0-100 adding up to 100, at least 51 to one side, and never the same apportionment twice. */
    static List<Problem> split(Draft draft, JudgeHistory history) {
        List<Problem> problems = new ArrayList<>();
        OptionalInt left = points(draft, "leftPoints", problems);
        OptionalInt right = points(draft, "rightPoints", problems);
        if (!problems.isEmpty() || (left.isEmpty() && right.isEmpty())) {
            return problems;
        }
        // one side typed is enough to know the other: the judge hears about a bad split at once
        int leftPoints = left.orElseGet(() -> 100 - right.getAsInt());
        int rightPoints = right.orElseGet(() -> 100 - left.getAsInt());
        String field = left.isEmpty() ? "rightPoints" : right.isEmpty() ? "leftPoints" : "";
        if (leftPoints + rightPoints != 100) {
            return List.of(Problem.of(
                    field,
                    "the two sides must add up to 100 points, not " + leftPoints + " + " + rightPoints + " = "
                            + (leftPoints + rightPoints)));
        }
        if (Math.max(leftPoints, rightPoints) < SPLIT_WINNING_POINTS) {
            return List.of(Problem.of(
                    field, "a split must give at least " + SPLIT_WINNING_POINTS + " to one side: ties are forbidden"));
        }
        // 40/60 and 60/40 are one apportionment: either would give two of the judge's entities equal points, and so
        // equal ranks
        for (Given<Verdict.Split> given : history.given(VerdictForm.SPLIT, Verdict.Split.class)) {
            Verdict.Split earlier = given.verdict();
            if (Math.max(earlier.leftPoints(), earlier.rightPoints()) == Math.max(leftPoints, rightPoints)) {
                problems.add(Problem.of(
                        field,
                        "you gave " + earlier.apportionment() + " before, " + given.when()
                                + ": every split must differ"));
            }
        }
        return problems;
    }

    /** 2009: the human is one of the two the judge talked to. */
    static List<Problem> pick(Draft draft) {
        Optional<String> human = draft.entity("human");
        if (human.isPresent()
                && draft.entity("left").isPresent()
                && draft.entity("right").isPresent()
                && !human.get().equals(draft.entity("left").get())
                && !human.get().equals(draft.entity("right").get())) {
            return List.of(Problem.of("human", "the human must be one of the two you talked to: left or right"));
        }
        return List.of();
    }

    /**
     * 2009: rank each conversation judged not human, 1 (least human) to as many as there are, each rank once. A rank
     * recorded in a round ranks the one not picked in that round (the same confederate may be met, and taken for a
     * machine, twice); one recorded in round 0 (older logs) ranks an entity taken for a machine in any round.
     */
    static List<Problem> rank(Draft draft, JudgeHistory history) {
        List<Problem> problems = new ArrayList<>();
        List<Given<Verdict.Pick>> picks = history.given(VerdictForm.PICK, Verdict.Pick.class);
        draft.entity("entity")
                .flatMap(entity -> notJudgedAMachine(entity, history.round(), picks))
                .ifPresent(problems::add);
        int highest = picks.size();
        problems.addAll(uniqueRank(draft, ranksGiven(history), highest, LEAST_HUMAN_FIRST));
        return problems;
    }

    /**
     * A selection stage, 2003 rule 34: "each Judge will rank the allotted Entries in order from best to worst": each entry
     * the judge met, 1 (best) to as many as they met, each rank once. A record without a plan of rounds ranks any entry.
     */
    static List<Problem> placing(Draft draft, JudgeHistory history, List<String> met, int entries) {
        List<Problem> problems = new ArrayList<>();
        draft.entity("entity")
                .filter(entity -> !met.isEmpty() && !met.contains(entity))
                .ifPresent(entity -> problems.add(Problem.of("entity", "you did not talk to this one")));
        int highest = met.isEmpty() ? entries : met.size();
        problems.addAll(uniqueRank(draft, ranksGiven(history), highest, top -> "1 (best) to " + top + " (worst)"));
        return problems;
    }

    private static List<Integer> ranksGiven(JudgeHistory history) {
        return history.given(VerdictForm.RANK, Verdict.Rank.class).stream()
                .map(g -> g.verdict().rank())
                .toList();
    }

    private static Optional<Problem> notJudgedAMachine(String entity, int round, List<Given<Verdict.Pick>> picks) {
        List<Verdict.Pick> about = picks.stream()
                .filter(p -> round == 0 || p.round() == round)
                .map(Given::verdict)
                .filter(p -> p.entities().contains(entity))
                .toList();
        if (about.stream().anyMatch(p -> p.notHuman().equals(entity))) {
            return Optional.empty();
        }
        String when = round == 0 ? "" : " in round " + round;
        return Optional.of(Problem.of(
                "entity",
                about.isEmpty()
                        ? "you have not judged this one in a pair" + (round == 0 ? " yet" : when)
                        : "you chose this one as the human" + when + ": rank only those you judged not human"));
    }

    /** Kurzweil-Kapor: each candidate ranked 1 (least human) to 4 (most human), each rank once in a trial. */
    static List<Problem> candidate(Draft draft, JudgeHistory history, int candidates) {
        return uniqueRank(
                draft,
                history.given(VerdictForm.CANDIDATE, Verdict.Candidate.class).stream()
                        .map(g -> g.verdict().rank())
                        .toList(),
                candidates,
                LEAST_HUMAN_FIRST);
    }

    private static List<Problem> uniqueRank(
            Draft draft, List<Integer> ranksGiven, int highest, IntFunction<String> scale) {
        OptionalInt rank = draft.whole("rank");
        if (rank.isEmpty()) {
            return List.of();
        }
        if (rank.getAsInt() < 1 || rank.getAsInt() > highest) {
            return List.of(Problem.of(
                    "rank", highest < 1 ? "there is nothing to rank yet" : "ranks go from " + scale.apply(highest)));
        }
        if (ranksGiven.contains(rank.getAsInt())) {
            return List.of(Problem.of("rank", "rank " + rank.getAsInt() + " is used twice"));
        }
        return List.of();
    }

    private static OptionalInt points(Draft draft, String field, List<Problem> problems) {
        OptionalInt points = draft.whole(field);
        if (points.isPresent() && (points.getAsInt() < 0 || points.getAsInt() > 100)) {
            problems.add(Problem.of(field, "points go from 0 to 100"));
            return OptionalInt.empty();
        }
        return points;
    }
}
