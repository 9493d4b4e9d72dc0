package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The verdicts a contest's plan of rounds asked of each judge and its log does not hold: a review
 * ended (its time up, or ended by the operator) before the judge answered. Only a log whose header
 * has the plan can say; a log without one has nothing missing.
 */
final class MissingVerdicts {

    /** One verdict the plan asked a judge for, about a conversation in {@code round}. */
    record Missing(int judge, int round, String what) {}

    private MissingVerdicts() {}

    /** The table of what is missing, judge by judge; none when nothing is. */
    static Optional<Table> table(ContestHeader contest, List<VerdictEntry> counted) {
        List<Missing> missing = of(contest, counted);
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = missing.stream()
                .map(m -> List.of(ScoreText.judge(m.judge()), Integer.toString(m.round()), m.what()))
                .toList();
        return Optional.of(
                new Table(
                        "Missing verdicts: asked of the judges, not in the log",
                        List.of("judge", "round", "missing"),
                        rows,
                        List.of(
                                "the judge's review ended before these were given (or they were refused): they count nowhere")));
    }

    static List<Missing> of(ContestHeader contest, List<VerdictEntry> counted) {
        List<Missing> missing = new ArrayList<>();
        for (PlannedRound round : contest.rounds()) {
            for (PlannedRound.Seat seat : round.seats()) {
                List<VerdictEntry> given =
                        counted.stream().filter(e -> e.judge() == seat.judge()).toList();
                contest.forms().forEach(form -> missing.addAll(at(form, contest.stage(), round, seat, given)));
            }
        }
        if (contest.forms().contains(VerdictForm.RANK) && contest.stage() == Stage.FINAL) {
            missing.addAll(ranks(counted));
        }
        missing.sort(Comparator.comparingInt(Missing::judge).thenComparingInt(Missing::round));
        return missing;
    }

    /** What one form asks of a judge about one seat: a verdict on each one met, or one on the pair. */
    private static List<Missing> at(
            VerdictForm form, Stage stage, PlannedRound planned, PlannedRound.Seat seat, List<VerdictEntry> given) {
        int round = planned.round();
        List<String> met = seat.entities();
        List<VerdictEntry> onForm =
                given.stream().filter(e -> e.verdict().form() == form).toList();
        return switch (form) {
            case HUMANNESS, RATING ->
                met.stream()
                        .filter(id -> onForm.stream().noneMatch(e -> e.round() == round && about(e, List.of(id))))
                        .map(id -> new Missing(seat.judge(), round, "rating of " + id))
                        .toList();
            case PICK, SPLIT ->
                met.size() == 2 && onForm.stream().noneMatch(e -> e.round() == round && about(e, met))
                        ? List.of(new Missing(
                                seat.judge(), round, form + " between " + met.get(0) + " and " + met.get(1)))
                        : List.of();
            // the wager's votes come after its trial's rounds, under the trial (a day without trials: under any round)
            case CANDIDATE ->
                met.stream()
                        .filter(id -> onForm.stream()
                                .noneMatch(e -> (planned.trial() == 0 || e.round() == planned.trial())
                                        && about(e, List.of(id))))
                        .map(id -> new Missing(
                                seat.judge(),
                                round,
                                "vote on " + id + (planned.trial() == 0 ? "" : " in trial " + planned.trial())))
                        .toList();
            // a selection stage's ranks come after the rounds too: each entry met, once (2003 rule 34)
            case RANK -> stage == Stage.PRELIM ? notGiven(met, onForm, seat.judge(), round, "rank of ") : List.of();
        };
    }

    /** A verdict on each one met, given in any round. */
    private static List<Missing> notGiven(
            List<String> met, List<VerdictEntry> onForm, int judge, int round, String what) {
        return met.stream()
                .filter(id -> onForm.stream().noneMatch(e -> about(e, List.of(id))))
                .map(id -> new Missing(judge, round, what + id))
                .toList();
    }

    /**
     * 2009: a judge with two or more picks ranks the one not picked in each (a single pick orders nothing). A rank
     * recorded in round 0 (older logs) stands for any round.
     */
    private static List<Missing> ranks(List<VerdictEntry> counted) {
        Map<Integer, List<VerdictEntry>> byJudge = counted.stream().collect(Collectors.groupingBy(VerdictEntry::judge));
        List<Missing> missing = new ArrayList<>();
        byJudge.forEach((judge, given) -> {
            List<VerdictEntry> picks = given.stream()
                    .filter(e -> e.verdict() instanceof Verdict.Pick)
                    .toList();
            if (picks.size() < 2) {
                return;
            }
            for (VerdictEntry pick : picks) {
                String notHuman = ((Verdict.Pick) pick.verdict()).notHuman();
                boolean ranked = given.stream()
                        .anyMatch(e -> e.verdict() instanceof Verdict.Rank rank
                                && rank.entity().equals(notHuman)
                                && (e.round() == pick.round() || e.round() == 0));
                if (!ranked) {
                    missing.add(new Missing(judge, pick.round(), "rank of " + notHuman + ", taken for a machine"));
                }
            }
        });
        return missing;
    }

    private static boolean about(VerdictEntry entry, List<String> entities) {
        List<String> named = entry.verdict().entities();
        return named.size() == entities.size() && named.containsAll(entities);
    }
}
