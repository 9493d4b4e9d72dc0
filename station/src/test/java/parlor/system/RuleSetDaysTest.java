package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;
import static parlor.relay.testing.SmallCasts.ONE_CONFEDERATE;
import static parlor.relay.testing.SmallCasts.THE_WAGER;
import static parlor.relay.testing.SmallCasts.TWO_CONFEDERATES;
import static parlor.relay.testing.SmallCasts.TWO_JUDGES;
import static parlor.relay.testing.SmallCasts.TWO_JUDGES_AT_PAIRS;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.system.ReviewingJudge.Question;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.VerdictLog;

/**
 * Each rule set's whole day with the times it carries (no {@code timing:} line), through the real
 * relay and stations: every judge is asked for verdicts, answers them, the verdicts land in
 * {@code verdicts.jsonl}, and scoring them names a winner.
 */
class RuleSetDaysTest {

    @TempDir
    Path folder;

    /** A question and whom it is about: the judge's pair (or the one met) in the round it names. */
    record Asked(Question question, int judge, List<String> seat) {
        String about() {
            return seat.get(question.side().equals("right") ? 1 : 0);
        }
    }

    @Test
    void a1996DayAsksEachJudgeToRateEachConversation() throws Exception {
        Map<String, Integer> ratings = Map.of("E1", 7, "E2", 4, "C1", 9);
        Results results = day(
                "loebner-1996",
                TWO_JUDGES + ONE_CONFEDERATE,
                List.of("T1", "T2"),
                6,
                asked -> Integer.toString(ratings.get(asked.about())));

        assertThat(results.outcome().winner()).contains("E1");
    }

    @Test
    void a2003DayAsksEachJudgeToRateEachConversation() throws Exception {
        Map<String, String> ratings = Map.of("E1", "3.5", "E2", "2.25", "C1", "4.75");
        Results results = day(
                "loebner-2003",
                TWO_JUDGES + ONE_CONFEDERATE,
                List.of("T1", "T2"),
                6,
                asked -> ratings.get(asked.about()));

        assertThat(results.outcome().winner()).contains("E1");
    }

    @Test
    void a2006DaySplitsPointsForEveryPairAtTheEnd() throws Exception {
        // each judge's splits differ; only judge 1 gives an entry (E1) more than its confederate
        Map<Integer, Map<String, Integer>> entryPoints =
                Map.of(1, Map.of("E1", 60, "E2", 30), 2, Map.of("E1", 20, "E2", 10));
        Results results = day(
                "loebner-2006", TWO_JUDGES_AT_PAIRS + TWO_CONFEDERATES, List.of("T1", "T2", "T3", "T4"), 4, asked -> {
                    String left = asked.seat().getFirst();
                    String entry = left.startsWith("E") ? left : asked.seat().get(1);
                    int points = entryPoints.get(asked.judge()).get(entry);
                    return Integer.toString(left.equals(entry) ? points : 100 - points);
                });

        assertThat(results.outcome().winner()).contains("E1");
    }

    @Test
    void a2009DayWithOneConfederateLetsEveryJudgeRankEachConversationTakenForAMachine() throws Exception {
        // judge 1 takes E2 for the human, so ranks E1 and the confederate; judge 2 takes both entries for humans,
        // so ranks the confederate twice, once for each conversation
        Map<Integer, Set<String>> fooledBy = Map.of(1, Set.of("E2"), 2, Set.of("E1", "E2"));
        Map<Integer, Integer> ranksGiven = new HashMap<>();
        Map<Integer, List<Question>> rankQuestions = new TreeMap<>();
        Results results = day(
                "loebner-2009",
                TWO_JUDGES + ONE_CONFEDERATE,
                List.of("T1", "T2"),
                4 + 4,
                asked -> switch (asked.question().kind()) {
                    case PICK -> {
                        String entry = asked.seat().stream()
                                .filter(id -> id.startsWith("E"))
                                .findFirst()
                                .orElseThrow();
                        boolean fooled = fooledBy.get(asked.judge()).contains(entry);
                        yield (asked.seat().getFirst().equals(entry) == fooled) ? "left" : "right";
                    }
                    case RANK -> {
                        rankQuestions
                                .computeIfAbsent(asked.judge(), j -> new ArrayList<>())
                                .add(asked.question());
                        yield Integer.toString(ranksGiven.merge(asked.judge(), 1, Integer::sum));
                    }
                    default -> throw new AssertionError("not a 2009 question: " + asked);
                });

        assertThat(rankQuestions)
                .as("each judge ranks both conversations judged machines, on a scale of 2")
                .hasSize(2)
                .allSatisfy(
                        (judge, questions) -> assertThat(questions).hasSize(2).allMatch(q -> q.highest() == 2));
        // E2 fooled both judges, E1 one
        assertThat(results.outcome().winner()).contains("E2");
    }

