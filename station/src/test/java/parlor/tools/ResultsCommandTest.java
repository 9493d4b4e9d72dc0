package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.relay.testing.ManualClock;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Timing;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictIntake;
import parlor.transcripts.rules.VerdictLog;

/** {@code bin/transcripts results} on a 2009 Final Four recorded through the verdict intake, as the relay records it. */
class ResultsCommandTest {

    /**
     * The seven rounds of the 2009 rules' table (J1E1C1 J2E3C2 / J4E1C2 ...), sides as drawn:
     * round, judge, left, right, the one chosen as the human.
     */
    private static final String PICKS = """
        1 1 E1 C1 C1
        1 2 E3 C2 E3
        2 4 C2 E1 C2
        2 3 C1 E3 C1
        2 2 C3 E4 C3
        3 3 E1 C3 E1
        3 4 E3 C4 C4
        3 1 E2 C2 E2
        4 2 C4 E1 C4
        4 3 C2 E4 C2
        5 2 E2 C1 C1
        5 1 E3 C3 E3
        6 1 C4 E4 C4
        6 4 C3 E2 C3
        7 4 E4 C1 C1
        7 3 E2 C4 E2
        """;

    /** After the rounds: judge, then the four judged not human with their ranks (4 = most human). */
    private static final String RANKS = """
        1 C2 4 E1 3 C3 2 E4 1
        2 E2 4 C2 3 E1 2 E4 1
        3 C3 4 E3 3 C4 2 E4 1
        4 E3 4 E1 3 E2 2 E4 1
        """;

    @TempDir
    Path contestDir;

    @Test
    void theTextReportShowsEveryTableTheOutcomeAndWhatWasLeftOut() throws IOException {
        recordFinalFour();

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", contestDir.toString());

        assertThat(run.exit()).isZero();
        Goldens.assertMatches("results-2009-final-four.txt", run.out());
        // the forbidden verdict was added by hand after the relay sealed the log: said, and (no key) counted as it is
        assertThat(run.err())
                .isEqualTo(
                        "results: check finds 1 problem(s) in this folder; the day had no contest key, so its files are"
                                + " counted as they are:\nresults:   PROBLEM     verdicts.jsonl: line 34 carries no chain value: it"
                                + " was added, or its value cut off\nwrote " + contestDir.resolve("results.html")
                                + "\n");
    }

    @Test
    void theHtmlReportStandsAloneWithAChartOfHowHumanEachEntityWasJudged() throws IOException {
        recordFinalFour();
        Path page = contestDir.resolve("published/final-four.html");
        Files.createDirectories(page.getParent());

        assertThat(CommandRun.of(new TranscriptsMain(), "results", "--html", page.toString(), contestDir.toString())
                        .exit())
                .isZero();

        String html = Files.readString(page);
        assertThat(html)
                .contains(
                        "<p class=\"headline\">Winner: E3 (Entry three), Bronze Medal and US$3,000 (the announcement)</p>",
                        "<svg ",
                        "E3 (Entry three)</text>",
                        "chosen as the human 2 of 4 times",
                        "<td>C2 1</td>");
        assertThat(html).doesNotContain("<script", "http://", "https://", "src=", "<link");
        assertThat(contestDir.resolve("results.html")).doesNotExist();
    }

    @Test
    void aShortDaysResultsSayOnlyWhatIsTrueOfTheDayThatWasRun() throws IOException {
        // two judges with two pairs each, 30 s a side, as the relay's header records the day
        Timing day = RuleSet.LOEBNER_2009
                .timing()
                .overriddenBy(
                        Optional.of(Duration.ofMinutes(1)),
                        Optional.of(Duration.ofMinutes(2)),
                        Optional.of(Duration.ZERO));
        ContestHeader header = new ContestHeader(
                "Short day",
                RuleSet.LOEBNER_2009,
                List.of(
                        new HiddenEntity("E1", "Eliza", false),
                        new HiddenEntity("E2", "Sam", false),
                        new HiddenEntity("C1", "", true),
                        new HiddenEntity("C2", "", true)),
                List.of(1, 2),
                List.of(),
                Optional.of(day));
        ManualClock clock = new ManualClock(Instant.parse("2026-11-22T10:00:00Z"));
        try (VerdictLog.Writer log = VerdictLog.start(contestDir, header)) {
            VerdictIntake desk = new VerdictIntake(header, log, List.of(), clock);
            for (Object[] v : new Object[][] {
                {1, 1, new Verdict.Pick("E1", "C1", "C1")},
                {1, 2, new Verdict.Pick("E2", "C2", "E2")},
                {2, 1, new Verdict.Pick("C2", "E2", "C2")},
                {2, 2, new Verdict.Pick("C1", "E1", "C1")},
                {0, 1, new Verdict.Rank("E2", 2)},
                {0, 1, new Verdict.Rank("E1", 1)},
                {0, 2, new Verdict.Rank("C2", 2)},
                {0, 2, new Verdict.Rank("E1", 1)}
            }) {
                assertThat(desk.submit((int) v[0], (int) v[1], "T" + v[1], (Verdict) v[2])
                                .isOk())
                        .isTrue();
            }
        }

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", contestDir.toString());
        String html = Files.readString(contestDir.resolve("results.html"));

        assertThat(run.out())
                .contains(
                        "Rules: loebner-2009, as published for the Loebner Prize 2009\n",
                        "Times: 1 min talking (30 s with each side in turn), 2 min review after each round, no break between rounds\n",
                        "  each judge talked 30 s with the left entity, then 30 s with the right\n",
                        "== Tie-break: ranks among the entities each judge judged not human (1 = least human, 2 = most human) ==");
        for (String report : List.of(run.out(), html)) {
            assertThat(report).doesNotContain("rules/", ".txt", "5 minutes", "5 min", "4 = most human");
        }
        assertThat(html)
                .contains(
                        "Times: 1 min talking (30 s with each side in turn)",
                        "each judge talked 30 s with the left entity",
                        "(1 = least human, 2 = most human)");
    }

