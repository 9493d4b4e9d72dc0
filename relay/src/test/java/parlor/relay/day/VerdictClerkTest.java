package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static parlor.relay.day.ClerkBench.entry;
import static parlor.relay.day.ClerkBench.met;

import ch.qos.logback.classic.Level;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.OpsEvents;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictForm;
import parlor.transcripts.rules.VerdictIntake;

/**
 * The verdict clerk at one judge's terminal, against a real verdict intake and log: what the judge
 * reads, what the status line says while an answer is typed, what is recorded, and every refusal.
 * Whatever the clerk says, no entity id ever shows: it would tell the judge who is human.
 */
class VerdictClerkTest {

    private static final int JUDGE = ClerkBench.JUDGE;
    private static final String THANKS = "\nThank you: your verdicts for %s are recorded. Please wait.";

    @TempDir
    Path folder;

    private ClerkBench bench;
    private ClerkScreen screen;
    private VerdictIntake intake;

    @AfterEach
    void closeLog() {
        if (bench != null) {
            bench.close();
        }
    }

    @Test
    void the2009JudgePicksEachRoundAndAfterTheLastPairRanksThoseJudgedMachines() throws Exception {
        List<Met> meetings = List.of(met(1, "E1", "C1"), met(2, "C2", "E2"));
        open(RuleSet.LOEBNER_2009, meetings);

        VerdictClerk first = clerk(1, List.of(meetings.get(0)), recorded -> List.of());
        assertThat(screen.lastReply())
                .isEqualTo("Round 1 is over. Your conversations are above: PgUp scrolls back to them.\n"
                        + "Which of the two was the human: left or right?");
        assertThat(screen.typing(first, "50")).isEqualTo("answer left or right");
        assertThat(screen.typing(first, "ri")).as("a word begun is no mistake").isEmpty();
        screen.send(first, "maybe");
        assertThat(screen.lastReply())
                .isEqualTo("Sorry: please answer left or right.\nWhich of the two was the human: left or right?");
        screen.send(first, "right");
        assertThat(screen.lastReply()).isEqualTo("Recorded." + THANKS.formatted("round 1"));

        VerdictClerk last = clerk(2, List.of(meetings.get(1)), recorded -> ReviewQuestions.ranks(JUDGE, recorded));
        screen.send(last, "l");
        String rankFirst = "How human was the left side in round 1, which you judged a machine?\n1 (least) to 2 (most)";
        assertThat(screen.lastReply()).isEqualTo("Recorded.\n" + rankFirst);
        screen.send(last, "two");
        assertThat(screen.lastReply()).isEqualTo("Sorry: please answer a whole number from 1 to 2.\n" + rankFirst);
        screen.send(last, "2");
        String rankSecond =
                "How human was the right side in round 2, which you judged a machine?\n1 (least) to 2 (most)";
        assertThat(screen.lastReply()).isEqualTo("Recorded.\n" + rankSecond);
        assertThat(screen.typing(last, "2")).isEqualTo("rank 2 is used twice");
        assertThat(screen.typing(last, "3")).isEqualTo("ranks go from 1 (least human) to 2 (most human)");
        screen.send(last, "2");
        assertThat(screen.lastReply()).isEqualTo("Not recorded: rank 2 is used twice.\n" + rankSecond);
        screen.send(last, "1");
        assertThat(screen.lastReply()).isEqualTo("Recorded." + THANKS.formatted("rounds 1 and 2"));

        assertThat(recorded())
                .containsExactly(
                        entry(1, new Verdict.Pick("E1", "C1", "C1")),
                        entry(2, new Verdict.Pick("C2", "E2", "C2")),
                        entry(1, new Verdict.Rank("E1", 2)),
                        entry(2, new Verdict.Rank("E2", 1)));
        assertThat(scoredWithoutRefusals()).isTrue();
    }

    /** One confederate: the judge meets it in both pairs, and takes it for the human beside E1, for a machine beside E2. */
    @Test
    void withOneConfederateTheConversationWhereItWasTakenForAMachineIsRanked() throws Exception {
        ranksAfterPicks("right", "right", "left");
    }

