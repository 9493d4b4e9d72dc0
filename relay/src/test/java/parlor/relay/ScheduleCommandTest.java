package parlor.relay;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlor.relay.testing.GoldenText;
import picocli.CommandLine;

/** {@code bin/relay schedule} as organisers call it, run in-process. */
class ScheduleCommandTest {

    private record Run(int exit, String out, String err) {}

    /** The issue's command, with a seed: the sides are drawn, so only a seed prints the same plan twice. */
    @Test
    void theCommandFromTheIssuePrintsThePublishedMatrixAndRoundPlan() {
        Run run = fourOfEach("loebner-2006", "2006");

        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        GoldenText.assertMatches("schedules", "loebner-2006-4x4x4-seed-2006.txt", run.out());
    }

    @Test
    void theOperatorsGuideShowsWhatTheCommandPrints() throws java.io.IOException {
        Run run = fourOfEach("loebner-2006", "2006");

        assertThat(java.nio.file.Files.readString(java.nio.file.Path.of("..", "docs", "operators.md")))
                .contains(
                        "bin/relay schedule --rules loebner-2006 --judges 4 --entries 4 --confederates 4 --seed 2006\n```\n\n```\n"
                                + run.out() + "```\n");
    }

    /**
     * The 2006 rules do not say which side the entry takes, and one always on the left is a tell a judge learns in
     * one round: over three seeds the printed pairs (judge, left, right) put entries both first and second.
     */
    @Test
    void the2006PlanDrawsItsSidesFromTheSeedAndSaysTheSeed() {
        StringBuilder pairs = new StringBuilder();
        for (String seed : new String[] {"1", "2", "3"}) {
            Run run = fourOfEach("loebner-2006", seed);

            assertThat(run.out())
                    .contains("Sides drawn at random with seed " + seed + " (--seed " + seed + " repeats the draw).");
            pairs.append(run.out().substring(run.out().indexOf("\nRound ")));
        }

        assertThat(pairs.toString())
                .as("entry at the left terminal, and at the right")
                .containsPattern("\\bJ\\dE\\dC\\d\\b")
                .containsPattern("\\bJ\\dC\\dE\\d\\b");
    }

    @Test
    void the2009PlanDrawsItsSidesFromTheSeedAndTheSameSeedDrawsThemAgain() {
        Run run = fourOfEach("loebner-2009", "2009");

        assertThat(run.exit()).isZero();
        GoldenText.assertMatches("schedules", "loebner-2009-4x4x4-seed-2009.txt", run.out());
        assertThat(fourOfEach("loebner-2009", "2009")).isEqualTo(run);
    }

