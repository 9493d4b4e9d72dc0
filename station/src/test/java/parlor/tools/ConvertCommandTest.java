package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code bin/transcripts convert} as users call it, on a real 2012 log. */
class ConvertCommandTest {

    private static final Path LOG = Path.of("..", "..", "shared", "corpus", "loebner-2012", "logfile.b-wilcox-angela.2012-05-15--13-50-14.log");

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
        assertThat(page).contains("<h2>Round 2: Entity A</h2>", "<h2>Round 2: Entity B</h2>").doesNotContain(">b-wilcox-angela<", "confederate", "(left)", "Left =program");
    }

    @Test
    void eachConversationBecomesItsOwn1996FileAndJsonLine() throws IOException {
        assertThat(run("convert", "--to", "1996", "--zone", "Europe/London", "--out", out.toString(), log().toString())).isZero();
        assertThat(run("convert", "--to", "json", "--out", out.toString(), log().toString())).isZero();

        assertThat(Files.readString(out.resolve("logfile.b-wilcox-angela.2012-05-15--13-50-14-left.TXT")))
            .contains("JUDGE01[13:53:35]Hi, how are you?\r\nPROGRAM[13:53:42]Hello.\r\n");
        assertThat(Files.readString(out.resolve("logfile.b-wilcox-angela.2012-05-15--13-50-14-right.json")))
            .startsWith("{\"source\":\"logfile.b-wilcox-angela.2012-05-15--13-50-14.log\",\"conversation\":\"right\",\"hidden\":\"confederate\"");
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

        assertThat(table.lines()).hasSize(4);
        assertThat(table.lines().toList().get(1)).startsWith("logfile.b-wilcox-angela.2012-05-15--13-50-14.log left").contains(" 4 ");
        assertThat(table.lines().toList().get(3)).startsWith("all 2 conversations");
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
