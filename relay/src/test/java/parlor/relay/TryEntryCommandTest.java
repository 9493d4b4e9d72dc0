package parlor.relay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.relay.testing.RealEntries;

/**
 * {@code bin/relay try-entry} as an entry author types it: the entry run alone in its sandbox, what
 * it can see said first, then each line typed at it answered as the judge would see the answer.
 */
class TryEntryCommandTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final String READER = """
        import sys
        print("ready> ", end="", flush=True)
        for line in sys.stdin:
            path = line.strip()
            try:
                with open(path) as f:
                    said = "read " + path + ": " + f.read().replace("\\n", " | ")
            except OSError as e:
                said = "could not read " + path + ": " + e.strerror
            print(said, end="\\nready> ", flush=True)
        """;

    @TempDir
    Path folder;

    @Test
    void theExampleEntryInItsSandboxAnswersEachLineAsTheJudgeWouldSeeIt() {
        CommandRun run = tryEntry(
                "hello there\n\nI like cheese\n",
                "--contest",
                ROOT.resolve("examples/stdio-contest.yaml").toString(),
                "SAM");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(paragraph(run))
                .contains(
                        "SAM (python3 stdio-entry.py) runs as the contest runs it: in its sandbox",
                        "a working folder " + ROOT.resolve("examples")
                                + " of its own, holding only stdio-entry.py (read-only), nothing else of that folder",
                        "a /tmp of its own",
                        "no network.",
                        "Its environment holds only COLUMNS, HOME, LANG, LINES, PATH, TERM");
        if (System.getenv("CI") != null) {
            assertThat(paragraph(run))
                    .as("CI has cgroups")
                    .contains(
                            "Limits: 128 processes and 2048 MB of memory for the whole entry (its /tmp included), 120 min"
                                    + " of CPU time for each process.");
        }
        assertThat(run.out())
                .as("the banner before its first prompt is set aside, as in the contest")
                .doesNotContain("Hello! I'm Sam")
                .endsWith("SAM: Why do you say 'there'?\nSAM: Why do you say 'cheese'?\n");
        assertThat(replies(run, "SAM")).containsExactly("Why do you say 'there'?", "Why do you say 'cheese'?");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void elizaWrittenAsOnTheCommandLineAnswersWithoutHerNameTagOrPrompt() {
        String eliza = "{ program: [perl, " + RealEntries.eliza() + "], prompt: 'you:\\s*', strip: 'Liz:\\s*' }";

        CommandRun run = tryEntry("I am sad about my mother\n", "--entry", eliza);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(paragraph(run))
                .contains(
                        "ENTRY (perl " + RealEntries.ELIZA + ") runs as the contest runs it: in its sandbox",
                        "an empty working folder " + Path.of("").toAbsolutePath() + " of its own");
        List<String> replies = replies(run, "ENTRY");
        assertThat(replies).as(run.out()).hasSize(1);
        assertThat(replies.getFirst()).matches("\\w.*").doesNotContain("Liz:", "you:");
    }

    @Test
    void anEntryThatTriesToReadTheContestFileIsRefusedBySandboxButNotWithoutIt() throws Exception {
        Files.writeString(folder.resolve("reader.py"), READER);
        Path contest = Files.writeString(folder.resolve("contest.yaml"), """
            name: Reading
            key: correct-horse-battery-staple
            terminals: { T1: { entity: E1 } }
            entities:
              E1: { program: [python3, reader.py], prompt: 'ready> ' }
              E2: { program: [python3, reader.py], prompt: 'ready> ', isolation: none }
            """);
        String attempts = contest + "\ncontest.yaml\n";

        CommandRun shutIn = tryEntry(attempts, "--contest", contest.toString(), "E1");
        CommandRun open = tryEntry(attempts, "--contest", contest.toString(), "E2");

        assertThat(shutIn.exit()).as(shutIn.err()).isZero();
        assertThat(shutIn.out()).doesNotContain("correct-horse");
        assertThat(replies(shutIn, "E1"))
                .containsExactly(
                        "could not read " + contest + ": No such file or directory",
                        "could not read contest.yaml: No such file or directory");
        assertThat(paragraph(open))
                .contains("E2 (python3 reader.py) runs as the contest runs it: WITHOUT a sandbox (isolation: none)");
        assertThat(open.err()).contains("relay: WARNING: entry E2 runs WITHOUT a sandbox (isolation: none)");
        assertThat(replies(open, "E2"))
                .first()
                .asString()
                .startsWith("read " + contest + ": name: Reading | key: correct-horse-battery-staple");
    }

    @Test
    void withoutBubblewrapItRefusesAsTheRelayDoes() throws Exception {
        Path noBwrap = Files.createDirectories(folder.resolve("bin"));
        String java = ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        ProcessBuilder builder = new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        RelayMain.class.getName(),
                        "try-entry",
                        "--entry",
                        "{ program: [python3, stdio-entry.py], prompt: 'you> ' }",
                        "--logs",
                        folder.resolve("logs").toString())
                .directory(folder.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().put("PATH", noBwrap.toString());
        Process relay = builder.start();
        String err = new String(relay.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        String out = new String(relay.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(relay.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(relay.exitValue()).as(err).isEqualTo(2);
        assertThat(err)
                .startsWith(
                        "relay: --entry: entry ENTRY cannot be shut in a sandbox on this machine: bwrap is not installed "
                                + "(on Debian: apt-get install bubblewrap)\n");
        assertThat(out).as("nothing said of a sandbox that is not there").isEmpty();
    }

    /** Each reply the entry gave, its lines (wrapped at a judge's width, the next ones indented) joined again. */
    private static List<String> replies(CommandRun run, String entry) {
        List<String> replies = new java.util.ArrayList<>();
        boolean inReply = false;
        for (String line : run.out().lines().toList()) {
            if (line.startsWith(entry + ": ")) {
                replies.add(line.substring(entry.length() + 2));
            } else if (inReply && line.startsWith(" ".repeat(entry.length() + 2))) {
                replies.add(replies.removeLast() + " " + line.strip());
            }
            inReply = line.startsWith(entry + ": ") || inReply && line.startsWith(" ");
        }
        return replies;
    }

    @Test
    void anEntryAtAnotherPromptIsNamedBeforeAnythingIsTypedWithWhatItPrinted() throws Exception {
        Files.writeString(folder.resolve("bot.py"), """
            while True:
                line = input("bot> ")
                print("You said " + line)
            """);
        String entry = "{ program: [python3, " + folder.resolve("bot.py") + "], prompt: 'you> ' }";

        CommandRun run = tryEntry("hello\n", "--entry", entry);

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err())
                .isEqualTo("try-entry: entry ENTRY: cannot start [python3, " + folder.resolve("bot.py")
                        + "]: its prompt 'you> ' (prompt: in the contest file) never came: it printed 'bot> '"
                        + " and waits for input; make prompt: match what it prints\n");
    }

    @Test
    void anEntryThatChangesItsPromptIsSaidToWaitThereNotOnlyToBeSlow() throws Exception {
        Files.writeString(folder.resolve("bot.py"), """
            line = input("you> ")
            while True:
                print("You said " + line)
                line = input("bot> ")
            """);
        String entry = "{ program: [python3, " + folder.resolve("bot.py") + "], prompt: 'you> ', reply-timeout: 2s }";

        CommandRun run = tryEntry("hello\n", "--entry", entry);

        assertThat(run.out())
                .contains(
                        "(no reply within 2 s: its prompt 'you> ' (prompt: in the contest file) never came: it printed"
                                + " 'You said hello / bot> ' and waits for input; make prompt: match what it prints;"
                                + " the relay would stop ENTRY now and start it again)");
    }

    /** What it says the entry can see, as one line (it is wrapped at a judge's width). */
    private static String paragraph(CommandRun run) {
        return run.out().replace('\n', ' ');
    }

    private static CommandRun tryEntry(String typed, String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "try-entry";
        System.arraycopy(args, 0, all, 1, args.length);
        // the operator log stays where this test run keeps it
        all[args.length + 1] = "--logs";
        all[args.length + 2] = System.getProperty("parlor.logs");
        return CommandRun.typed(typed, new RelayMain(), all);
    }
}