    @Test
    void withOneConfederateTakenForAMachineTwiceEachConversationIsRanked() throws Exception {
        ranksAfterPicks("left", "right", "right");
    }

    /** The judge meets E1 and C1, then C1 and E2, picks as said, and ranks the two conversations judged machines, both accepted. */
    private void ranksAfterPicks(String firstPick, String secondPick, String firstMachine) throws Exception {
        List<Met> meetings = List.of(met(1, "E1", "C1"), met(2, "C1", "E2"));
        open(RuleSet.LOEBNER_2009, meetings);
        screen.send(clerk(1, List.of(meetings.get(0)), recorded -> List.of()), firstPick);
        VerdictClerk last = clerk(2, List.of(meetings.get(1)), recorded -> ReviewQuestions.ranks(JUDGE, recorded));
        screen.send(last, secondPick);
        assertThat(screen.lastReply())
                .isEqualTo("Recorded.\nHow human was the " + firstMachine
                        + " side in round 1, which you judged a machine?\n1 (least) to 2 (most)");
        screen.send(last, "1");
        assertThat(screen.lastReply())
                .isEqualTo("Recorded.\nHow human was the left side in round 2, which you judged a machine?\n"
                        + "1 (least) to 2 (most)");
        screen.send(last, "2");

        assertThat(screen.lastReply()).isEqualTo("Recorded." + THANKS.formatted("rounds 1 and 2"));
        assertThat(recorded().getLast()).isEqualTo(entry(2, new Verdict.Rank("C1", 2)));
        assertThat(scoredWithoutRefusals()).isTrue();
    }

    @Test
    void aJudgeWithOnePairOnlyIsNotAskedForARankOfOneOfOne() throws Exception {
        List<Met> meetings = List.of(met(1, "E1", "C1"));
        open(RuleSet.LOEBNER_2009, meetings);

        VerdictClerk only = clerk(1, meetings, recorded -> ReviewQuestions.ranks(JUDGE, recorded));
        screen.send(only, "right");

        assertThat(screen.lastReply()).isEqualTo("Recorded." + THANKS.formatted("round 1"));
        assertThat(recorded()).containsExactly(entry(1, new Verdict.Pick("E1", "C1", "C1")));
    }

    /** A relay restarted during a review asks its questions afresh: one the judge already answered would refuse every answer. */
    @Test
    void aQuestionAlreadyAnsweredIsNotAskedAgain() throws Exception {
        List<Met> meetings = List.of(met(1, "E1"), met(2, "C1"));
        open(RuleSet.LOEBNER_1996, meetings);
        intake.submit(1, JUDGE, "T1", new Verdict.Humanness("E1", 4));

        try (OpsEvents ops = new OpsEvents()) {
            VerdictClerk clerk = clerk(2, meetings, recorded -> List.of());
            assertThat(clerk.asking()).contains(new VerdictQuestion.Humanness(2, "C1"));
            screen.send(clerk, "9");

            assertThat(screen.lastReply()).isEqualTo("Recorded." + THANKS.formatted("rounds 1 and 2"));
            assertThat(clerk.unanswered()).isEmpty();
            assertThat(ops.all())
                    .as("passing over what is answered is no fault")
                    .isEmpty();
        }
    }

    @Test
    void aQuestionNoAnswerCouldSatisfyIsNeverShownAndTheOperatorIsTold() throws Exception {
        open(RuleSet.LOEBNER_2009, List.of(met(1, "E1", "C1")));
        try (OpsEvents ops = new OpsEvents()) {
            // a rank for a judge who has made no pick: every rank is refused
            VerdictClerk clerk = new VerdictClerk(
                    List.of(new VerdictQuestion.Rank(1, "E1", "the left side in round 1", 2)),
                    intake,
                    ReviewScope.of(1, List.of(met(1, "E1", "C1"))),
                    JUDGE,
                    "T1");
            clerk.start(screen);

            assertThat(screen.lastReply()).isEqualTo("Round 1 is over. Please wait.");
            assertThat(ops.named("verdict-unaskable")).singleElement().satisfies(event -> {
                assertThat(event.getLevel()).isEqualTo(Level.ERROR);
                assertThat(event.getFormattedMessage())
                        .isEqualTo(
                                "fault in the verdict clerk: no answer to \"How human was the left side "
                                        + "in round 1, which you judged a machine? 1 (least) to 2 (most)\" would be accepted; judge 01 is not asked it");
            });
        }
    }

