package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The Kurzweil-Kapor wager: in each trial every judge says of each candidate "human" or "machine"
 * and ranks the four from 1 (least human) to 4 (most human). The computer passes the Turing Test
 * in a trial when it passes both the Human Determination Test (taken for a human by two or more of
 * the three judges) and the Rank Order Test (its median rank at least the median rank of two or
 * more of the three foils).
 */
final class WagerScores {

    /** "two or more of the three", in both tests. */
    private static final int TWO_OR_MORE = 2;
    /** "Each Turing Test Session will consist of at least three Turing Test Trials." */
    private static final int TRIALS_IN_A_SESSION = 3;

    /** What one trial says of the computer: it passed, it did not, or a missing vote leaves it open. */
    private enum Trial { PASSED, FAILED, OPEN }

    /** One trial's verdicts on one candidate. */
    private record Standing(HiddenEntity candidate, Map<Integer, Verdict.Candidate> byJudge) {

        long takenForHuman() {
            return byJudge.values().stream().filter(Verdict.Candidate::human).count();
        }

        BigDecimal medianRank() {
            List<Integer> ranks = byJudge.values().stream().map(Verdict.Candidate::rank).sorted().toList();
            if (ranks.isEmpty()) {
                return BigDecimal.ZERO;
            }
            int middle = ranks.size() / 2;
            return ranks.size() % 2 == 1 ? BigDecimal.valueOf(ranks.get(middle))
                : BigDecimal.valueOf(ranks.get(middle - 1) + ranks.get(middle)).divide(BigDecimal.TWO);
        }
    }

    private WagerScores() {
    }

    static Scoring.Scored score(ContestHeader contest, List<VerdictEntry> counted) {
        Map<Integer, List<VerdictEntry>> trials = new TreeMap<>();
        counted.forEach(e -> trials.computeIfAbsent(e.round(), r -> new ArrayList<>()).add(e));
        List<Integer> judges = ScoreText.judges(contest, counted);
        List<Table> tables = new ArrayList<>();
        List<String> findings = new ArrayList<>(composition(contest, trials.size()));
        Map<Integer, Trial> judged = new TreeMap<>();
        int voters = contest.judges().isEmpty() ? 3 : contest.judges().size();
        for (var trial : trials.entrySet()) {
            List<Standing> standings = standings(contest, trial.getValue());
            tables.add(table(trial.getKey(), judges, standings));
            judged.put(trial.getKey(), judgeTrial(trial.getKey(), standings, voters, findings));
        }
        return new Scoring.Scored(tables, outcome(contest, judged, findings), chart(contest, counted));
    }

    private static List<Standing> standings(ContestHeader contest, List<VerdictEntry> trial) {
        return contest.entities().stream().map(candidate -> {
            Map<Integer, Verdict.Candidate> byJudge = new TreeMap<>();
            trial.stream().filter(e -> e.verdict() instanceof Verdict.Candidate c && c.entity().equals(candidate.id()))
                .forEach(e -> byJudge.put(e.judge(), (Verdict.Candidate) e.verdict()));
            return new Standing(candidate, byJudge);
        }).toList();
    }

    /**
     * Both tests for each computer in one trial, in words. A test a missing vote could still turn
     * either way is left open ({@code voters}: how many judges should have voted).
     */
    private static Trial judgeTrial(int trial, List<Standing> standings, int voters, List<String> findings) {
        List<Standing> foils = standings.stream().filter(s -> s.candidate().human()).toList();
        Trial result = Trial.FAILED;
        for (Standing computer : standings.stream().filter(s -> !s.candidate().human()).toList()) {
            String said = "trial " + trial + ": " + computer.candidate().id();
            int unvoted = Math.max(0, voters - computer.byJudge().size());
            boolean fooled = computer.takenForHuman() >= TWO_OR_MORE;
            boolean fooledOpen = !fooled && computer.takenForHuman() + unvoted >= TWO_OR_MORE;
            findings.add(said + " was taken for a human by " + computer.takenForHuman() + " of " + computer.byJudge().size()
                + " judges: " + (fooledOpen ? "with " + unvoted + " vote(s) missing, it may pass or fail" : passes(fooled))
                + " the Human Determination Test");
            List<Standing> atOrBelow = foils.stream().filter(f -> computer.medianRank().compareTo(f.medianRank()) >= 0).toList();
            boolean ranked = atOrBelow.size() >= TWO_OR_MORE;
            boolean rankOpen = standings.stream().anyMatch(s -> s.byJudge().size() < voters);
            String which = atOrBelow.isEmpty() ? ""
                : " (" + ScoreText.and(atOrBelow.stream().map(f -> f.candidate().id() + " " + f.medianRank().toPlainString()).toList()) + ")";
            findings.add(said + "'s median rank " + computer.medianRank().toPlainString() + " is at least the median rank of "
                + atOrBelow.size() + " of the " + foils.size() + " foils" + which + ": "
                + (rankOpen ? "with ranks missing, the medians are not every judge's: the Rank Order Test is not decided" : passes(ranked)
                + " the Rank Order Test"));
            Trial verdict = (fooled || fooledOpen) && (ranked || rankOpen)
                ? (fooledOpen || rankOpen ? Trial.OPEN : Trial.PASSED) : Trial.FAILED;
            findings.add(said + switch (verdict) {
                case PASSED -> " passes the Turing Test";
                case FAILED -> " does not pass the Turing Test";
                case OPEN -> " may or may not pass the Turing Test: the missing votes decide";
            });
            // one computer passing passes the trial; otherwise an open one leaves it open
            if (verdict == Trial.PASSED || verdict == Trial.OPEN && result == Trial.FAILED) {
                result = verdict;
            }
        }
        return result;
    }

