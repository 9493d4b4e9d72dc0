package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.testing.WagerVotes;

/** The wager's two tests, per trial: Human Determination (2 of 3 judges) and Rank Order (median rank against the foils'). */
class KurzweilKaporScoringTest {

    private static final ContestHeader WAGER = new ContestHeader(
            "Long Now Turing Test",
            RuleSet.KURZWEIL_KAPOR,
            List.of(
                    new HiddenEntity("M1", "the Computer", false), new HiddenEntity("H1", "", true),
                    new HiddenEntity("H2", "", true), new HiddenEntity("H3", "", true)),
            List.of(1, 2, 3),
            List.of());

    private static final String TRIAL_1 = WagerVotes.PASSED;
    private static final String TRIAL_2 = WagerVotes.FAILED_RANK_ORDER;

    @Test
    void theComputerPassesWhenItPassesBothTests() {
        Results results = Scoring.score(WAGER, session(TRIAL_1, TRIAL_1, TRIAL_1));

        assertThat(results.outcome().findings())
                .containsSubsequence(
                        "trial 1: M1 was taken for a human by 2 of 3 judges: passes the Human Determination Test",
                        "trial 1: M1's median rank 2 is at least the median rank of 2 of the 3 foils (H2 2 and H3 2): passes the Rank Order Test",
                        "trial 1: M1 passes the Turing Test");
        assertThat(results.outcome().winner()).contains("M1");
        assertThat(results.outcome().findings())
                .contains(
                        "the proceeds of the wager go to a charitable organization the winner designates (the rules name no sum)");
        assertThat(results.tables().getFirst().rows().getFirst())
                .containsExactly("M1", "computer", "human 3", "human 2", "machine 1", "2 of 3", "2");
    }

    @Test
    void theChartShowsHowOftenEachCandidateWasTakenForAHuman() {
        assertThat(Scoring.score(WAGER, session(TRIAL_1, TRIAL_2)).chart())
                .extracting(bar -> bar.entity().id() + " " + bar.label())
                .containsExactly(
                        "M1 taken for a human 4 of 6 times",
                        "H1 taken for a human 6 of 6 times",
                        "H2 taken for a human 3 of 6 times",
                        "H3 taken for a human 3 of 6 times");
        assertThat(Scoring.score(WAGER, session(TRIAL_1)).chart().getFirst().share())
                .isEqualTo(2.0 / 3);
    }

    @Test
    void aRecordThatIsNotTheWagersThreeJudgesThreeFoilsAndOneComputerSaysSo() {
        ContestHeader twoJudges =
                new ContestHeader("Rehearsal", RuleSet.KURZWEIL_KAPOR, WAGER.entities(), List.of(1, 2), List.of());
        ContestHeader twoComputers = new ContestHeader(
                "Rehearsal",
                RuleSet.KURZWEIL_KAPOR,
                List.of(
                        WAGER.entities().get(0),
                        new HiddenEntity("M2", "", false),
                        WAGER.entities().get(1),
                        WAGER.entities().get(2),
                        WAGER.entities().get(3)),
                List.of(1, 2, 3),
                List.of());

        assertThat(Scoring.score(twoJudges, List.of()).outcome().findings())
                .contains("the wager has 3 judges, 3 human foils and 1 computer; this contest has 2, 3 and 1");
        assertThat(Scoring.score(twoComputers, List.of()).outcome().findings())
                .contains("the wager has 3 judges, 3 human foils and 1 computer; this contest has 3, 3 and 2");
        assertThat(Scoring.score(WAGER, session(TRIAL_1, TRIAL_1, TRIAL_1))
                        .outcome()
                        .findings())
                .noneMatch(f -> f.startsWith("the wager has") || f.startsWith("a Turing Test Session has"));
    }

    /** J3's votes are not on record: each candidate's median rank is that of the two votes there are. */
    @Test
    void aMedianOfTwoVotesIsTheirMean() {
        List<VerdictEntry> twoJudges =
                verdicts(1, TRIAL_1).stream().filter(v -> v.judge() != 3).toList();
        ContestHeader unnamed = new ContestHeader(
                "Long Now Turing Test", RuleSet.KURZWEIL_KAPOR, WAGER.entities(), List.of(), List.of());

        Results results = Scoring.score(WAGER, twoJudges);

        assertThat(results.tables().getFirst().rows().getFirst())
                .containsExactly("M1", "computer", "human 3", "human 2", "", "2 of 2", "2.5");
        assertThat(results.tables().getLast().rows().getFirst().getLast()).isEqualTo("J3 on M1, H1, H2 and H3");
        assertThat(Scoring.score(unnamed, twoJudges)
                        .tables()
                        .getLast()
                        .rows()
                        .getFirst()
                        .getLast())
                .as("a record naming no judges: the wager's three")
                .isEqualTo("4 vote(s)");
    }

