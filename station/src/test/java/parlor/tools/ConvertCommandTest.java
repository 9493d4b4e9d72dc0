package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import picocli.CommandLine;

/** {@code bin/transcripts convert} as users call it, on a real 2012 log. */
class ConvertCommandTest {

    private static final Path LOG =
            Path.of("..", "..", "shared", "corpus", "loebner-2012", "logfile.b-wilcox-angela.2012-05-15--13-50-14.log");

    @TempDir
    Path out;

    private static Path log() {
        if (System.getenv("CI") == null) {
            assumeTrue(Files.exists(LOG), "the shared corpus is not beside this checkout");
        }
        return LOG;
    }

    @Test
    void aRealLogBecomesTheGoldenPublicationPage() throws IOException {
        int exit = run("convert", "--to", "html", "--zone", "Europe/London", "--out", out.toString(), log().toString());

        assertThat(exit).isZero();
        String page = Files.readString(out.resolve("logfile.b-wilcox-angela.2012-05-15--13-50-14.html"));
        Goldens.assertMatches("2012-13-50-14.html", page);
        assertThat(page).doesNotContain("<script", "http://", "https://");
    }

    @Test
    void blindModeNamesNobody() throws IOException {
        run("convert", "--to", "html", "--blind", "--out", out.toString(), log().toString());

        String page = Files.readString(out.resolve("logfile.b-wilcox-angela.2012-05-15--13-50-14.html"));
        assertThat(page)
                .contains("<h2>Round 2: Entity A</h2>", "<h2>Round 2: Entity B</h2>")
                .doesNotContain(">b-wilcox-angela<", "confederate", "(left)", "Left =program");
    }

    @Test
    void eachConversationBecomesItsOwn1996FileAndJsonLine() throws IOException {
        assertThat(run("convert", "--to", "1996", "--zone", "Europe/London", "--out", out.toString(), log().toString()))
                .isZero();
        assertThat(run("convert", "--to", "json", "--out", out.toString(), log().toString()))
                .isZero();

        assertThat(Files.readString(out.resolve("logfile.b-wilcox-angela.2012-05-15--13-50-14-left.TXT")))
                .contains("JUDGE01[13:53:35]Hi, how are you?\r\nPROGRAM[13:53:42]Hello.\r\n");
        assertThat(Files.readString(out.resolve("logfile.b-wilcox-angela.2012-05-15--13-50-14-right.json")))
                .startsWith(
                        "{\"source\":\"logfile.b-wilcox-angela.2012-05-15--13-50-14.log\",\"conversation\":\"right\",\"hidden\":\"confederate\"");
    }

    @Test
    void twelveRecordsOfFourEntitiesWithTheSameNamesBecomeTwelveFilesEachWithItsOwnConversation() throws IOException {
        List<String> inputs = twelveRecords();

        for (String format : List.of("html", "json", "1996")) {
            Path site = out.resolve("site-" + format);
            CommandRun run = convert(site, inputs, "--to", format);

            assertThat(run.exit()).as(run.err()).isZero();
            String extension = format.equals("1996") ? ".TXT" : "." + format;
            for (String entity : ENTITIES) {
                for (int n = 1; n <= 3; n++) {
                    assertThat(Files.readString(site.resolve(entity + "-LP26-0" + n + extension)))
                            .as(format)
                            .contains(said(entity, n))
                            .doesNotContain(said(entity, n % 3 + 1));
                }
            }
            try (var written = Files.list(site)) {
                assertThat(written.map(f -> f.getFileName().toString())
                                .filter(f -> f.endsWith(extension) && !f.equals("index.html")))
                        .hasSize(12);
            }
        }
        String index = Files.readString(out.resolve("site-html/index.html"));
        assertThat(index.split("<a href=")).hasSize(13);
        assertThat(index).contains("<a href=\"C1-LP26-01.html\">C1-LP26-01.html</a>", "transcripts/E2/LP26-03.keys");
    }

