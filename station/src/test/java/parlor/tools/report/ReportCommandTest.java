package parlor.tools.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.tools.TranscriptsMain;

/** {@code bin/transcripts report} as an organiser runs it, on the recorded 2009 day and the 1996 rehearsal. */
class ReportCommandTest {

    static final Path DAY_2009 = Path.of("src", "test", "resources", "days", "loebner-2009");
    static final Path DAY_1996 = Path.of("src", "test", "resources", "days", "loebner-1996-rehearsal");
    private static final Pattern ROW = Pattern.compile(
            "<tr><td>([^<]*)</td><td>J(\\d+)</td><td>(T\\d)</td><td>([^<]*)</td>"
                    + "<td>([^<]*)</td><td class=\"n\">\\d+</td><td class=\"n\">[\\d.]+</td><td class=\"link\"><a href=\"([^\"]+)\">");

    @TempDir
    Path temp;

    @Test
    void theIndexListsEachConversationOfThe2009DayInItsRoundAndSideAndLeavesOutReviewsAndDesks() throws IOException {
        Path site = temp.resolve("site");
        CommandRun run = report(DAY_2009, site);

        assertThat(run.exit()).as(run.err()).isZero();
        String index = Files.readString(site.resolve("index.html"));
        List<String> rows = rows(index);
        assertThat(rows)
                .hasSize(16)
                .contains(
                        "1 J1 T1 left C1 (Joan) round-1-T1-left.html",
                        "1 J1 T1 right E1 (Eliza) round-1-T1-right.html",
                        "3 J3 T3 left E1 (Eliza) round-3-T3-left.html",
                        "4 J4 T4 right C1 (Joan) round-4-T4-right.html");
        assertThat(index)
                .contains(
                        "Left out, as not conversations of the day: .desk-D1/: 4 record(s)",
                        "verdicts/: 8 record(s), the judges' verdict reviews")
                .doesNotContain("<script", "http://", "https://", "What could not be read");
        assertThat(Files.readString(site.resolve("round-1-T1-right.html")))
                .contains("<h1>Round 1, T1, right: E1 (Eliza)</h1>", "Hi. How are you feeling today?");
        assertThat(Files.readString(site.resolve("results.html"))).contains("Winner: E1 (Eliza)");
    }

    @Test
    void printingTheIndexHoldsEveryConversationEachFromANewPage() throws IOException {
        Path site = temp.resolve("site");
        report(DAY_2009, site);

        String index = Files.readString(site.resolve("index.html"));
        String bundle = index.substring(index.indexOf("<div class=\"bundle\">"));
        assertThat(bundle.split("<section>", -1))
                .as("16 conversations after the bundle's start")
                .hasSize(17);
        assertThat(index)
                .contains(
                        "@media screen{.bundle{display:none}}",
                        ".bundle section{break-before:page}",
                        ".chrome,.talks .link{display:none}");
    }

    @Test
    void blindNoFileNamesAnEntityOrTellsAPersonFromAProgram() throws IOException {
        Path site = temp.resolve("site");
        CommandRun run = CommandRun.of(
                new TranscriptsMain(),
                "report",
                DAY_2009.toString(),
                "--out",
                site.toString(),
                "--blind",
                "--zone",
                "UTC");

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> names;
        try (Stream<Path> files = Files.list(site)) {
            names = files.map(f -> f.getFileName().toString()).sorted().toList();
        }
        assertThat(names)
                .hasSize(17)
                .doesNotContain("results.html")
                .allMatch(n -> n.matches("index.html|round-\\d-T\\d-(left|right).html"));
        for (String name : names) {
            assertThat(Files.readString(site.resolve(name)))
                    .as(name)
                    .doesNotContain(
                            "Eliza",
                            "Joan",
                            "(Ray)",
                            "(Sam)",
                            "E1",
                            "E2",
                            "C1",
                            "C2",
                            "fill=\"#1f4e79\"",
                            "fill=\"#b35c1e\"",
                            "human confederate",
                            "computer entry");
        }
        String index = Files.readString(site.resolve("index.html"));
        assertThat(rows(index)).allMatch(row -> row.matches("\\d J\\d T\\d (left|right) Entity [A-D] .*"));
        assertThat(index).contains("Blind: the hidden sides are lettered");
    }

