package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.transcripts.rules.RuleSet;

/**
 * {@code bin/transcripts results} and {@code report} on 2006 and 2009 records written by hand from the rules' own
 * Final Four: a verdict the plan asked for and the log lacks names no winner while, given either way, it could change
 * who wins, through the column totals or through the tie-break.
 */
class PairedResultsTest {

    @TempDir
    Path dir;

    /**
     * Each judge's points for E1-E4 against the confederate the published matrix names; J1's split of E1 and C1
     * (round 1) is missing. E1 and E3 tie on 2; on the recorded ranks E1 (3 ranks) 13, E3 (4 ranks) 17. Had J1 given
     * E1 51 or more, E1 wins on 3; had J1 given it 5, its rank 8 makes it 21 against E3's 18.
     */
    @Test
    void a2006TieWhoseLeaderLacksASplitNamesNoWinner() throws IOException {
        allButJ1sFirstSplit(PairedRecords.finalFour(RuleSet.LOEBNER_2006, "Final Four 2006 (hand-written)"))
                .writeTo(dir);

        String out = results("results-2006-tie-missing-split.txt");

        assertThat(out).doesNotContain("Winner: E1");
        assertThat(report()).contains("Winner: undecided").doesNotContain("Winner: E1");
    }

    /**
     * The same Final Four with J1's split given (E1 30 to C1's 70): E1 and E3 tie on 2 and the rank totals decide. Item
     * a.: each of the Final Four gets a USD 250 stipend, and the winner's cash is the prize and the stipend.
     */
    @Test
    void a2006FinalFourPrizeIsTheCashWithTheStipendEachEntrantGets() throws IOException {
        allButJ1sFirstSplit(PairedRecords.finalFour(RuleSet.LOEBNER_2006, "Final Four 2006 (hand-written)")
                        .split(1, "E1", 30))
                .writeTo(dir);

        String out = results("results-2006-final-four-stipend.txt");

        assertThat(out).contains("$250");
        assertThat(report()).contains("$250");
    }

    /**
     * Every judge scores E1 and E3 above 51 against their confederates, E1 second and E3 fourth in J1's and J3's
     * eight scores, the other way round in J2's and J4's: tied on 4 and on rank totals of 12. "If two or more of the
     * tied Entries remain tied based upon rank order scoring, then victory will be decided by the results of the
     * Semi-final Judging": the day's Prelim Eight ranked E3 better (mean 1.67) than E1 (3.00).
     */
    @Test
    void a2006TieStillTiedOnRankTotalsIsDecidedByThePrelimEightsMeanRanks() throws IOException {
        Path prelim = dir.resolve("prelim").resolve("verdicts.jsonl");
        PairedRecords.prelimEight(
                prelim, new int[] {3, 4, 2, 1, 5, 6}, new int[] {3, 1, 2, 4, 6, 5}, new int[] {3, 2, 1, 4, 5, 6});
        tiedOnRankTotals().prelimAt("../prelim/verdicts.jsonl").writeTo(finalFolder());

        String out = results(finalFolder(), "results-2006-semi-final-decides.txt");

        assertThat(out).contains("so E3 wins");
        assertThat(report(finalFolder())).contains("Winner: E3");
    }

    /** The same tie, the header naming a Prelim Eight record that is not there: said, and no winner named. */
    @Test
    void a2006TieWhosePrelimRecordCannotBeReadNamesNoWinner() throws IOException {
        tiedOnRankTotals().prelimAt("../prelim/verdicts.jsonl").writeTo(finalFolder());

        String out = results(finalFolder(), "results-2006-semi-final-unread.txt");

        assertThat(out).contains("Winner: undecided");
        assertThat(report(finalFolder())).contains("Winner: undecided");
    }

    /**
     * The same tie; J3's ranks of E3 and E6 are missing from the Prelim Eight, leaving 1 and 6 unused: with a 1 E3 is ahead of E1 (1.67 against 3.00),
     * with a 6 behind it (3.33), so the semi-final cannot say and no winner is named.
     */
    @Test
    void a2006TieOnAPrelimRankThatIsMissingNamesNoWinner() throws IOException {
        Path prelim = dir.resolve("prelim").resolve("verdicts.jsonl");
        PairedRecords.prelimEight(
                prelim, new int[] {3, 4, 2, 1, 5, 6}, new int[] {3, 1, 2, 4, 6, 5}, new int[] {3, 2, 0, 4, 5, 0});
        tiedOnRankTotals().prelimAt("../prelim/verdicts.jsonl").writeTo(finalFolder());

        String out = results(finalFolder(), "results-2006-semi-final-rank-missing.txt");

        assertThat(out).contains("Winner: undecided").doesNotContain("so E3 wins");
        assertThat(report(finalFolder())).contains("Winner: undecided");
    }