    @Test
    void aFileAlreadyThereIsLeftAloneUnlessItIsTheSameOrReplaceIsAsked() throws IOException {
        List<String> inputs = twelveRecords();
        Path site = out.resolve("site");
        convert(site, inputs, "--to", "html");
        Path page = site.resolve("E1-LP26-02.html");
        Files.writeString(page, "the organiser's own notes");

        CommandRun again = convert(site, inputs, "--to", "html");
        CommandRun replaced = convert(site, inputs, "--to", "html", "--replace");

        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err())
                .contains(
                        "unchanged " + site.resolve("C1-LP26-01.html"),
                        "convert: " + inputs.get(7) + ": not written: " + page
                                + " already exists and differs (kept; move it away, or convert with --replace)");
        assertThat(replaced.exit()).isZero();
        assertThat(replaced.err()).contains("wrote " + page);
        assertThat(Files.readString(page)).contains(said("E1", 2));
    }

    @Test
    void twoRecordsThatWouldStillShareANameAreSaidAndTheFirstIsKept() throws IOException {
        List<String> inputs = new ArrayList<>(twelveRecords());
        Path lookalike = out.resolve("elsewhere/E1-LP26-01.keys");
        Files.createDirectories(lookalike.getParent());
        Files.copy(out.resolve("transcripts/E2/LP26-01.keys"), lookalike);
        inputs.add(lookalike.toString());
        Path site = out.resolve("site");

        CommandRun run = convert(site, inputs, "--to", "json");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err())
                .contains("convert: " + lookalike + ": not written: " + site.resolve("E1-LP26-01.json")
                        + " was just written from " + inputs.get(6) + ", and this record's name is the same");
        assertThat(Files.readString(site.resolve("E1-LP26-01.json"))).contains(said("E1", 1));
    }

    @Test
    void blindPagesOfTheSameNameAreToldApartWithoutNamingTheirFolders() throws IOException {
        Path site = out.resolve("site");

        assertThat(convert(site, twelveRecords(), "--to", "html", "--blind").exit())
                .isZero();

        try (var written = Files.list(site)) {
            assertThat(written.map(f -> f.getFileName().toString()).filter(f -> !f.equals("index.html")))
                    .hasSize(12)
                    .allMatch(name -> name.matches("LP26-0[1-3]-[0-9a-f]{8}\\.html"));
        }
        assertThat(Files.readString(site.resolve("index.html"))).doesNotContain("transcripts/", "E1", "C1", "Eliza");
    }

    private static final List<String> ENTITIES = List.of("C1", "C2", "E1", "E2");

    /** What the judge typed in entity's record number n: each record's own conversation. */
    private static String said(String entity, int n) {
        return "I am talking to " + entity + " for time " + n;
    }

    /** LP26-01..03 in each of four entity folders, as the shell lists transcripts/{@literal *}/{@literal *}.keys. */
    private List<String> twelveRecords() throws IOException {
        List<String> inputs = new ArrayList<>();
        for (String entity : ENTITIES) {
            for (int n = 1; n <= 3; n++) {
                TypedRecords.write(
                        out.resolve("transcripts"), entity + "/LP26-0" + n, said(entity, n) + "\r\r", "time up");
                inputs.add(out.resolve("transcripts/" + entity + "/LP26-0" + n + ".keys")
                        .toString());
            }
        }
        return inputs;
    }

    private static CommandRun convert(Path site, List<String> inputs, String... options) {
        List<String> args = new ArrayList<>(List.of("convert", "--out", site.toString()));
        args.addAll(List.of(options));
        args.addAll(inputs);
        return CommandRun.of(new TranscriptsMain(), args.toArray(String[]::new));
    }

    @Test
    void statsTellsTheJudgesTypingFromTheHiddenSides() {
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        java.io.PrintStream original = System.out;
        System.setOut(new java.io.PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            assertThat(run("stats", log().toString())).isZero();
        } finally {
            System.setOut(original);
        }
        String table = captured.toString(StandardCharsets.UTF_8);

        List<String> lines = table.lines().toList();
        assertThat(lines).hasSize(8);
        assertThat(lines.get(1))
                .startsWith("logfile.b-wilcox-angela.2012-05-15--13-50-14.log left")
                .contains(" 4 ");
        assertThat(lines.get(3)).startsWith("all 2 conversations");
        assertThat(lines.get(5)).startsWith("replies on the judge's screen");
        assertThat(lines.get(7))
                .as("per entity: when its replies' first and last characters reached the judge")
                .isEqualTo("b-wilcox-angela                2       5.0       6.1       7.9      10.4");
    }

    @Test
    void anUnknownFormatOrTargetIsRefusedPlainly() throws IOException {
        Path junk = Files.writeString(out.resolve("notes.txt"), "shopping: eggs, milk\n");

        assertThat(run("convert", "--to", "pdf", junk.toString())).isEqualTo(2);
        assertThat(run("convert", "--to", "1996", junk.toString())).isEqualTo(1);
    }

    private static int run(String... args) {
        return new CommandLine(new TranscriptsMain()).execute(args);
    }
}
