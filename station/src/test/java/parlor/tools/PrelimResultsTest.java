package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.relay.testing.ManualClock;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Stage;
import parlor.transcripts.rules.Timing;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictIntake;
import parlor.transcripts.rules.VerdictLog;

/** {@code bin/transcripts results} on a selection stage's record: the mean ranks, who goes forward, and what the record leaves open. */
class PrelimResultsTest {

    private static final List<String> NAMES = List.of("Alice", "Brian", "Cleo", "Dora", "Eliza", "Fred");

    /**
     * Each judge's ranks of E1-E6, best first (0: no rank given). J3's review ended before it ranked E4 and E5, leaving
     * ranks 3 and 5: E4 and E5 each end at 4.00 or 4.67, so the fourth place in the Final Four depends on them.
     */
    private static final int[][] RANKS = {{1, 2, 3, 4, 5, 6}, {2, 1, 3, 5, 4, 6}, {1, 2, 4, 0, 0, 6}};

    @TempDir
    Path contestDir;

    @Test
    void aPrelimEightRecordGivesTheMeanRanksTheFinalFourAndTheOpenPlace() throws IOException {
        recordPrelimEight();

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", contestDir.toString());

        assertThat(run.exit()).isZero();
        Goldens.assertMatches("results-2006-prelim-eight.txt", run.out());
        assertThat(Files.readString(contestDir.resolve("results.html")))
                .contains("The Final Four: E1 (Alice), E2 (Brian), E3 (Cleo)", "mean rank 1.33 (1 = best)")
                .doesNotContain("Winner");
    }

    /** Through the verdict intake, as the relay records a prelim day of three judges who each meet all six entries; then a line it never wrote. */
    private void recordPrelimEight() throws IOException {
        List<HiddenEntity> entries = IntStream.range(0, 6)
                .mapToObj(e -> new HiddenEntity("E" + (e + 1), NAMES.get(e), false))
                .toList();
        List<PlannedRound> plan = IntStream.rangeClosed(1, 6)
                .mapToObj(r -> new PlannedRound(
                        r,
                        IntStream.rangeClosed(1, 3)
                                .mapToObj(j -> new PlannedRound.Seat(j, "T" + j, List.of("E" + ((r + j - 2) % 6 + 1))))
                                .toList()))
                .toList();
        Timing day = RuleSet.LOEBNER_2006
                .timing()
                .overriddenBy(
                        Optional.of(Duration.ofMinutes(10)),
                        Optional.of(Duration.ofMinutes(20)),
                        Optional.of(Duration.ofMinutes(2)));
        ContestHeader header = new ContestHeader(
                "Prelim Eight 2006 (rehearsal)",
                RuleSet.LOEBNER_2006,
                entries,
                List.of(1, 2, 3),
                plan,
                Optional.of(new Timing(
                        day.talk(),
                        Optional.empty(),
                        day.review(),
                        Timing.ReviewAt.END_OF_CONTEST,
                        day.breakBetween())),
                Stage.PRELIM);
        ManualClock clock = new ManualClock(Instant.parse("2006-07-20T15:00:00Z"));
        try (VerdictLog.Writer log = VerdictLog.start(contestDir, header)) {
            VerdictIntake desk = new VerdictIntake(header, log, List.of(), clock);
            for (int j = 0; j < RANKS.length; j++) {
                for (int e = 0; e < RANKS[j].length; e++) {
                    if (RANKS[j][e] > 0) {
                        clock.advance(Duration.ofSeconds(20));
                        assertThat(desk.submit(0, j + 1, "T" + (j + 1), new Verdict.Rank("E" + (e + 1), RANKS[j][e]))
                                        .isOk())
                                .isTrue();
                    }
                }
            }
        }
        // J3 ranking E4 with a rank it has used, behind the desk's back: refused, so E4 and E5 stay open
        Files.writeString(
                contestDir.resolve("verdicts.jsonl"),
                new VerdictEntry(clock.instant(), 0, 3, "T3", new Verdict.Rank("E4", 1)).toJson() + "\n",
                StandardOpenOption.APPEND);
    }
}