    /**
     * An organiser plans with {@code bin/relay schedule --seed 7}, then writes {@code seed: 7} in the contest file: the
     * day seats every pair as the command printed it. Terminals named J1-J4 give the day the command's names.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"loebner-2006", "loebner-2009"})
    void theSeedInAContestFileSeatsThePairsAsTheCommandPrintedThem(String rules) {
        StringBuilder yaml = new StringBuilder("name: Planned\nrules: " + rules + "\nseed: 7\nterminals:\n");
        for (int judge = 1; judge <= 4; judge++) {
            yaml.append(
                    rules.equals("loebner-2006")
                            ? "  J%d: { judge: %d, side: left }\n  R%d: { judge: %d, side: right }\n"
                                    .formatted(judge, judge, judge, judge)
                            : "  J%d: { judge: %d }\n".formatted(judge, judge));
        }
        yaml.append("entities:\n");
        for (String id : new String[] {"E1", "E2", "E3", "E4"}) {
            yaml.append("  ").append(id).append(": { demo: true }\n");
        }
        for (int c = 1; c <= 4; c++) {
            yaml.append("  C%d: { confederate: D%d }\n".formatted(c, c));
        }
        var day = parlor.relay.contest.ContestLoader.parse(
                        yaml.toString(),
                        "planned.yaml",
                        java.nio.file.Path.of(".").toAbsolutePath())
                .day()
                .orElseThrow();

        Run run = fourOfEach(rules, "7");
        assertThat(run.out())
                .contains(String.join("\n", parlor.relay.rounds.ScheduleText.roundPlan(day.schedule(), 80)));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"loebner-2006", "loebner-2009"})
    void withoutASeedTheCommandSaysWhichSeedItDrewSoTheDrawCanBeRepeated(String rules) {
        String[] request = {
            // five entries are more than 2009's Final Four: a rehearsal's draw
            "--rules",
            rules,
            "--judges",
            "5",
            "--entries",
            "5",
            "--confederates",
            "5",
            "--stage",
            "final",
            "--rehearsal"
        };
        Run first = schedule(request);

        Matcher seed = Pattern.compile(
                        "Sides drawn at random with seed (\\d+)\\s+\\(--seed\\s+\\1\\s+repeats\\s+the\\s+draw\\)\\.")
                .matcher(first.out());
        assertThat(seed.find()).as("the seed is printed:\n%s", first.out()).isTrue();
        Run again = schedule(Stream.concat(Stream.of(request), Stream.of("--seed", seed.group(1)))
                .toArray(String[]::new));
        assertThat(again.out()).isEqualTo(first.out());
    }

    @Test
    void otherSizesAndRuleSetsGetTheirOwnTables() {
        GoldenText.assertMatches(
                "schedules",
                "loebner-2006-6x5x6.txt",
                schedule(
                                "--rules",
                                "loebner-2006",
                                "--judges",
                                "6",
                                "--entries",
                                "5",
                                "--confederates",
                                "6",
                                "--stage",
                                "final",
                                "--seed",
                                "6")
                        .out());
        GoldenText.assertMatches(
                "schedules",
                "loebner-1996-5x3x2.txt",
                schedule("--rules", "loebner-1996", "--judges", "5", "--entries", "3", "--confederates", "2")
                        .out());
        GoldenText.assertMatches(
                "schedules",
                "kurzweil-kapor-3x1x3.txt",
                schedule("--rules", "kurzweil-kapor", "--judges", "3", "--entries", "1", "--confederates", "3")
                        .out());
    }

    /**
     * 2006: "If there are 5 - 8 compliant Entries all will be entered into The Prelim Eight Round. The four entries having
     * the highest scores in that round will enter the Final Four Round." With six entries the Prelim Eight comes first,
     * judges and entries only, then the published Final Four plan.
     */
    @Test
    void sixEntriesUnder2006GetThePrelimEightThenTheFinalFour() {
        Run run = schedule(
                "--rules", "loebner-2006", "--judges", "4", "--entries", "6", "--confederates", "4", "--seed", "6");

        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        String prelim = run.out().substring(0, run.out().indexOf("Stage 2"));
        assertThat(prelim)
                .startsWith("Stage 1, the Prelim Eight")
                .contains("4 judges, 6 entries, 0 confederates")
                .doesNotContain("C1");
        assertThat(run.out().substring(run.out().indexOf("Stage 2")))
                .contains(
                        "4 judges, 4 entries, 4 confederates",
                        "This is the Final Four plan the loebner-2006 rules publish.");
        GoldenText.assertMatches("schedules", "loebner-2006-4x6x4-stages.txt", run.out());
    }

    /** 2003 rule 32: more than eight entries go through a preliminary round that selects eight finalists. */
    @Test
    void tenEntriesUnder2003GetThePreliminaryRoundThenAFinalOfEight() {
        Run run = schedule("--rules", "loebner-2003", "--judges", "5", "--entries", "10", "--confederates", "2");

        assertThat(run.exit()).isZero();
        assertThat(run.out())
                .contains(
                        "Stage 1, the preliminary round",
                        "5 judges, 10 entries, 0 confederates",
                        "Stage 2, the final round",
                        "5 judges, 8 entries, 2 confederates");
    }

