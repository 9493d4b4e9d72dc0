package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.RealEntries;

/** Every entry program is tried before the day: one that cannot start is named with its own words. */
class EntryCheckTest {

    @TempDir
    Path folder;

    @Test
    void aMisspeltScriptIsNamedWithTheFolderItWasLookedFor() throws IOException {
        Files.writeString(folder.resolve("stdio-entry.py"), "print('hi')\n");

        List<EntryCheck.Failure> failures = failuresOf("{ program: [python3, stdio-entyr.py], prompt: 'you> ' }");

        assertThat(failures)
                .singleElement()
                .extracting(EntryCheck.Failure::describe)
                .isEqualTo(
                        "entry E1: cannot start [python3, stdio-entyr.py]: stdio-entyr.py: no such file in " + folder);
    }

    @Test
    void aProgramNotOnThePathIsNamed() throws IOException {
        assertThat(failuresOf("{ program: [pyhton3, entry.py] }"))
                .singleElement()
                .extracting(EntryCheck.Failure::why)
                .isEqualTo("pyhton3: not found on PATH");
    }

    @Test
    void anEntryThatDiesAtOnceIsCaughtWithItsOwnLastWords() throws IOException {
        Files.writeString(folder.resolve("broken.py"), "print('starting')\ndef answer(:\n    pass\n");

        List<EntryCheck.Failure> failures = failuresOf("{ program: [python3, broken.py], prompt: 'you> ' }");

        assertThat(failures)
                .singleElement()
                .extracting(EntryCheck.Failure::why)
                .asString()
                .startsWith("exited with status 1 before its first prompt: ")
                .contains("SyntaxError");
    }

    @Test
    void aShellEntryThatExitsIsCaughtWithWhatItPrinted() throws IOException {
        Files.writeString(folder.resolve("entry.sh"), "echo 'cannot open brain.db' >&2\nexit 3\n");

        assertThat(failuresOf("{ program: [sh, entry.sh] }"))
                .singleElement()
                .extracting(EntryCheck.Failure::why)
                .isEqualTo("exited with status 3 before its first prompt: cannot open brain.db");
    }

    @Test
    void anEntryWaitingAtAPromptOtherThanItsContestFilesIsCaughtWithWhatItPrinted() throws IOException {
        Files.writeString(folder.resolve("bot.py"), """
            print("Hello, I am Bot.")
            while True:
                line = input("bot> ")
                print("You said " + line)
            """);

        assertThat(failuresOf("{ program: [python3, bot.py], prompt: 'you> ' }"))
                .singleElement()
                .extracting(EntryCheck.Failure::why)
                .isEqualTo("its prompt 'you> ' (prompt: in the contest file) never came: it printed"
                        + " 'Hello, I am Bot. / bot> ' and waits for input; make prompt: match what it prints");
    }

    @Test
    void aSlowStarterStillPrintingWholeLinesIsNotTakenForOneAtAnotherPrompt() throws IOException {
        Files.writeString(folder.resolve("slow.py"), """
            import time
            print("loading the model...", flush=True)
            time.sleep(30)
            """);

        assertThat(failuresOf("{ program: [python3, slow.py], prompt: 'you> ' }"))
                .isEmpty();
    }

    @Test
    void entriesThatStartPassAndAreStoppedAfterTheirPromptAllAtOnce() throws IOException {
        Files.writeString(
                folder.resolve("entry.sh"), "while true; do printf 'you> '; read line; echo \"said $line\"; done\n");
        Contest contest = ContestLoader.parse("""
            name: Check
            terminals: { T1: { entity: E1 }, T2: { entity: E2 }, T3: { entity: E3 } }
            entities:
              E1: { program: [sh, entry.sh], prompt: 'you> ' }
              E2: { program: [sh, -c, 'while read l; do echo "$l"; done'] }
              E3: { demo: true }
            """, "contest.yaml", folder);
        long began = System.nanoTime();

        assertThat(EntryCheck.failures(contest.entities().values())).isEmpty();
        // the one without a prompt runs until the deadline; both run at once
        assertThat(Duration.ofNanos(System.nanoTime() - began)).isLessThan(EntryTrial.DEADLINE.multipliedBy(2));
    }

    @Test
    void aScriptGivenAfterOptionsIsFoundAndInlineCodeIsNotTakenForOne() {
        assertThat(EntryCheck.script(program("[perl, -w, eliza.pl]"))).contains("eliza.pl");
        assertThat(EntryCheck.script(program("[perl, -e, 'print 1']"))).isEmpty();
        assertThat(EntryCheck.script(program("[python3, -m, chatbot]"))).isEmpty();
        assertThat(EntryCheck.script(program("[./entry, config.yaml]")))
                .as("not an interpreter")
                .isEmpty();
    }

    /** The example contest files (a question suite is there too). */
    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("..", "examples"))) {
            return files
                    .filter(file -> file.toString().endsWith(".yaml") && isContest(file))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    private static boolean isContest(Path file) {
        try {
            return Files.readString(file).contains("\nterminals:");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void theExamplesEntriesAllStart(Path example) throws IOException {
        if (Files.readString(example).contains(RealEntries.ELIZA.toString())) {
            RealEntries.eliza();
        }
        Contest contest = ContestLoader.load(example);

        assertThat(EntryCheck.failures(contest.entities().values())).isEmpty();
    }

    private List<EntryCheck.Failure> failuresOf(String entry) {
        return EntryCheck.failures(List.of(ContestLoader.entry("E1", entry, "contest.yaml", folder)));
    }

    private EntitySpec.Program program(String command) {
        return (EntitySpec.Program) ContestLoader.entry("E1", "{ program: " + command + " }", "contest.yaml", folder);
    }
}
