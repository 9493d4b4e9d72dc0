package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.testing.Modes;

/**
 * Ordinary mistakes at start-up, met through the real {@code bin/relay}: each is one line naming
 * what is wrong and what to do, with a non-zero exit and no stack trace; and an entry that cannot
 * start is found before the day, not by a judge.
 */
class RelayStartIT {

    @TempDir
    Path folder;

    @Test
    void aTelnetPortInUseIsOneLineNamingThePortAndTheSetting() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Path contest = contest(
                    "T1: { entity: E1, telnet: '127.0.0.1:%d' }".formatted(taken.getLocalPort()), "E1: { demo: true }");

            RelayProcess.Check run = RelayProcess.run(folder, "--contest", contest.toString(), "--no-console");

            assertThat(run.exitCode()).isEqualTo(1);
            assertThat(lastLines(run))
                    .isEqualTo(
                            "relay: " + contest + ": cannot listen for terminal T1 on 127.0.0.1:" + taken.getLocalPort()
                                    + " (Address already in use): stop what holds that port (another relay?) or give terminals.T1.telnet another");
            assertNoStackTrace(run);
        }
    }

    @Test
    void theContestsOwnPortInUseSaysHowToChooseAnother() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Path contest = contest("T1: { entity: E1 }", "E1: { demo: true }");

            RelayProcess.Check run = RelayProcess.run(
                    folder,
                    "--contest",
                    contest.toString(),
                    "--no-console",
                    "--listen",
                    "127.0.0.1:" + taken.getLocalPort());

            assertThat(run.exitCode()).isEqualTo(1);
            assertThat(lastLines(run))
                    .contains("cannot listen on 127.0.0.1:" + taken.getLocalPort(), "--listen HOST:PORT");
            assertNoStackTrace(run);
        }
    }

    @Test
    void transcriptsThatCannotBeWrittenStopTheStartWithOneLine() throws Exception {
        Path contest = contest("T1: { entity: E1 }", "E1: { demo: true }");
        Path inTheWay = Files.writeString(folder.resolve("a-file"), "");

        RelayProcess.Check run = RelayProcess.run(
                folder,
                "--contest",
                contest.toString(),
                "--no-console",
                "--transcripts",
                inTheWay.resolve("transcripts").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(lastLines(run))
                .startsWith("relay: cannot write transcripts in " + inTheWay.resolve("transcripts"))
                .endsWith("give transcripts: in " + contest + " or --transcripts DIR");
        assertNoStackTrace(run);
    }

    @Test
    void prescreeningIntoAFileIsOneLine() throws Exception {
        Path contest = contest("T1: { entity: E1 }", "E1: { demo: true }");
        Path suite = Files.writeString(folder.resolve("suite.yaml"), "name: One\nitems:\n  - ask: Hello?\n");
        Path sheet = Files.writeString(folder.resolve("out.csv"), "marks\n");

        RelayProcess.Check run = RelayProcess.run(
                folder,
                "prescreen",
                "--contest",
                contest.toString(),
                "--questions",
                suite.toString(),
                "--out",
                sheet.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.report())
                .isEqualTo("prescreen: --out " + sheet + " is a file, not a folder: give a folder for the sheet "
                        + "(a new one, or one without a prescreen.csv)\n");
        assertThat(sheet).hasContent("marks");
    }

    @Test
    void aMisspeltEntryIsAnErrorBeforeTheDay() throws Exception {
        Files.writeString(folder.resolve("stdio-entry.py"), "while True:\n    print('you said', input('you> '))\n");
        Path contest = contest(
                "T1: { entity: E1 }\n  T2: { entity: E2 }",
                "E1: { program: [python3, stdio-entry.py], prompt: 'you> ' }\n  E2: { program: [python3, stdio-entyr.py], prompt: 'you> ' }");

        RelayProcess.Check run = RelayProcess.run(folder, "--contest", contest.toString(), "--no-console");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.report())
                .isEqualTo("relay: " + contest + ": entry E2: cannot start [python3, stdio-entyr.py]: stdio-entyr.py: "
                        + "no such file in " + folder
                        + "\nrelay: fix the contest file or the entry, or give --skip-entry-check to start anyway\n");
        assertThat(Files.readString(folder.resolve("logs/relay.log")))
                .contains("ENTRY E2 CANNOT START: stdio-entyr.py: no such file");
    }

    @Test
    void anEntryThatDiesAtOnceIsCaughtWithItsOwnWordsAndSkippingTheCheckStartsAnywaySayingSo() throws Exception {
        Files.writeString(folder.resolve("entry.py"), "import brain_that_is_not_installed\n");
        Path contest = contest("T1: { entity: E1 }", "E1: { program: [python3, entry.py], prompt: 'you> ' }");

        RelayProcess.Check refused = RelayProcess.run(folder, "--contest", contest.toString(), "--no-console");

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.report())
                .startsWith("relay: " + contest + ": entry E1: cannot start [python3, entry.py]: exited with status 1 "
                        + "before its first prompt: ")
                .contains("ModuleNotFoundError: No module named 'brain_that_is_not_installed'");

        RelayProcess.Started anyway =
                RelayProcess.start("--contest", contest.toString(), "--no-console", "--skip-entry-check");
        anyway.process().destroy();
        assertThat(anyway.process().waitFor(30, java.util.concurrent.TimeUnit.SECONDS))
                .isTrue();
        assertThat(Files.readString(folder.resolve("logs/relay.log")))
                .contains(
                        "1 entry program(s) NOT tried before the day (--skip-entry-check)",
                        "relay stopped (SIGTERM received)");
    }

    /** The operator log is the relay's user's alone; a transcripts folder an older relay left open to others is named once. */
    @Test
    void theOperatorLogIsForTheRelaysUserOnlyAndATranscriptsFolderOpenToOthersIsNamed() throws Exception {
        Path contest = contest("T1: { entity: E1 }", "E1: { demo: true }");
        Path transcripts = Files.createDirectory(folder.resolve("transcripts"));
        Files.setPosixFilePermissions(
                transcripts, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));

        RelayProcess.Started relay = RelayProcess.start("--contest", contest.toString(), "--no-console");
        relay.process().destroy();
        assertThat(relay.process().waitFor(30, java.util.concurrent.TimeUnit.SECONDS))
                .isTrue();

        String log = Files.readString(folder.resolve("logs/relay.log"));
        assertThat(log)
                .containsOnlyOnce("is readable by other users of this machine")
                .contains("transcripts folder " + transcripts
                        + " is readable by other users of this machine (rwxr-xr-x): chmod 700 it");
        assertThat(Modes.files(folder.resolve("logs")))
                .extracting(file -> file.getFileName().toString())
                .contains("relay.log", "relay.jsonl");
        assertThat(Modes.notOwnerOnly(folder.resolve("logs")))
                .as("folder 0700, files 0600")
                .isEmpty();
    }

    /**
     * The same contest started again while its relay runs (the port is taken): refused before it
     * tries an entry, recovers a conversation or writes a line of the running relay's log; a relay
     * killed with SIGKILL leaves nothing that stops the next one.
     */
    @Test
    void aSecondRelayOnTheSameContestIsRefusedBeforeItTouchesAnythingOfTheFirstOnes() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        Files.writeString(folder.resolve("entry.sh"), "echo started >> starts.txt; printf 'ready> '; exec cat\n");
        Path contest = Files.writeString(folder.resolve("contest.yaml"), """
            name: Start
            listen: 127.0.0.1:%d
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [sh, entry.sh], prompt: 'ready> ', isolation: none }
            """.formatted(port));
        RelayProcess.Started first = RelayProcess.start("--contest", contest.toString(), "--no-console");
        try {
            // the entry tried before the day, then started for T1
            parlor.relay.testing.Eventually.waitFor(
                    "the entry started",
                    java.time.Duration.ofSeconds(20),
                    () -> starts().equals("started\nstarted\n"),
                    this::starts);
            String logBefore = Files.readString(folder.resolve("logs/relay.log"));

            RelayProcess.Check second = RelayProcess.run(folder, "--contest", contest.toString(), "--no-console");

            assertThat(second.exitCode()).isEqualTo(2);
            assertThat(lastLines(second))
                    .matches(
                            "relay: another relay is running this contest \\(pid "
                                    + first.process().pid()
                                    + ", listening on 127\\.0\\.0\\.1:" + port
                                    + ", since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\): it holds "
                                    + java.util.regex.Pattern.quote(
                                            folder.resolve("transcripts").toString())
                                    + "; stop it first, or give this one folders of its own \\(--logs DIR, --transcripts DIR\\)");
            assertNoStackTrace(second);
            assertThat(folder.resolve("logs/relay.log"))
                    .as("not a line of the running relay's log")
                    .hasContent(logBefore);
            assertThat(starts()).as("no entry tried or started").isEqualTo("started\nstarted\n");
        } finally {
            first.process().destroyForcibly();
            first.process().waitFor();
        }

        RelayProcess.Started again = RelayProcess.start("--contest", contest.toString(), "--no-console");
        again.process().destroy();
        assertThat(again.process().waitFor(30, java.util.concurrent.TimeUnit.SECONDS))
                .isTrue();
        assertThat(again.address().port())
                .as("the relay after a SIGKILL starts")
                .isEqualTo(port);
    }

    /** A line for each time the entry started. */
    private String starts() {
        try {
            return Files.readString(folder.resolve("starts.txt"));
        } catch (java.io.IOException notYet) {
            return "";
        }
    }

    private Path contest(String terminals, String entities) throws java.io.IOException {
        return Files.writeString(folder.resolve("contest.yaml"), """
            name: Start
            listen: 127.0.0.1:0
            terminals:
              %s
            entities:
              %s
            """.formatted(terminals, entities));
    }

    /** What the relay said last, without the launcher's own lines or a banner before it. */
    private static String lastLines(RelayProcess.Check run) {
        return run.report().strip().lines().reduce((first, second) -> second).orElse("");
    }

    private static void assertNoStackTrace(RelayProcess.Check run) {
        assertThat(run.report()).doesNotContain("\tat ", "Exception");
    }
}