    @Test
    void aDayWithoutItsVerdictLogIsStillListedWholeSayingWhatIsMissing() throws IOException {
        Path day = copy(DAY_2009);
        Files.delete(day.resolve("verdicts.jsonl"));
        Path site = temp.resolve("site");

        CommandRun run = report(day, site);

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("report: " + day + "/verdicts.jsonl is missing: no plan of rounds");
        String index = Files.readString(site.resolve("index.html"));
        assertThat(rows(index)).hasSize(16).allMatch(row -> row.startsWith("? "));
        assertThat(index).contains("What could not be read", "verdicts.jsonl is missing");
        assertThat(site.resolve("unplaced-E1-LP26-01.html")).exists();
        assertThat(site.resolve("results.html")).doesNotExist();
    }

    @Test
    void aDamagedVerdictLineAndAnUnreadableRecordAreNamedAndTheRestIsReported() throws IOException {
        Path day = copy(DAY_2009);
        List<String> lines = new ArrayList<>(Files.readAllLines(day.resolve("verdicts.jsonl")));
        lines.set(4, lines.get(4).substring(0, 30));
        Files.write(day.resolve("verdicts.jsonl"), lines);
        Files.writeString(day.resolve("E1").resolve("LP26-09.keys"), "not a record\n");
        Path site = temp.resolve("site");

        CommandRun run = report(day, site);

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err())
                .contains("report: " + day + "/verdicts.jsonl:5: ", "report: " + day + "/E1/LP26-09.keys: ");
        String index = Files.readString(site.resolve("index.html"));
        assertThat(rows(index)).hasSize(16);
        assertThat(index).contains("<li>verdicts.jsonl:5: ", "<li>E1/LP26-09.keys: ");
        assertThat(Files.readString(site.resolve("results.html"))).contains("Skipped lines", "verdicts.jsonl:5");
    }

    @Test
    void aDifferentFileAlreadyThereIsKeptUnlessReplaced() throws IOException {
        Path site = temp.resolve("site");
        Files.createDirectories(site);
        Files.writeString(site.resolve("index.html"), "someone's own page");

        CommandRun kept = report(DAY_2009, site);

        assertThat(kept.exit()).isEqualTo(1);
        assertThat(kept.err()).contains("already exists and differs (kept; move it away, or report with --replace)");
        assertThat(site.resolve("index.html")).hasContent("someone's own page");
        assertThat(site.resolve("round-1-T1-left.html")).exists();

        CommandRun replaced = CommandRun.of(
                new TranscriptsMain(),
                "report",
                DAY_2009.toString(),
                "--out",
                site.toString(),
                "--zone",
                "UTC",
                "--replace");
        assertThat(replaced.exit()).as(replaced.err()).isZero();
        assertThat(Files.readString(site.resolve("index.html"))).contains("<h2 id=\"conversations\">");
    }

    @Test
    void aDayUnderThe1996RulesListsItsConversationsOneAtATerminalWithTheirRatings() throws IOException {
        Path site = temp.resolve("site");
        CommandRun run = report(DAY_1996, site);

        assertThat(run.exit()).as(run.err()).isZero();
        String index = Files.readString(site.resolve("index.html"));
        assertThat(rows(index))
                .containsExactly(
                        "1 J1 T1 - E1 round-1-T1.html",
                        "1 J2 T2 - E2 round-1-T2.html",
                        "2 J1 T1 - E2 round-2-T1.html",
                        "2 J2 T2 - C1 round-2-T2.html",
                        "3 J1 T1 - C1 round-3-T1.html",
                        "3 J2 T2 - E1 round-3-T2.html");
        assertThat(index).contains("Each judge's verdicts, by round", ">E1 3/10<", ">C1 9/10<");
    }

    private CommandRun report(Path day, Path site) {
        return CommandRun.of(
                new TranscriptsMain(), "report", day.toString(), "--out", site.toString(), "--zone", "UTC");
    }

    /** The index's rows as round, judge, terminal, side, entity and page. */
    static List<String> rows(String index) {
        return ROW.matcher(index)
                .results()
                .map(m -> m.group(1) + " J" + m.group(2) + " " + m.group(3) + " " + m.group(4) + " " + m.group(5) + " "
                        + m.group(6))
                .toList();
    }

    private Path copy(Path day) throws IOException {
        Path copy = temp.resolve("day");
        try (Stream<Path> all = Files.walk(day)) {
            for (Path from : all.toList()) {
                Path to = copy.resolve(day.relativize(from).toString());
                if (Files.isDirectory(from)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return copy;
    }
}