    /** 2003 rule 48 compares the winner with the confederates: none rated, so no "Silver Medal" at a mean of 1.50. */
    @Test
    void a2003DayWithNoConfederateRatedNamesTheWinnerButNoMedal() throws IOException {
        ContestHeader header = new ContestHeader(
                "Surrey rehearsal",
                RuleSet.LOEBNER_2003,
                List.of(
                        new HiddenEntity("E1", "Eliza", false),
                        new HiddenEntity("E2", "Sam", false),
                        new HiddenEntity("C1", "", true)),
                List.of(1, 2),
                List.of());
        try (VerdictLog.Writer log = VerdictLog.start(contestDir, header)) {
            VerdictIntake desk =
                    new VerdictIntake(header, log, List.of(), new ManualClock(Instant.parse("2003-10-18T10:00:00Z")));
            for (Object[] v :
                    new Object[][] {{1, 1, "E1", "1"}, {2, 2, "E1", "1"}, {1, 2, "E2", "1.5"}, {2, 1, "E2", "1.5"}}) {
                assertThat(desk.submit(
                                        (int) v[0],
                                        (int) v[1],
                                        "T" + v[1],
                                        new Verdict.Rating((String) v[2], new java.math.BigDecimal((String) v[3])))
                                .isOk())
                        .isTrue();
            }
        }

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", contestDir.toString());

        assertThat(run.out())
                .contains(
                        "Winner: E2 (Sam); medal undecided. The medal is not decided: J1's rating of C1 and J2's rating of C1 "
                                + "are missing; with them, C1 could rank above the winning entry or not: rule 48 cannot say Silver or Bronze\n");
        assertThat(run.out()).doesNotContain("Silver Medal", "US$25,000");
    }

    @Test
    void aFolderWithoutAVerdictLogIsReportedPlainly() {
        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", contestDir.toString());

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("there is no " + contestDir.resolve("verdicts.jsonl"));
    }

    /** The relay's way: every verdict through the desk, which checks it and forces it to disk. Then two lines it never wrote. */
    private void recordFinalFour() throws IOException {
        List<HiddenEntity> entities = new ArrayList<>();
        List.of("one", "two", "three", "four")
                .forEach(n -> entities.add(new HiddenEntity("E" + (entities.size() + 1), "Entry " + n, false)));
        List.of("one", "two", "three", "four")
                .forEach(n -> entities.add(new HiddenEntity("C" + (entities.size() - 3), "Confederate " + n, true)));
        ContestHeader header = new ContestHeader(
                "Loebner Prize 2009 (rehearsal)", RuleSet.LOEBNER_2009, entities, List.of(1, 2, 3, 4), List.of());
        ManualClock clock = new ManualClock(Instant.parse("2009-09-06T09:20:00Z"));
        try (VerdictLog.Writer log = VerdictLog.start(contestDir, header)) {
            VerdictIntake desk = new VerdictIntake(header, log, List.of(), clock);
            for (String line : PICKS.strip().split("\n")) {
                String[] f = line.split(" ");
                int round = Integer.parseInt(f[0]);
                clock.advance(Duration.ofMinutes(1));
                assertThat(desk.submit(round, Integer.parseInt(f[1]), "T" + f[1], new Verdict.Pick(f[2], f[3], f[4]))
                                .isOk())
                        .as(line)
                        .isTrue();
            }
            for (String line : RANKS.strip().split("\n")) {
                String[] f = line.split(" ");
                for (int i = 1; i < f.length; i += 2) {
                    assertThat(desk.submit(
                                            0,
                                            Integer.parseInt(f[0]),
                                            "T" + f[0],
                                            new Verdict.Rank(f[i], Integer.parseInt(f[i + 1])))
                                    .isOk())
                            .isTrue();
                }
            }
        }
        // a forbidden verdict written behind the desk's back, and a line cut off by a crash
        String forbidden = new VerdictEntry(clock.instant(), 0, 2, "T2", new Verdict.Rank("E3", 1)).toJson();
        Files.writeString(
                contestDir.resolve("verdicts.jsonl"),
                forbidden + "\n{\"type\":\"verdict\",\"time\":\"2009-09-06T",
                StandardOpenOption.APPEND);
    }
}