    @Test
    void ranksAreAskedOnlyOfThoseNotRankedYet() throws Exception {
        List<Met> meetings = List.of(met(1, "E1", "C1"), met(2, "C2", "E2"));
        open(RuleSet.LOEBNER_2009, meetings);
        intake.submit(1, JUDGE, "T1", new Verdict.Pick("E1", "C1", "E1"));
        intake.submit(2, JUDGE, "T1", new Verdict.Pick("C2", "E2", "C2"));
        intake.submit(1, JUDGE, "T1", new Verdict.Rank("C1", 1));

        assertThat(ReviewQuestions.ranks(JUDGE, intake.recorded()))
                .containsExactly(new VerdictQuestion.Rank(2, "E2", "the right side in round 2", 2));
        assertThat(ReviewQuestions.ranks(2, intake.recorded()))
                .as("another judge's picks are not theirs to rank")
                .isEmpty();
    }

    @Test
    void theWagersJudgeSaysOfEachCandidateHumanOrMachineThenRanksIt() throws Exception {
        List<HiddenEntity> cast = List.of(
                new HiddenEntity("M1", "Computer", false),
                new HiddenEntity("F1", "Foil one", true),
                new HiddenEntity("F2", "Foil two", true),
                new HiddenEntity("F3", "Foil three", true));
        List<Met> meetings = IntStream.rangeClosed(1, 4)
                .mapToObj(r -> met(r, cast.get(r - 1).id()))
                .toList();
        open(RuleSet.KURZWEIL_KAPOR, cast, meetings);

        VerdictClerk clerk = clerk(4, meetings, recorded -> List.of());
        assertThat(screen.lastReply())
                .endsWith("PgUp scrolls back to them.\nWas the other side in round 1 a human or a machine?");
        assertThat(screen.typing(clerk, "hu")).isEmpty();
        assertThat(screen.typing(clerk, "4")).isEqualTo("answer human or machine");
        screen.send(clerk, "human");
        assertThat(screen.lastReply())
                .as("nothing is recorded until the rank completes the vote")
                .isEqualTo("How human was the other side in round 1 among the 4 you talked to?\n1 (least) to 4 (most)");
        assertThat(recorded()).isEmpty();
        screen.send(clerk, "4");
        assertThat(screen.lastReply()).isEqualTo("Recorded.\nWas the other side in round 2 a human or a machine?");
        screen.send(clerk, "m");
        assertThat(screen.typing(clerk, "4")).isEqualTo("rank 4 is used twice");
        assertThat(screen.typing(clerk, "5")).isEqualTo("ranks go from 1 (least human) to 4 (most human)");
        screen.send(clerk, "5");
        assertThat(screen.lastReply())
                .isEqualTo("Not recorded: ranks go from 1 (least human) to 4 (most human).\n"
                        + "How human was the other side in round 2 among the 4 you talked to?\n1 (least) to 4 (most)");
        screen.send(clerk, "1");
        screen.send(clerk, "machine");
        screen.send(clerk, "2");
        screen.send(clerk, "h");
        screen.send(clerk, "3");
        assertThat(screen.lastReply()).isEqualTo("Recorded." + THANKS.formatted("rounds 1 to 4"));

        // the votes come after the interviews, so they are recorded as given after the rounds
        assertThat(recorded())
                .containsExactly(
                        entry(0, new Verdict.Candidate("M1", true, 4)),
                        entry(0, new Verdict.Candidate("F1", false, 1)),
                        entry(0, new Verdict.Candidate("F2", false, 2)),
                        entry(0, new Verdict.Candidate("F3", true, 3)));
        assertThat(scoredWithoutRefusals()).isTrue();
    }

