package parlor.relay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.transcripts.testing.Modes;

/** {@code bin/relay prescreen} as an organiser types it: what it says, what it writes, and what it will not overwrite. */
class PrescreenCommandTest {

    @TempDir
    Path folder;

    @Test
    void prescreensEveryEntryWritesTheSheetAndWillNotWriteOverIt() throws Exception {
        Path contest = Files.writeString(folder.resolve("contest.yaml"), """
            name: Demo day
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { demo: true, name: First demo }
              E2: { demo: true, name: Second demo }
              C1: { confederate: D1 }
            """);
        Path suite = Files.writeString(folder.resolve("suite.yaml"), """
            name: Three questions
            items:
              - ask: What would I use a hammer for?
                expect: nail
              - tell: I have a friend named Harry.
              - ask: Which is faster, a train or a plane?
            """);
        Path out = folder.resolve("out");

        CommandRun first = prescreen(
                "--contest",
                contest.toString(),
                "--questions",
                suite.toString(),
                "--out",
                out.toString(),
                "--speed",
                "50");

        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out())
                .startsWith("Prescreening 2 entries with Three questions: 3 items, typed at 50.0× a judge's speed\n")
                .containsPattern(
                        "  E1       First demo +\\d+\\.\\d s  no problems\n  E2       Second demo +\\d+\\.\\d s  no problems\n")
                .contains(
                        "Finalists (4 places): ",
                        "wrote " + out.resolve("prescreen.csv") + " and " + out.resolve("answers.html"));
        assertThat(out.resolve("suite.yaml")).hasSameTextualContentAs(suite);
        assertThat(Files.readAllLines(out.resolve("prescreen.csv"))).hasSize(1 + 2 * 3);
        assertThat(out.resolve("transcripts/E1")).isDirectory();
        assertThat(out.resolve("transcripts/C1"))
                .as("the confederate was not asked")
                .doesNotExist();
        assertThat(Modes.notOwnerOnly(out))
                .as("the sheet, the answers and the transcripts are the organiser's: folders 0700, files 0600")
                .isEmpty();

        CommandRun again =
                prescreen("--contest", contest.toString(), "--questions", suite.toString(), "--out", out.toString());

        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).contains("prescreen.csv is already there, perhaps with marks in it");
        assertThat(again.out()).isEmpty();
    }

    @Test
    void aMistakeInTheSuiteIsNamedWithItsPlace() throws Exception {
        Path contest = Files.writeString(
                folder.resolve("contest.yaml"),
                "name: D\nterminals: { T1: { entity: E1 } }\nentities: { E1: { demo: true } }\n");
        Path suite = Files.writeString(folder.resolve("suite.yaml"), "items:\n  - ask: hi\n    expct: hello\n");

        CommandRun run = prescreen(
                "--contest",
                contest.toString(),
                "--questions",
                suite.toString(),
                "--out",
                folder.resolve("out").toString());

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err())
                .isEqualTo("prescreen: " + suite + ":3:5: unknown key 'expct' in item 1 (did you mean 'expect'?)\n");
    }

    private static CommandRun prescreen(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "prescreen";
        System.arraycopy(args, 0, all, 1, args.length);
        // the operator log stays where this test run keeps it
        all[args.length + 1] = "--logs";
        all[args.length + 2] = System.getProperty("parlor.logs");
        return CommandRun.of(new RelayMain(), all);
    }
}