    @Test
    void aSessionHasAtLeastThreeTrialsAndTheRecordSaysWhenItHasFewer() {
        assertThat(Scoring.score(WAGER, verdicts(1, TRIAL_1)).outcome().findings())
                .contains("a Turing Test Session has at least 3 trials; this record holds 1");
    }

    /** "Each Turing Test Session will consist of at least three Turing Test Trials": one trial passed decides nothing. */
    @Test
    void oneTrialPassedNamesNoWinner() {
        Outcome outcome = Scoring.score(WAGER, verdicts(1, TRIAL_1)).outcome();

        assertThat(outcome.findings()).contains("trial 1: M1 passes the Turing Test");
        assertThat(outcome.winner()).isEmpty();
        assertThat(outcome.undecided())
                .contains("the Session is not complete (\"Each Turing Test Session will consist of at least three "
                        + "Turing Test Trials\"; this record holds 1): the wager is not decided by it");
        assertThat(outcome.findings()).noneMatch(f -> f.contains("Kurzweil wins"));
    }

    /** J3's votes in trial 2 are missing: M1 fooled J1 only, so J3's vote could still make it two of three. */
    @Test
    void aMissingJudgeLeavesTheTrialOpen() {
        List<VerdictEntry> verdicts = session(TRIAL_1, WagerVotes.J3_MISSING, TRIAL_1);

        Outcome outcome = Scoring.score(WAGER, verdicts).outcome();

        assertThat(outcome.findings())
                .contains(
                        "trial 2: M1 was taken for a human by 1 of 2 judges: with 1 vote(s) missing, it may pass or fail the Human Determination Test",
                        "trial 2: M1 may or may not pass the Turing Test: the missing votes decide (J3 on M1, H1, H2 and H3)");
        assertThat(outcome.winner()).isEmpty();
        assertThat(outcome.undecided())
                .contains(
                        "votes are missing in trial(s) [2], and they could change whether M1 passed: the wager is not decided by this record");
    }

    /** A missing judge who could not change the trial leaves it decided: no judge took M1 for a human, so J3 cannot make two. */
    @Test
    void aMissingJudgeWhoCouldNotChangeTheTrialLeavesItDecided() {
        String fooledNobody = """
            J1 M1 machine 1, H1 human 4, H2 human 2, H3 human 3
            J2 M1 machine 1, H1 human 4, H2 human 3, H3 human 2
            """;
        Outcome outcome = Scoring.score(WAGER, session(fooledNobody, fooledNobody, fooledNobody))
                .outcome();

        assertThat(outcome.findings())
                .contains(
                        "trial 1: M1 was taken for a human by 0 of 2 judges: fails the Human Determination Test",
                        "M1 did not pass the Turing Test: Kapor wins unless a computer passes before the end of 2029");
        assertThat(outcome.undecided()).isEmpty();
    }

    @Test
    void foolingTheJudgesIsNotEnoughWithoutTheRankOrder() {
        Outcome outcome = Scoring.score(WAGER, verdicts(1, TRIAL_2)).outcome();

        assertThat(outcome.findings())
                .contains(
                        "trial 1: M1's median rank 2 is at least the median rank of 1 of the 3 foils (H3 2): fails the Rank Order Test",
                        "trial 1: M1 does not pass the Turing Test");
        assertThat(outcome.winner()).isEmpty();
    }

    @Test
    void trialsThatDisagreeAreLeftToTheCommittee() {
        Results results = Scoring.score(WAGER, session(TRIAL_1, TRIAL_2, TRIAL_1));

        assertThat(results.refused()).isEmpty();
        assertThat(results.outcome().winner()).isEmpty();
        assertThat(results.outcome().undecided())
                .hasValueSatisfying(why -> assertThat(why).startsWith("M1 passed in trial(s) [1, 3] of 3"));
    }