    /** The final Four of the tests above: E1 and E3 tied on a column total of 4 and on rank totals of 12. */
    private static PairedRecords tiedOnRankTotals() {
        return PairedRecords.finalFour(RuleSet.LOEBNER_2006, "Final Four 2006 (hand-written)")
                .split(1, "E1", 81)
                .split(1, "E3", 72)
                .split(1, "E2", 23)
                .split(1, "E4", 14)
                .split(2, "E3", 81)
                .split(2, "E1", 72)
                .split(2, "E2", 23)
                .split(2, "E4", 14)
                .split(3, "E1", 81)
                .split(3, "E3", 72)
                .split(3, "E2", 23)
                .split(3, "E4", 14)
                .split(4, "E3", 81)
                .split(4, "E1", 72)
                .split(4, "E2", 23)
                .split(4, "E4", 14);
    }

    private Path finalFolder() throws IOException {
        return Files.createDirectories(dir.resolve("final"));
    }

    /** J1's pick between E1 and C1 is missing: E1 and E2 tie on 1 and E2 takes the tie-break, but that pick alone could make E1 win on 2. */
    @Test
    void a2009TiedLeadersMissingPickNamesNoWinner() throws IOException {
        PairedRecords.twoByTwo(RuleSet.LOEBNER_2009, "Two judges 2009 (hand-written)")
                .pick(2, "E2", "E2")
                .pick(1, "E2", "C2")
                .pick(2, "E1", "E1")
                .rank(1, "E2", 1)
                .rank(2, "C2", 1)
                .rank(2, "C1", 2)
                .writeTo(dir);

        String out = results("results-2009-tie-missing-pick.txt");

        assertThat(out).doesNotContain("Winner: E2");
        assertThat(report()).contains("Winner: undecided").doesNotContain("Winner: E2");
    }

    /** Every pick for the confederate, so E1 and E2 tie on 0; J2's ranks are missing, and 1 for E1, 2 for E2 ties the means. */
    @Test
    void a2009TieBreakOnMissingRanksNamesNoWinner() throws IOException {
        PairedRecords.twoByTwo(RuleSet.LOEBNER_2009, "Two judges 2009 (hand-written)")
                .pick(1, "E1", "C1")
                .pick(2, "E2", "C2")
                .pick(1, "E2", "C2")
                .pick(2, "E1", "C1")
                .rank(1, "E1", 2)
                .rank(1, "E2", 1)
                .writeTo(dir);

        String out = results("results-2009-tie-missing-ranks.txt");

        assertThat(out).doesNotContain("so E1 wins");
        assertThat(report()).contains("Winner: undecided").doesNotContain("Winner: E1");
    }

    private String results(String golden) throws IOException {
        return results(dir, golden);
    }

    private String results(Path folder, String golden) throws IOException {
        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", folder.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Goldens.assertMatches(golden, run.out());
        return run.out();
    }

    /** The report's results page. */
    private String report() throws IOException {
        return report(dir);
    }

    private String report(Path folder) throws IOException {
        Path site = dir.resolve("site");
        CommandRun run = CommandRun.of(
                new TranscriptsMain(), "report", folder.toString(), "--out", site.toString(), "--zone", "UTC");
        assertThat(run.exit()).as(run.err()).isZero();
        return Files.readString(site.resolve("results.html"));
    }

    /** The published Final Four's splits, each judge's points for E1-E4 against its confederate, but J1's for E1. */
    private static PairedRecords allButJ1sFirstSplit(PairedRecords records) {
        return records.split(1, "E2", 40)
                .split(1, "E3", 65)
                .split(1, "E4", 10)
                .split(2, "E1", 52)
                .split(2, "E2", 30)
                .split(2, "E3", 45)
                .split(2, "E4", 42)
                .split(3, "E1", 70)
                .split(3, "E2", 35)
                .split(3, "E3", 55)
                .split(3, "E4", 25)
                .split(4, "E1", 35)
                .split(4, "E2", 15)
                .split(4, "E3", 45)
                .split(4, "E4", 40);
    }
}