    @Test
    void the2006JudgeSplits100PointsRefusingATieARepeatAndPointsOutOfRange() throws Exception {
        List<Met> meetings = List.of(met(1, "E1", "C1"), met(2, "C2", "E2"), met(3, "E2", "C1"));
        open(RuleSet.LOEBNER_2006, meetings);

        VerdictClerk clerk = clerk(3, meetings, recorded -> List.of());
        String first = "How many of 100 points for the left side in round 1?\n(the right side gets the rest)";
        assertThat(screen.lastReply()).endsWith("\n" + first);
        assertThat(screen.typing(clerk, "5"))
                .as("5 leaves 95 for the right side")
                .isEmpty();
        assertThat(screen.typing(clerk, "50"))
                .isEqualTo("a split must give at least 51 to one side: ties are forbidden");
        assertThat(screen.typing(clerk, "150")).isEqualTo("points go from 0 to 100");
        assertThat(screen.typing(clerk, "half")).isEqualTo("answer a whole number of points from 0 to 100");
        screen.send(clerk, "50");
        assertThat(screen.lastReply())
                .isEqualTo("Not recorded: a split must give at least 51 to one side: ties are forbidden.\n" + first);
        screen.send(clerk, "150");
        assertThat(screen.lastReply())
                .as("said once, though both sides are out")
                .isEqualTo("Not recorded: points go from 0 to 100.\n" + first);
        screen.send(clerk, "-5");
        assertThat(screen.lastReply())
                .isEqualTo("Sorry: please answer a whole number of points from 0 to 100.\n" + first);
        screen.send(clerk, "30");
        assertThat(screen.lastReply()).isEqualTo("Recorded.\n" + first.replace("round 1", "round 2"));
        assertThat(screen.typing(clerk, "70"))
                .as("70/30 is 30/70 the other way round")
                .isEqualTo("you gave 30/70 before, in round 1: every split must differ");
        screen.send(clerk, "70");
        assertThat(screen.lastReply())
                .startsWith("Not recorded: you gave 30/70 before, in round 1: every split must differ.\n");
        screen.send(clerk, "80");
        screen.send(clerk, "0");
        assertThat(screen.lastReply()).isEqualTo("Recorded." + THANKS.formatted("rounds 1 to 3"));

        assertThat(recorded())
                .containsExactly(
                        entry(1, new Verdict.Split("E1", 30, "C1", 70)),
                        entry(2, new Verdict.Split("C2", 80, "E2", 20)),
                        entry(3, new Verdict.Split("E2", 0, "C1", 100)));
        assertThat(scoredWithoutRefusals()).isTrue();
    }

    @Test
    void a2003RatingOutOfRangeIsRefusedAsTypedAndWhenSent() throws Exception {
        List<Met> meetings = List.of(met(1, "E1"));
        open(RuleSet.LOEBNER_2003, meetings);

        VerdictClerk clerk = clerk(1, meetings, recorded -> List.of());
        String question = String.join(
                "\n",
                "Was your conversational partner a human or a machine?",
                "0 Partner not accessible, or severe system malfunction",
                "1 Definitely a machine",
                "2 Probably a machine",
                "3 Could be either a machine or a human; undecided",
                "4 Probably a human",
                "5 Definitely a human",
                "Fractional scores (e.g. 3.25, 4.1) will be allowed.");
        assertThat(screen.typing(clerk, "3.")).isEmpty();
        assertThat(screen.typing(clerk, "5.5"))
                .isEqualTo(
                        "a rating goes from 0 (partner not accessible, or severe system malfunction) to 5 (definitely a human); "
                                + "fractions such as 3.25 are allowed (rule 46)");
        assertThat(screen.typing(clerk, "high")).isEqualTo("answer a number from 0 to 5, such as 3.5");
        screen.send(clerk, "5.5");
        assertThat(screen.lastReply())
                .startsWith("Not recorded: a rating goes from 0")
                .endsWith(".\n" + question);
        screen.send(clerk, "high");
        assertThat(screen.lastReply())
                .isEqualTo("Sorry: please answer a number from 0 to 5, such as 3.5.\n" + question);
        screen.send(clerk, "3.25");

        assertThat(recorded()).containsExactly(entry(1, new Verdict.Rating("E1", new BigDecimal("3.25"))));
    }

