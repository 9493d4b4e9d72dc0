package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One trial of the wager judged: "The Computer will be deemed to have passed the 'Turing Test
 * Human Determination Test' if the Computer has fooled two or more of the three Human Judges";
 * the Rank Order Test "if the median rank of the Computer is equal to or greater than the median
 * rank of two or more of the three Turing Test Human Foils"; the Turing Test if it passes both.
 * A test that votes missing from the record could still turn either way is open, and says whose.
 */
record WagerTrial(
        int number, Test determination, Test rankOrder, Test turingTest, List<String> missing, List<String> findings) {

    /** What a test says of the computer in one trial. */
    enum Test {
        PASSED,
        FAILED,
        OPEN
    }

    /** "two or more of the three", in both tests. */
    private static final int TWO_OR_MORE = 2;
    /** "The Turing Test Judges will be three Humans": the votes a record without its judges' numbers should hold. */
    private static final int THREE_JUDGES = 3;

    WagerTrial {
        missing = List.copyOf(missing);
        findings = List.copyOf(findings);
    }

    /** One trial's verdicts on one candidate. */
    record Standing(HiddenEntity candidate, Map<Integer, Verdict.Candidate> byJudge) {

        long takenForHuman() {
            return byJudge.values().stream().filter(Verdict.Candidate::human).count();
        }

        BigDecimal medianRank() {
            List<Integer> ranks = byJudge.values().stream()
                    .map(Verdict.Candidate::rank)
                    .sorted()
                    .toList();
            if (ranks.isEmpty()) {
                return BigDecimal.ZERO;
            }
            int middle = ranks.size() / 2;
            return ranks.size() % 2 == 1
                    ? BigDecimal.valueOf(ranks.get(middle))
                    : BigDecimal.valueOf(ranks.get(middle - 1) + ranks.get(middle))
                            .divide(BigDecimal.TWO);
        }
    }

    static List<Standing> standings(ContestHeader contest, List<VerdictEntry> trial) {
        return contest.entities().stream()
                .map(candidate -> {
                    Map<Integer, Verdict.Candidate> byJudge = new TreeMap<>();
                    trial.stream()
                            .filter(e -> e.verdict() instanceof Verdict.Candidate c
                                    && c.entity().equals(candidate.id()))
                            .forEach(e -> byJudge.put(e.judge(), (Verdict.Candidate) e.verdict()));
                    return new Standing(candidate, byJudge);
                })
                .toList();
    }

    /** Both tests for {@code computer} in trial {@code number}, from that trial's standings. */
    static WagerTrial judge(int number, ContestHeader contest, HiddenEntity computer, List<Standing> standings) {
        String said = "trial " + number + ": " + computer.id();
        List<String> missing = missing(contest, standings);
        if (standings.stream().allMatch(s -> s.byJudge().isEmpty())) {
            return new WagerTrial(
                    number,
                    Test.OPEN,
                    Test.OPEN,
                    Test.OPEN,
                    missing,
                    List.of(said + ": no votes are on record for this trial, so it is not decided"));
        }
        Standing machine = standings.stream()
                .filter(s -> s.candidate().equals(computer))
                .findFirst()
                .orElseThrow();
        List<Standing> foils =
                standings.stream().filter(s -> s.candidate().human()).toList();
        int voters =
                contest.judges().isEmpty() ? THREE_JUDGES : contest.judges().size();
        List<String> findings = new ArrayList<>();
        int unvoted = Math.max(0, voters - machine.byJudge().size());
        Test determination = machine.takenForHuman() >= TWO_OR_MORE
                ? Test.PASSED
                : machine.takenForHuman() + unvoted >= TWO_OR_MORE ? Test.OPEN : Test.FAILED;
        findings.add(said + " was taken for a human by " + machine.takenForHuman() + " of "
                + machine.byJudge().size() + " judges: "
                + (determination == Test.OPEN
                        ? "with " + unvoted + " vote(s) missing, it may pass or fail"
                        : passes(determination))
                + " the Human Determination Test");
        List<Standing> atOrBelow = atOrBelow(computer, standings);
        boolean ranksMissing = standings.stream().anyMatch(s -> s.byJudge().size() < voters);
        Test rankOrder = rankOrder(contest, computer, standings, ranksMissing);
        String which = atOrBelow.isEmpty()
                ? ""
                : " ("
                        + ScoreText.and(atOrBelow.stream()
                                .map(f -> f.candidate().id() + " "
                                        + f.medianRank().toPlainString())
                                .toList())
                        + ")";
        findings.add(
                said + "'s median rank " + machine.medianRank().toPlainString() + " is at least the median rank of "
                        + atOrBelow.size() + " of the " + foils.size() + " foils" + which + ": "
                        + (rankOrder == Test.OPEN
                                ? "with ranks missing, the medians are not every judge's: the Rank Order Test is not decided"
                                : passes(rankOrder) + " the Rank Order Test"
                                        + (ranksMissing
                                                ? ", whatever ranks the missing votes would have given ("
                                                        + String.join("; ", missing) + ")"
                                                : "")));
        Test turing = determination == Test.FAILED || rankOrder == Test.FAILED
                ? Test.FAILED
                : determination == Test.PASSED && rankOrder == Test.PASSED ? Test.PASSED : Test.OPEN;
        findings.add(said
                + switch (turing) {
                    case PASSED -> " passes the Turing Test";
                    case FAILED -> " does not pass the Turing Test";
                    case OPEN ->
                        " may or may not pass the Turing Test: the missing votes decide (" + String.join("; ", missing)
                                + ")";
                });
        return new WagerTrial(number, determination, rankOrder, turing, missing, findings);
    }

    /** The foils whose median rank the computer's is at least. */
    private static List<Standing> atOrBelow(HiddenEntity computer, List<Standing> standings) {
        Standing machine = standings.stream()
                .filter(s -> s.candidate().equals(computer))
                .findFirst()
                .orElseThrow();
        return standings.stream()
                .filter(s -> s.candidate().human() && machine.medianRank().compareTo(s.medianRank()) >= 0)
                .toList();
    }

    /**
     * Passed or failed on the ranks given, or with some missing, on every way they could have been given (a record that
     * does not name its judges cannot say whose are missing: then open).
     */
    private static Test rankOrder(
            ContestHeader contest, HiddenEntity computer, List<Standing> standings, boolean ranksMissing) {
        if (ranksMissing && contest.judges().isEmpty()) {
            return Test.OPEN;
        }
        List<Test> results = WagerRankings.completions(contest.judges(), standings).stream()
                .map(completed -> atOrBelow(computer, completed).size() >= TWO_OR_MORE ? Test.PASSED : Test.FAILED)
                .distinct()
                .toList();
        return results.size() == 1 ? results.getFirst() : Test.OPEN;
    }

    /** Whose votes the trial lacks: "J3 on M1, H1, H2 and H3"; by count where the record does not name its judges. */
    private static List<String> missing(ContestHeader contest, List<Standing> standings) {
        List<String> missing = new ArrayList<>();
        if (contest.judges().isEmpty()) {
            long votes = standings.stream()
                    .mapToLong(s -> Math.max(0, THREE_JUDGES - s.byJudge().size()))
                    .sum();
            return votes == 0 ? missing : List.of(votes + " vote(s)");
        }
        for (int judge : contest.judges()) {
            List<String> on = standings.stream()
                    .filter(s -> !s.byJudge().containsKey(judge))
                    .map(s -> s.candidate().id())
                    .toList();
            if (!on.isEmpty()) {
                missing.add(ScoreText.judge(judge) + " on " + ScoreText.and(on));
            }
        }
        return missing;
    }

    private static String passes(Test test) {
        return test == Test.PASSED ? "passes" : "fails";
    }

    /** A row of the Session's table: the trial, each test, and whose votes are missing. */
    List<String> row() {
        return List.of(
                Integer.toString(number),
                words(determination),
                words(rankOrder),
                switch (turingTest) {
                    case PASSED -> "passed";
                    case FAILED -> "not passed";
                    case OPEN -> "undecided";
                },
                missing.isEmpty() ? "-" : String.join("; ", missing));
    }

    private static String words(Test test) {
        return switch (test) {
            case PASSED -> "passes";
            case FAILED -> "fails";
            case OPEN -> "open";
        };
    }

    static Optional<HiddenEntity> computerOf(ContestHeader contest) {
        return contest.entries().stream().findFirst();
    }
}
