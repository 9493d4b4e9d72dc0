package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;

/**
 * {@code bin/transcripts results} and {@code report} on 1996 and 2003 records written by hand from the rules' own texts:
 * what the ratings decide, and what a missing rating or a rating of 0 leaves open.
 */
class RatingResultsTest {

    private static final String ENTITIES = "\"entities\":[{\"id\":\"E1\",\"name\":\"Eliza\",\"human\":false},"
            + "{\"id\":\"E2\",\"name\":\"Sam\",\"human\":false},{\"id\":\"C1\",\"name\":\"\",\"human\":true}";

    /** E1 entered by the organisers (2003 rule 13), E2 by its own entrant, and a confederate. */
    private static final String ORGANISERS_E1 = "\"entities\":[{\"id\":\"E1\",\"name\":\"Eliza\",\"human\":false,"
            + "\"organisers\":true},{\"id\":\"E2\",\"name\":\"Sam\",\"human\":false},"
            + "{\"id\":\"C1\",\"name\":\"\",\"human\":true}";

    @TempDir
    Path dir;

    /** C1 7.00 over three ratings; C2 6 and 7 with J3's missing: a 10 makes C2 7.67, so no Most Human Human yet. */
    @Test
    void a1996MostHumanHumanIsNotNamedWhileAMissingRatingCouldChangeWhoItIs() throws IOException {
        record(
                "{\"type\":\"contest\",\"name\":\"Most Human Human\",\"rules\":\"loebner-1996\"," + ENTITIES
                        + ",{\"id\":\"C2\",\"name\":\"\",\"human\":true}],\"judges\":[1,2,3]}",
                ratings("humanness", "E1 5 6 7", "E2 2 3 4", "C1 7 7 7", "C2 6 7 -"));

        String results = results();

        Goldens.assertMatches("results-1996-most-human-human-missing.txt", results);
        Goldens.assertMatches("report-1996-most-human-human-missing.txt", reportOutcome());
    }

    /**
     * Rule 46's 0 is "Partner not accessible, or severe system malfunction", not a rating of how human: C1 at 5, 5, 5, 5
     * and 0 is rated 5.00, above E1's 4.00, and E1 takes Bronze, not Silver "on an equal mean".
     */
    @Test
    void a2003RatingOf0IsKeptApartFromTheMeanAndListedWithItsTerminal() throws IOException {
        record(
                "{\"type\":\"contest\",\"name\":\"Surrey final\",\"rules\":\"loebner-2003\"," + ENTITIES
                        + "],\"judges\":[1,2,3,4,5]}",
                ratings("rating", "E1 4 4 4 4 4", "E2 2 2 2 2 2", "C1 5 5 5 5 0"));

        String results = results();

        Goldens.assertMatches("results-2003-rating-of-0.txt", results);
        Goldens.assertMatches("report-2003-rating-of-0.txt", reportOutcome());
    }

    /**
     * 2003 rule 59: "If the winning Entry is disqualified the appropriate Medal and Award will be awarded to the Entry
     * placed second": E1 (4.40) disqualified, E2 (3.00) wins, with Bronze since C1 (4.00) ranks above it.
     */
    @Test
    void a2003WinnerDisqualifiedAtTheConsoleGivesThePlaceToTheEntryPlacedSecond() throws IOException {
        record(
                "{\"type\":\"contest\",\"name\":\"Surrey final\",\"rules\":\"loebner-2003\"," + ENTITIES
                        + "],\"judges\":[1,2,3,4,5]}",
                ratings("rating", "E1 4 4 5 4 5", "E2 3 3 3 3 3", "C1 4 4 4 4 4")
                        + "{\"type\":\"disqualification\",\"time\":\"2003-10-18T13:00:00Z\",\"entity\":\"E1\","
                        + "\"reason\":\"rule 38: its replies differ only marginally from E3's\"}\n");

        Goldens.assertMatches("results-2003-winner-disqualified.txt", results());
        Goldens.assertMatches("report-2003-winner-disqualified.txt", reportOutcome());
    }

    /**
     * 2003 rule 60: E1 (Eliza) is an open-source entry the organisers entered (rule 13, {@code "organisers":true} in the
     * header); it ranks first (4.40) with C1 (5.00) above it, so it wins the Bronze but not the Silver: no medal is
     * awarded and the prize money goes to next year's.
     */
    @Test
    void a2003OrganisersEntryWinningBronzeGetsNoMedalAndTheMoneyCarriesOver() throws IOException {
        record(
                "{\"type\":\"contest\",\"name\":\"Surrey final\",\"rules\":\"loebner-2003\"," + ORGANISERS_E1
                        + "],\"judges\":[1,2,3,4,5]}",
                ratings("rating", "E1 4 4 5 4 5", "E2 3 3 3 3 3", "C1 5 5 5 5 5"));

        Goldens.assertMatches("results-2003-organisers-bronze.txt", results());
        Goldens.assertMatches("report-2003-organisers-bronze.txt", reportOutcome());
    }