    @Test
    void a1996RatingOutOfRangeIsRefusedAsTypedAndWhenSent() throws Exception {
        List<Met> meetings = List.of(met(1, "C1"));
        open(RuleSet.LOEBNER_1996, meetings);

        VerdictClerk clerk = clerk(1, meetings, recorded -> List.of());
        assertThat(screen.typing(clerk, "11")).isEqualTo("ratings go from 1 (least human) to 10 (most human)");
        assertThat(screen.typing(clerk, "ten")).isEqualTo("answer a whole number from 1 to 10");
        screen.send(clerk, "0");
        assertThat(screen.lastReply())
                .startsWith("Not recorded: ratings go from 1 (least human) to 10 (most human).\nHow human");
        screen.send(clerk, "10");

        assertThat(recorded()).containsExactly(entry(1, new Verdict.Humanness("C1", 10)));
    }

    @Test
    void eachFormAsksAboutWhomTheJudgeMetAndPairsOnlyForPairs() {
        List<Met> one = List.of(met(2, "C1"));
        List<Met> pair = List.of(met(2, "C1", "E1"));

        assertThat(ReviewQuestions.about(VerdictForm.PICK, pair))
                .containsExactly(new VerdictQuestion.Pick(2, "C1", "E1"));
        assertThat(ReviewQuestions.about(VerdictForm.PICK, one)).isEmpty();
        assertThat(ReviewQuestions.about(VerdictForm.SPLIT, one)).isEmpty();
        assertThat(ReviewQuestions.about(VerdictForm.RANK, pair))
                .as("ranks follow the last pick: see ranks()")
                .isEmpty();
        assertThat(ReviewQuestions.about(VerdictForm.RATING, pair))
                .containsExactly(new VerdictQuestion.Rating(2, "C1"), new VerdictQuestion.Rating(2, "E1"));
        assertThat(ReviewQuestions.about(VerdictForm.CANDIDATE, one))
                .containsExactly(new VerdictQuestion.Candidate(0, "C1", "the other side in round 2", 1));
    }

    @Test
    void anAnswerAfterTheLastQuestionIsOnlyToldToWait() throws Exception {
        List<Met> meetings = List.of(met(1, "E1", "C1"));
        open(RuleSet.LOEBNER_2009, meetings);
        VerdictClerk clerk = clerk(1, meetings, recorded -> List.of());
        screen.send(clerk, "left");
        screen.send(clerk, "right");

        assertThat(screen.lastReply()).isEqualTo("Your verdicts for round 1 are recorded. Please wait.");
        assertThat(recorded()).hasSize(1);
    }

    @Test
    void theScreenHereCatchesAnyIdTheClerkWouldShow() {
        ClerkScreen any = new ClerkScreen();
        assertThatThrownBy(() -> any.replied("Was C1 a human?")).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> any.notice("E12 is out of range")).isInstanceOf(AssertionError.class);
    }

    private void open(RuleSet rules, List<Met> met) {
        open(rules, ClerkBench.PAIRED_CAST, met);
    }

    private void open(RuleSet rules, List<HiddenEntity> cast, List<Met> met) {
        bench = new ClerkBench(folder, rules, cast, met);
        screen = bench.screen;
        intake = bench.intake;
    }

    private VerdictClerk clerk(
            int round, List<Met> reviewed, Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk) {
        return bench.clerk(round, reviewed, thenAsk);
    }

    private List<VerdictEntry> recorded() throws Exception {
        return bench.recorded();
    }

    private boolean scoredWithoutRefusals() throws Exception {
        return bench.scoredWithoutRefusals();
    }
}