    private static String passes(boolean passed) {
        return passed ? "passes" : "fails";
    }

    private static Outcome outcome(ContestHeader contest, Map<Integer, Trial> trials, List<String> findings) {
        Optional<String> computer = contest.entries().stream().map(HiddenEntity::id).findFirst();
        if (trials.isEmpty() || computer.isEmpty()) {
            findings.add("no trial has been judged");
            return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.empty());
        }
        List<Integer> open = trials.entrySet().stream().filter(t -> t.getValue() == Trial.OPEN).map(Map.Entry::getKey).toList();
        if (!open.isEmpty()) {
            return undecided(findings, "votes are missing in trial(s) " + open + ", and they could change whether " + computer.get()
                + " passed: the wager is not decided by this record");
        }
        if (trials.size() < TRIALS_IN_A_SESSION) {
            return undecided(findings, "the Session is not complete (\"Each Turing Test Session will consist of at least three Turing Test "
                + "Trials\"; this record holds " + trials.size() + "): the wager is not decided by it");
        }
        List<Integer> passed = trials.entrySet().stream().filter(t -> t.getValue() == Trial.PASSED).map(Map.Entry::getKey).toList();
        if (passed.size() == trials.size()) {
            findings.add(computer.get() + " passed the Turing Test in every trial: Kurzweil wins the wager if this is before the end of 2029");
            findings.add(STAKE);
            return new Outcome(computer, Optional.empty(), findings, List.of(), Optional.empty());
        }
        if (passed.isEmpty()) {
            findings.add(computer.get() + " did not pass the Turing Test: Kapor wins unless a computer passes before the end of 2029");
            findings.add(STAKE);
            return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.empty());
        }
        return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.of(computer.get() + " passed in trial(s) "
            + passed + " of " + trials.size() + ": how trials combine is left to the Turing Test Committee's detailed rules"));
    }

    /** The rules name no sum: "The proceeds of the wager are to be donated to a charitable organization designated by the winner." */
    private static final String STAKE = "the proceeds of the wager go to a charitable organization the winner designates (the rules name no sum)";

    private static Outcome undecided(List<String> findings, String why) {
        findings.add(why);
        return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.of(why));
    }

    /** The wager fixes three judges, three foils and one computer, and at least three trials a session: say where a record differs. */
    private static List<String> composition(ContestHeader contest, int trials) {
        List<String> notes = new ArrayList<>();
        if (contest.judges().size() != 3 || contest.confederates().size() != 3 || contest.entries().size() != 1) {
            notes.add("the wager has 3 judges, 3 human foils and 1 computer; this contest has " + contest.judges().size() + ", "
                + contest.confederates().size() + " and " + contest.entries().size());
        }
        if (trials < TRIALS_IN_A_SESSION) {
            notes.add("a Turing Test Session has at least " + TRIALS_IN_A_SESSION + " trials; this record holds " + trials);
        }
        return notes;
    }

    private static Table table(int trial, List<Integer> judges, List<Standing> standings) {
        List<String> columns = new ArrayList<>(List.of("candidate", "kind"));
        judges.forEach(j -> columns.add(ScoreText.judge(j)));
        columns.addAll(List.of("taken for human", "median rank"));
        List<List<String>> rows = new ArrayList<>();
        for (Standing s : standings) {
            List<String> row = new ArrayList<>(List.of(s.candidate().id(), s.candidate().human() ? "foil" : "computer"));
            judges.forEach(j -> row.add(Optional.ofNullable(s.byJudge().get(j))
                .map(c -> (c.human() ? "human" : "machine") + " " + c.rank()).orElse("")));
            row.add(s.takenForHuman() + " of " + s.byJudge().size());
            row.add(s.byJudge().isEmpty() ? "-" : s.medianRank().toPlainString());
            rows.add(row);
        }
        // every candidate is ranked, so the scale is as long as the contest has candidates (the wager's four, or a rehearsal's fewer)
        return new Table("Trial " + trial + ": each judge's verdict and rank (" + ScoreText.rankScale(List.of(standings.size())) + ")",
            columns, rows, List.of("the computer passes when two or more of the judges take it for a human, and its median rank is at least "
                + "the median rank of two or more of the foils"));
    }

    private static List<ChartBar> chart(ContestHeader contest, List<VerdictEntry> counted) {
        return contest.entities().stream().map(entity -> {
            List<Verdict.Candidate> about = counted.stream().map(VerdictEntry::verdict)
                .filter(v -> v instanceof Verdict.Candidate c && c.entity().equals(entity.id())).map(v -> (Verdict.Candidate) v).toList();
            long human = about.stream().filter(Verdict.Candidate::human).count();
            return new ChartBar(entity, about.isEmpty() ? 0 : (double) human / about.size(),
                "taken for a human " + human + " of " + about.size() + " times");
        }).toList();
    }
}