    /** The plan holds three trials and the record votes in two: trial 2 is undecided, and so is the wager. */
    @Test
    void aPlannedTrialWithoutVotesIsUndecided() {
        ContestHeader planned =
                new ContestHeader(WAGER.name(), WAGER.rules(), WAGER.entities(), WAGER.judges(), planOfTrials(3));
        List<VerdictEntry> verdicts = new ArrayList<>(verdicts(1, TRIAL_1));
        verdicts.addAll(verdicts(3, TRIAL_1));

        Results results = Scoring.score(planned, verdicts);

        assertThat(results.refused()).isEmpty();
        assertThat(results.outcome().findings())
                .contains("trial 2: M1: no votes are on record for this trial, so it is not decided");
        assertThat(results.outcome().undecided())
                .contains(
                        "votes are missing in trial(s) [2], and they could change whether M1 passed: the wager is not decided by this record");
        assertThat(results.tables())
                .anySatisfy(t -> assertThat(t.rows())
                        .contains(List.of(
                                "2",
                                "open",
                                "open",
                                "undecided",
                                "J1 on M1, H1, H2 and H3; J2 on M1, H1, H2 and H3; J3 on M1, H1, H2 and H3")));
    }

    /** A vote recorded under a trial is about whom the judge met in that trial's rounds; the plan says its rounds' trials. */
    @Test
    void aVoteIsAboutWhomTheJudgeMetInThatTrial() {
        ContestHeader planned = new ContestHeader(
                WAGER.name(),
                WAGER.rules(),
                WAGER.entities(),
                WAGER.judges(),
                List.of(
                        new PlannedRound(1, 1, List.of(new PlannedRound.Seat(1, "T1", List.of("M1")))),
                        new PlannedRound(2, 1, List.of(new PlannedRound.Seat(1, "T1", List.of("H1"))))));
        ContestHeader read = ContestHeader.fromJson(parlor.transcripts.json.FlatJson.parse(planned.toJson()));

        Check check = new VerdictValidator(read).check(1, 1, new Verdict.Candidate("H2", true, 2), List.of());

        assertThat(read.trials()).containsExactly(1);
        assertThat(check.reasons()).containsExactly("judge 1 sat with M1, H1 in trial 1, not H2");
        assertThat(new VerdictValidator(read)
                        .check(1, 1, new Verdict.Candidate("H1", true, 2), List.of())
                        .isOk())
                .isTrue();
    }

    /** Each judge meets each candidate once a trial, four rounds a trial, rounds numbered on through the day. */
    private static List<PlannedRound> planOfTrials(int trials) {
        List<String> candidates = List.of("M1", "H1", "H2", "H3");
        List<PlannedRound> rounds = new ArrayList<>();
        for (int round = 1; round <= 4 * trials; round++) {
            List<PlannedRound.Seat> seats = new ArrayList<>();
            for (int judge = 1; judge <= 3; judge++) {
                seats.add(new PlannedRound.Seat(judge, "T" + judge, List.of(candidates.get((judge + round) % 4))));
            }
            rounds.add(new PlannedRound(round, (round - 1) / 4 + 1, seats));
        }
        return rounds;
    }

    /** Trials 1, 2, 3... in the order given. */
    private static List<VerdictEntry> session(String... trials) {
        List<VerdictEntry> all = new ArrayList<>();
        for (int i = 0; i < trials.length; i++) {
            all.addAll(verdicts(i + 1, trials[i]));
        }
        return all;
    }

    @Test
    void theRankScaleIsAsLongAsTheDayHadCandidates() {
        ContestHeader rehearsal = new ContestHeader(
                "Rehearsal", RuleSet.KURZWEIL_KAPOR, WAGER.entities().subList(0, 3), List.of(1), List.of());

        Results results = Scoring.score(rehearsal, verdicts(1, "J1 M1 human 3, H1 human 2, H2 machine 1"));

        assertThat(results.refused()).isEmpty();
        assertThat(results.tables().getFirst().title())
                .isEqualTo("Trial 1: each judge's verdict and rank (1 = least human, 3 = most human)");
        assertThat(Scoring.score(WAGER, verdicts(1, TRIAL_1))
                        .tables()
                        .getFirst()
                        .title())
                .endsWith("(1 = least human, 4 = most human)");
    }

    /** "J1 M1 human 3, H1 human 4, ..." lines: each judge's verdict and rank on each candidate. */
    static List<VerdictEntry> verdicts(int trial, String lines) {
        List<VerdictEntry> verdicts = new ArrayList<>();
        Instant at = Instant.parse("2029-06-01T09:00:00Z").plusSeconds(86_400L * trial);
        for (String line : lines.strip().split("\n")) {
            int judge = Integer.parseInt(line.substring(1, 2));
            for (String part : line.substring(3).split(", ")) {
                String[] words = part.split(" ");
                verdicts.add(new VerdictEntry(
                        at,
                        trial,
                        judge,
                        "T" + judge,
                        new Verdict.Candidate(words[0], words[1].equals("human"), Integer.parseInt(words[2]))));
            }
        }
        return verdicts;
    }
}