    /** 2003 rule 34 with more entries than a judge may take: each entry meets three judges, no judge more than ten. */
    @Test
    void elevenEntriesUnder2003AreAllottedThreeJudgesEachAndNoJudgeMoreThanTen() {
        Run run = schedule(
                "--rules",
                "loebner-2003",
                "--judges",
                "4",
                "--entries",
                "11",
                "--confederates",
                "2",
                "--stage",
                "prelim");

        assertThat(run.exit()).isZero();
        GoldenText.assertMatches("schedules", "loebner-2003-4x11-prelim.txt", run.out());
    }

    @Test
    void tooFewJudgesForThe2003PreliminaryRoundAreRefusedWithTheNumberNeeded() {
        assertThat(schedule(
                                "--rules",
                                "loebner-2003",
                                "--judges",
                                "2",
                                "--entries",
                                "10",
                                "--confederates",
                                "2",
                                "--stage",
                                "prelim")
                        .err())
                .contains("10 entries need at least 3 judges, not 2");
        assertThat(schedule(
                                "--rules",
                                "loebner-2003",
                                "--judges",
                                "3",
                                "--entries",
                                "11",
                                "--confederates",
                                "2",
                                "--stage",
                                "prelim")
                        .err())
                .contains("11 entries need at least 4 judges, not 3");
    }

    /** A smaller contest, as the end-to-end test runs one: two confederates for four judges. */
    @Test
    void fewerConfederatesThanJudgesAreScheduledAndTheRepeatsAreSaid() {
        Run run = schedule(
                "--rules", "loebner-2009", "--judges", "4", "--entries", "2", "--confederates", "2", "--seed", "7");

        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        GoldenText.assertMatches("schedules", "loebner-2009-4x2x2-seed-7.txt", run.out());
    }