    /** 2003 rule 61: the organisers' entry E1 (4.40) with no confederate above it (C1 4.00) wins Silver, for its developers. */
    @Test
    void a2003OrganisersEntryWinningSilverGetsItForTheBodyThatDevelopedIt() throws IOException {
        record(
                "{\"type\":\"contest\",\"name\":\"Surrey final\",\"rules\":\"loebner-2003\"," + ORGANISERS_E1
                        + "],\"judges\":[1,2,3,4,5]}",
                ratings("rating", "E1 4 4 5 4 5", "E2 3 3 3 3 3", "C1 4 4 4 4 4"));

        Goldens.assertMatches("results-2003-organisers-silver.txt", results());
        Goldens.assertMatches("report-2003-organisers-silver.txt", reportOutcome());
    }

    /**
     * Rules 59 and 60 together: E1 (4.40) is disqualified, so the Bronze goes to the entry placed second (rule 59), E2
     * (3.00); E2 is the organisers' own open-source entry, so no medal is awarded after all (rule 60).
     */
    @Test
    void a2003DisqualifiedWinnerFollowedByTheOrganisersEntryAwardsNoMedal() throws IOException {
        record(
                "{\"type\":\"contest\",\"name\":\"Surrey final\",\"rules\":\"loebner-2003\","
                        + "\"entities\":[{\"id\":\"E1\",\"name\":\"Eliza\",\"human\":false},"
                        + "{\"id\":\"E2\",\"name\":\"Sam\",\"human\":false,\"organisers\":true},"
                        + "{\"id\":\"C1\",\"name\":\"\",\"human\":true}],\"judges\":[1,2,3,4,5]}",
                ratings("rating", "E1 4 4 5 4 5", "E2 3 3 3 3 3", "C1 4 4 4 4 4")
                        + "{\"type\":\"disqualification\",\"time\":\"2003-10-18T13:00:00Z\",\"entity\":\"E1\","
                        + "\"reason\":\"rule 38: its replies differ only marginally from E3's\"}\n");

        Goldens.assertMatches("results-2003-disqualified-then-organisers.txt", results());
        Goldens.assertMatches("report-2003-disqualified-then-organisers.txt", reportOutcome());
    }

    /** The 1996 rules have no rule on disqualification: a disqualified winner leaves none named. */
    @Test
    void a1996WinnerDisqualifiedLeavesNoWinnerNamed() throws IOException {
        record(
                "{\"type\":\"contest\",\"name\":\"New York\",\"rules\":\"loebner-1996\"," + ENTITIES
                        + "],\"judges\":[1,2]}",
                ratings("humanness", "E1 6 7", "E2 3 4", "C1 9 9")
                        + "{\"type\":\"disqualification\",\"time\":\"1996-04-16T17:00:00Z\",\"entity\":\"E1\","
                        + "\"reason\":\"a person typed its replies\"}\n");

        String results = results();

        assertThat(results)
                .contains(
                        "Winner: undecided. E1 would win, but is disqualified: the loebner-1996 rules do not say who then "
                                + "takes its place, so no winner is named (the organisers decide)\n",
                        "E1      1996-04-16T17:00:00Z  a person typed its replies\n")
                .doesNotContain("Bronze Medal and $2,000");
    }

    private String results() {
        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", dir.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        return run.out();
    }

    /** The report's results page from its headline to the tie-breaks, one line each: where it names the winner. */
    private String reportOutcome() throws IOException {
        Path site = dir.resolve("site");
        CommandRun run = CommandRun.of(
                new TranscriptsMain(), "report", dir.toString(), "--out", site.toString(), "--zone", "UTC");
        assertThat(site.resolve("results.html")).as(run.err()).exists();
        String page = Files.readString(site.resolve("results.html"));
        return page.substring(page.indexOf("<p class=\"headline\">"), page.indexOf("<h3>Tie-breaks applied</h3>"))
                .replaceAll("<svg[\\s\\S]*</svg>\n", "");
    }

    /** "E1 5 6 7": the entity's rating by judge 1, 2, 3 ("-": none), each judge at the terminal of their number. */
    private static String ratings(String form, String... rows) {
        StringBuilder lines = new StringBuilder();
        int minute = 0;
        for (String row : rows) {
            String[] words = row.split(" ");
            for (int judge = 1; judge < words.length; judge++) {
                if (words[judge].equals("-")) {
                    continue;
                }
                lines.append(String.format(
                        "{\"type\":\"verdict\",\"time\":\"2003-10-18T11:%02d:00Z\",\"round\":%d,\"judge\":%d,"
                                + "\"terminal\":\"T%d\",\"form\":\"%s\",\"entity\":\"%s\",\"rating\":%s}%n",
                        minute++, judge, judge, judge, form, words[0], words[judge]));
            }
        }
        return lines.toString();
    }

    private void record(String header, String verdicts) throws IOException {
        Files.writeString(dir.resolve("verdicts.jsonl"), header + "\n" + verdicts);
    }
}