    /**
     * "Each Turing Test Session will consist of at least three Turing Test Trials", each interviews "followed by voting":
     * with the rules' own times, the day runs three trials of four rounds, each judge votes on every candidate after each trial
     * about that trial's interviews, and the votes are recorded under the trial. Judges 1 and 2 take the computer for the
     * most human of the four, except in trial 2, where every judge sees through it: trials 1 and 3 pass, trial 2 does not.
     */
    @Test
    void theWagersDayRunsThreeTrialsEachFollowedByEveryJudgesVotes() throws Exception {
        Map<Integer, Set<Integer>> roundsAskedPerTrial = new TreeMap<>();
        Results results = day("kurzweil-kapor", THE_WAGER, List.of("T1", "T2", "T3"), 36, asked -> {
            int trial = (asked.question().round() - 1) / 4 + 1;
            roundsAskedPerTrial
                    .computeIfAbsent(trial, t -> new java.util.TreeSet<>())
                    .add(asked.question().round());
            boolean fooled = trial != 2 && asked.judge() != 3;
            return switch (asked.question().kind()) {
                case CANDIDATE -> asked.about().equals("M1") && !fooled ? "machine" : "human";
                case CANDIDATE_RANK ->
                    Integer.toString((fooled ? List.of("F3", "F2", "F1", "M1") : List.of("M1", "F3", "F2", "F1"))
                                    .indexOf(asked.about())
                            + 1);
                default -> throw new AssertionError("not the wager's question: " + asked);
            };
        });

        assertThat(roundsAskedPerTrial)
                .isEqualTo(Map.of(1, Set.of(1, 2, 3, 4), 2, Set.of(5, 6, 7, 8), 3, Set.of(9, 10, 11, 12)));
        assertThat(results.counted())
                .extracting(parlor.transcripts.rules.VerdictEntry::round)
                .containsOnly(1, 2, 3)
                .filteredOn(round -> round == 2)
                .hasSize(12);
        assertThat(results.tables().stream()
                        .filter(t -> t.title().startsWith("The Session"))
                        .findFirst()
                        .orElseThrow()
                        .rows())
                .containsExactly(
                        List.of("1", "passes", "passes", "passed", "-"),
                        List.of("2", "fails", "fails", "not passed", "-"),
                        List.of("3", "passes", "passes", "passed", "-"));
        assertThat(results.outcome().winner()).isEmpty();
        assertThat(results.outcome().undecided())
                .contains(
                        "M1 passed in trial(s) [1, 3] of 3: how trials combine is left to the Turing Test Committee's detailed rules");
    }

    /**
     * Runs a whole day of {@code rules} with its own times; each judge answers as {@code answers} says. Checks that every
     * judge was asked, that {@code verdicts} verdicts were recorded, and that the rules refuse none of them.
     */
    private Results day(
            String rules, String cast, List<String> terminals, int verdicts, Function<Asked, String> answers)
            throws Exception {
        String yaml = "name: A " + rules + " day\nlisten: 127.0.0.1:0\nrules: " + rules
                + "\nrehearsal: true\nseed: 11\n" + cast;
        Map<String, List<Question>> asked = new TreeMap<>();
        try (DayRun day = new DayRun(yaml, folder, terminals)) {
            ContestHeader header = day.header();
            day.run((phase, judge, terminal) -> {
                int number = judgeAt(header, terminal);
                asked.computeIfAbsent(terminal, t -> new ArrayList<>())
                        .addAll(judge.answerAll(
                                phase.round(),
                                question -> answers.apply(new Asked(
                                        question,
                                        number,
                                        header.seat(question.round(), number)
                                                .orElseThrow()
                                                .entities()))));
            });
        }
        assertThat(asked.keySet())
                .as("every judge was asked for verdicts")
                .containsExactlyElementsOf(terminals.stream()
                        .filter(t -> !Set.of("T2", "T4").contains(t) || !rules.equals("loebner-2006"))
                        .toList());
        VerdictLog.Contents log = VerdictLog.read(folder.resolve("transcripts").resolve(VerdictLog.FILE_NAME));
        assertThat(log.skipped()).isEmpty();
        assertThat(log.verdicts()).hasSize(verdicts);
        Results results = Scoring.score(log.contest().orElseThrow(), log.verdicts());
        assertThat(results.refused()).isEmpty();
        return results;
    }

    /** The judge who sits at a terminal, as the verdict log's plan of rounds says. */
    private static int judgeAt(ContestHeader header, String terminal) {
        return header.rounds().stream()
                .flatMap(r -> r.seats().stream())
                .filter(s -> s.terminal().equals(terminal))
                .map(PlannedRound.Seat::judge)
                .findFirst()
                .orElseThrow();
    }
}