    @Test
    void anUnknownRuleSetIsRefusedNamingTheKnownOnes() {
        Run run = schedule("--rules", "loebner-2007", "--judges", "4", "--entries", "4", "--confederates", "4");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err())
                .isEqualTo("schedule: unknown rule set 'loebner-2007'; the rule sets are "
                        + "loebner-1996, loebner-2003, loebner-2006, loebner-2009, kurzweil-kapor\n");
    }

    @Test
    void anImpossibleCastIsRefusedWithTheReason() {
        Run run = schedule("--rules", "loebner-2009", "--judges", "4", "--entries", "3", "--confederates", "0");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err())
                .isEqualTo(
                        "schedule: loebner-2009 compares each entry with a confederate, so it needs at least 1 confederate\n");
    }

    /** 1996 rule 14: judges are told there is at least one confederate and at least two computers. */
    @Test
    void aCastTheRulesForbidIsRefusedNamingTheRuleUnlessItIsARehearsal() {
        Run run = schedule("--rules", "loebner-1996", "--judges", "2", "--entries", "1", "--confederates", "0");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err())
                .isEqualTo(
                        "schedule: loebner-1996 rule 14 tells the judges \"that at least one of the terminals is controlled by "
                                + "human confederates and that at least two of the terminals are controlled by computers\"; this cast has 1 entry and 0 "
                                + "confederates\nschedule: for a rehearsal with this cast, add --rehearsal\n");

        Run rehearsal = schedule(
                "--rules", "loebner-1996", "--judges", "2", "--entries", "1", "--confederates", "0", "--rehearsal");
        assertThat(rehearsal.exit()).isZero();
        assertThat(rehearsal.out()).contains("A rehearsal: loebner-1996 rule 14 tells the judges");
    }

    /** 2009 section 4: "The 4 entries with the highest scores will be selected as finalists": a final of six is no Final Four. */
    @Test
    void a2009FinalOfMoreThanFourEntriesIsRefusedQuotingTheRuleUnlessItIsARehearsal() {
        Run run = schedule("--rules", "loebner-2009", "--judges", "4", "--entries", "6", "--confederates", "4");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err())
                .isEqualTo(
                        "schedule: loebner-2009 section 4: \"The 4 entries with the highest scores will be selected as "
                                + "finalists\", from \"the first 16 compliant entries\" (section 1) screened by section 4's questions "
                                + "(bin/relay prescreen); this cast has 6 entries\n"
                                + "schedule: for a rehearsal with this cast, add --rehearsal\n");

        Run rehearsal = schedule(
                "--rules", "loebner-2009", "--judges", "4", "--entries", "6", "--confederates", "4", "--rehearsal");
        assertThat(rehearsal.exit()).isZero();
        assertThat(rehearsal.out()).contains("A rehearsal: loebner-2009 section 4: \"The 4 entries");
    }

    /** 2006: "If there are more than 32 Entries the first 32 compliant Entries submitted will be entered in the prescreening round". */
    @Test
    void a2006DayOfMoreThan32EntriesIsRefusedQuotingTheRule() {
        Run run = schedule("--rules", "loebner-2006", "--judges", "4", "--entries", "33", "--confederates", "4");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err())
                .contains(
                        "\"If there are more than 32 Entries the first 32 compliant Entries submitted will be entered in "
                                + "the prescreening round\"; this cast has 33 entries");
    }

    /** 1996 rule 13: "No more than eight entries will be selected as finalists". */
    @Test
    void a1996CastOfNineEntriesIsRefusedOnRule13UnlessARehearsal() {
        Run run = schedule("--rules", "loebner-1996", "--judges", "4", "--entries", "9", "--confederates", "1");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err())
                .isEqualTo(
                        "schedule: loebner-1996 rule 13: \"No more than eight entries will be selected as finalists\"; "
                                + "this cast has 9 entries\nschedule: for a rehearsal with this cast, add --rehearsal\n");

        Run rehearsal = schedule(
                "--rules", "loebner-1996", "--judges", "4", "--entries", "9", "--confederates", "1", "--rehearsal");
        assertThat(rehearsal.exit()).isZero();
        assertThat(rehearsal.out()).contains("A rehearsal: loebner-1996 rule 13: \"No more than eight entries");
    }

    /** 2003 rule 40: "At least five final round Judges"; rule 42: at least one confederate and two entries. */
    @Test
    void a2003CastWithThreeJudgesAndNoConfederateIsRefusedOnBothRules() {
        Run run = schedule("--rules", "loebner-2003", "--judges", "3", "--entries", "2", "--confederates", "0");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err())
                .contains(
                        "schedule: loebner-2003 rule 40 recruits \"At least five final round Judges\"; this cast has 3 judges\n",
                        "schedule: loebner-2003 rule 42 tells the judges \"that at least one of the terminals is connected to Confederates and that at "
                                + "least two of the terminals are connected to Entries\"; this cast has 2 entries and 0 confederates\n");
    }

    @Test
    void aMissingCountIsAUsageError() {
        Run run = schedule("--rules", "loebner-2006", "--entries", "4", "--confederates", "4");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("Missing required option: '--judges=N'");
    }

    @Test
    void theRelaysHelpListsTheCommand() {
        StringWriter out = new StringWriter();
        CommandLine relay = new CommandLine(new RelayMain());
        relay.setOut(new PrintWriter(out));

        assertThat(relay.execute("--help")).isZero();
        assertThat(out.toString()).contains("schedule");
    }

    /** The Final Four's cast, four of each, drawn with {@code seed}. */
    private static Run fourOfEach(String rules, String seed) {
        return schedule("--rules", rules, "--judges", "4", "--entries", "4", "--confederates", "4", "--seed", seed);
    }

    private static Run schedule(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine relay = new CommandLine(new RelayMain());
        relay.setOut(new PrintWriter(out, true));
        relay.setErr(new PrintWriter(err, true));
        int exit = relay.execute(
                Stream.concat(Stream.of("schedule"), Stream.of(args)).toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }
}
