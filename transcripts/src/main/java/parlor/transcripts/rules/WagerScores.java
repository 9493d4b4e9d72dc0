package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import parlor.transcripts.rules.WagerTrial.Standing;
import parlor.transcripts.rules.WagerTrial.Test;

/**
 * The Kurzweil-Kapor wager: in each trial every judge says of each candidate "human" or "machine"
 * and ranks the four from 1 (least human) to 4 (most human), recorded under the trial's number
 * (see {@link WagerTrial} for the two tests). "Each Turing Test Session will consist of at least
 * three Turing Test Trials"; how the trials of a Session combine the rules leave to the Turing Test
 * Committee, so only a Session passed in every trial, or in none, says who wins.
 */
final class WagerScores {

    /** "Each Turing Test Session will consist of at least three Turing Test Trials." */
    private static final int TRIALS_IN_A_SESSION = 3;

    private WagerScores() {}

    static Scoring.Scored score(ContestHeader contest, List<VerdictEntry> counted) {
        // the trials the plan holds, and any the record has votes in (a log without a plan: its rounds are the trials)
        Map<Integer, List<VerdictEntry>> trials = new TreeMap<>();
        contest.trials().forEach(t -> trials.put(t, new ArrayList<>()));
        counted.forEach(
                e -> trials.computeIfAbsent(e.round(), r -> new ArrayList<>()).add(e));
        List<Integer> judges = ScoreText.judges(contest, counted);
        List<Table> tables = new ArrayList<>();
        List<String> findings = new ArrayList<>(composition(contest, trials.size()));
        List<WagerTrial> judged = new ArrayList<>();
        Optional<HiddenEntity> computer = WagerTrial.computerOf(contest);
        for (var trial : trials.entrySet()) {
            List<Standing> standings = WagerTrial.standings(contest, trial.getValue());
            tables.add(table(trial.getKey(), judges, standings));
            computer.map(c -> WagerTrial.judge(trial.getKey(), contest, c, standings))
                    .ifPresent(t -> {
                        judged.add(t);
                        findings.addAll(t.findings());
                    });
        }
        if (!judged.isEmpty()) {
            tables.add(session(judged));
        }
        return new Scoring.Scored(tables, outcome(computer, judged, findings), chart(contest, counted));
    }

    private static Outcome outcome(Optional<HiddenEntity> machine, List<WagerTrial> trials, List<String> findings) {
        if (trials.isEmpty() || machine.isEmpty()) {
            findings.add("no trial has been judged");
            return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.empty());
        }
        String computer = machine.get().id();
        List<Integer> open = numbers(trials, Test.OPEN);
        if (!open.isEmpty()) {
            return undecided(
                    findings,
                    "votes are missing in trial(s) " + open + ", and they could change whether " + computer
                            + " passed: the wager is not decided by this record");
        }
        if (trials.size() < TRIALS_IN_A_SESSION) {
            return undecided(
                    findings,
                    "the Session is not complete (\"Each Turing Test Session will consist of at least three Turing Test "
                            + "Trials\"; this record holds " + trials.size() + "): the wager is not decided by it");
        }
        List<Integer> passed = numbers(trials, Test.PASSED);
        if (passed.size() == trials.size()) {
            findings.add(
                    computer
                            + " passed the Turing Test in every trial: Kurzweil wins the wager if this is before the end of 2029");
            findings.add(STAKE);
            return new Outcome(machine.map(HiddenEntity::id), Optional.empty(), findings, List.of(), Optional.empty());
        }
        if (passed.isEmpty()) {
            findings.add(computer
                    + " did not pass the Turing Test: Kapor wins unless a computer passes before the end of 2029");
            findings.add(STAKE);
            return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.empty());
        }
        return undecided(
                findings,
                computer + " passed in trial(s) " + passed + " of " + trials.size()
                        + ": how trials combine is left to the Turing Test Committee's detailed rules");
    }

    private static List<Integer> numbers(List<WagerTrial> trials, Test turingTest) {
        return trials.stream()
                .filter(t -> t.turingTest() == turingTest)
                .map(WagerTrial::number)
                .toList();
    }

    /** The rules name no sum: "The proceeds of the wager are to be donated to a charitable organization designated by the winner." */
    private static final String STAKE =
            "the proceeds of the wager go to a charitable organization the winner designates (the rules name no sum)";

    private static Outcome undecided(List<String> findings, String why) {
        findings.add(why);
        return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.of(why));
    }

    /** The wager fixes three judges, three foils and one computer, and at least three trials a session: say where a record differs. */
    private static List<String> composition(ContestHeader contest, int trials) {
        List<String> notes = new ArrayList<>();
        if (contest.judges().size() != 3
                || contest.confederates().size() != 3
                || contest.entries().size() != 1) {
            notes.add("the wager has 3 judges, 3 human foils and 1 computer; this contest has "
                    + contest.judges().size() + ", " + contest.confederates().size() + " and "
                    + contest.entries().size());
        }
        if (trials < TRIALS_IN_A_SESSION) {
            notes.add("a Turing Test Session has at least " + TRIALS_IN_A_SESSION + " trials; this record holds "
                    + trials);
        }
        return notes;
    }

    /** Trial by trial, each test and whose votes are missing: what the Session's outcome is made of. */
    private static Table session(List<WagerTrial> trials) {
        return new Table(
                "The Session: the computer in each trial",
                List.of("trial", "Human Determination", "Rank Order", "Turing Test", "votes missing"),
                trials.stream().map(WagerTrial::row).toList(),
                List.of("open: votes missing from the record could still turn the test either way"));
    }

    private static Table table(int trial, List<Integer> judges, List<Standing> standings) {
        List<String> columns = new ArrayList<>(List.of("candidate", "kind"));
        judges.forEach(j -> columns.add(ScoreText.judge(j)));
        columns.addAll(List.of("taken for human", "median rank"));
        List<List<String>> rows = new ArrayList<>();
        for (Standing s : standings) {
            List<String> row =
                    new ArrayList<>(List.of(s.candidate().id(), s.candidate().human() ? "foil" : "computer"));
            judges.forEach(j -> row.add(Optional.ofNullable(s.byJudge().get(j))
                    .map(c -> (c.human() ? "human" : "machine") + " " + c.rank())
                    .orElse("")));
            row.add(s.takenForHuman() + " of " + s.byJudge().size());
            row.add(s.byJudge().isEmpty() ? "-" : s.medianRank().toPlainString());
            rows.add(row);
        }
        // every candidate is ranked, so the scale is as long as the contest has candidates (the wager's four, or a
        // rehearsal's fewer)
        return new Table(
                "Trial " + trial + ": each judge's verdict and rank (" + ScoreText.rankScale(List.of(standings.size()))
                        + ")",
                columns,
                rows,
                List.of(
                        "the computer passes when two or more of the judges take it for a human, and its median rank is at least "
                                + "the median rank of two or more of the foils"));
    }

    private static List<ChartBar> chart(ContestHeader contest, List<VerdictEntry> counted) {
        return contest.entities().stream()
                .map(entity -> {
                    List<Verdict.Candidate> about = counted.stream()
                            .map(VerdictEntry::verdict)
                            .filter(v -> v instanceof Verdict.Candidate c
                                    && c.entity().equals(entity.id()))
                            .map(v -> (Verdict.Candidate) v)
                            .toList();
                    long human = about.stream().filter(Verdict.Candidate::human).count();
                    return new ChartBar(
                            entity,
                            about.isEmpty() ? 0 : (double) human / about.size(),
                            "taken for a human " + human + " of " + about.size() + " times");
                })
                .toList();
    }
}
