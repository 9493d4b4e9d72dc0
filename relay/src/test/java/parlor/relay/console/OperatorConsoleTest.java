package parlor.relay.console;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.Eventually;
import parlor.transcripts.testing.Modes;

/** The real JLine reader over piped streams, typed at as an operator types, read back as they read. */
class OperatorConsoleTest {

    private static final Duration PATIENCE = Duration.ofSeconds(10);
    private static final Pattern CURSOR_CONTROL = Pattern.compile("\u001b\\[[0-9;?]*[A-Za-z]|\u001b[=>]|\r");

    private final RecordingControls controls = new RecordingControls();
    private final PipedOutputStream keyboard = new PipedOutputStream();
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private Thread console;
    private volatile OperatorConsole.Ending ending;

    @TempDir
    Path dir;

    @AfterEach
    void stopTheConsole() throws Exception {
        keyboard.close();
        console.join(PATIENCE.toMillis());
        assertThat(console.isAlive()).as("the console ends at the end of input").isFalse();
    }

    @Test
    void commandsTypedAtThePromptRunAndTheirAnswersArePrinted() throws Exception {
        start(Optional.empty());
        type("status\n");
        // the table is printed a line at a time: wait for all of it
        await("the whole status table", OverviewTable.render(controls.overview).strip());

        type("extend 2m\n");
        await("the extension", "round 3 extended by 120 s");
        type("strat\n");
        await("the guess", "unknown command 'strat' (did you mean 'start'?)");

        assertThat(controls.calls).containsExactly("extend PT2M");
        assertThat(screen())
                .startsWith("Parlor relay console: help lists the commands.\n"
                        + "quit leaves the console (the relay goes on); Ctrl-C stops the relay (asks first).\n")
                .contains(OperatorConsole.PROMPT);
    }

    @Test
    void endAsksAndOnlyYesEndsTheRound() throws Exception {
        start(Optional.empty());
        type("end\n");
        await("the question", "end round 3 now? [y/N] ");
        type("n\n");
        await("the refusal", "nothing done");
        type("end\ny\n");
        await("the end", "round 3 ended");

        assertThat(controls.calls).containsExactly("endPhase");
    }

    @Test
    void watchingShowsTheConversationLiveAndAKeyOnlyStopsTheWatch() throws Exception {
        start(Optional.empty());
        type("watch T1\n");
        await("the lines so far", "PROGRAM[14:02:15]Hello yourself.");
        controls.lineCompleted("JUDGE04[14:02:30]Are you a person?");
        await("a live line", "JUDGE04[14:02:30]Are you a person?");

        type("yes I am");
        await("the watch ending", "stopped watching T1");
        type("pause\n");
        await("the next command", "round 3 paused with 4:05 left");

        // the first key stopped the watch; none went anywhere: not into the conversation, not to the prompt
        assertThat(controls.calls).containsExactly("watch T1", "unwatch T1", "pause");
        assertThat(controls.watchers).isEmpty();
        assertThat(screen())
                .doesNotContain("unknown command")
                .contains("stopped watching T1\n" + OperatorConsole.PROMPT + "pause\n");
    }

    @Test
    void ctrlCEndsAWatchAndAtThePromptAsksWhetherToStopTheRelay() throws Exception {
        start(Optional.empty());
        type("watch T2\n");
        await("the watch", "watching T2, read-only: press Enter to stop");
        type("\u0003");
        await("the watch ending", "stopped watching T2");

        type("\u0003");
        await("the question", "stop the relay? [y/N] ");
        type("n\n");
        await("the answer", "the relay goes on\n" + OperatorConsole.PROMPT);
        type("resume\n");
        await("the next command", "round 3 resumed");

        assertThat(controls.calls).containsExactly("watch T2", "unwatch T2", "resume");
        assertThat(console.isAlive()).isTrue();
    }

    @Test
    void helpSaysHowToStopTheRelayAndCtrlCAnsweredYesEndsTheConsoleAskingForIt() throws Exception {
        start(Optional.empty());
        type("help\n");
        await("the help", "leave the console (or exit, Ctrl-D); Ctrl-C stops the relay");
        type("\u0003");
        await("the question", "stop the relay? [y/N] ");
        type("y\n");
        console.join(PATIENCE.toMillis());

        assertThat(console.isAlive()).isFalse();
        assertThat(ending).isEqualTo(OperatorConsole.Ending.STOP_RELAY);
    }

    @Test
    void watchedTextCannotDriveTheOperatorsTerminal() throws Exception {
        start(Optional.empty());
        type("watch T1\n");
        await("the watch", "Hello yourself.");
        controls.lineCompleted("JUDGE04[14:02:40]clear\u001b[2J\u0007screen");
        await("the line, defused", "JUDGE04[14:02:40]clear?[2J?screen");
        type("\n");
        await("the watch ending", "stopped watching T1");

        assertThat(screen()).doesNotContain("\u001b[2J");
    }

    /** A dumb terminal has no completion (JLine binds Tab to plain insert there), so this one says it is an xterm. */
    @Test
    void tabCompletesCommandNamesAndTerminalIds() throws Exception {
        controls.overview = new RelayControls.Overview(
                "Cup",
                "r",
                "round",
                1,
                1,
                Duration.ZERO,
                false,
                List.of(new RelayControls.TerminalRow("T7", "07", "E1", "-", "connected", "")));
        startOnAnXterm();

        type("rest\t");
        await("the command completed", "restart ");
        type("\t");
        await("the only terminal completed", "restart T7");
        type("\n");
        await("the question", "restart E1 at T7 now? [y/N] ");
        type("yes\n");
        await("the restart", "restarting the entity at T7");

        assertThat(controls.calls).containsExactly("restartEntity T7");
    }

    /** An alert comes while the operator is half-way through a command: it gets its own line, and what was typed is still there. */
    @Test
    void anAlertIsPrintedAboveThePromptWithoutLosingWhatIsBeingTyped() throws Exception {
        startOnAnXterm();
        type("pau");
        await("the half-typed command", OperatorConsole.PROMPT + "pau");
        controls.alert("ALERT T1: entity E2 is not responding: exited with status 3");
        await(
                "the alert, then the prompt again with the half-typed command",
                "ALERT T1: entity E2 is not responding: exited with status 3\n" + OperatorConsole.PROMPT + "pau");
        type("se\n");
        await("the command, whole", "round 3 paused with 4:05 left");

        assertThat(controls.calls).containsExactly("pause");
    }

    @Test
    void theConsoleAtTheRelayHearsAlertsForAsLongAsItIsOpen() throws Exception {
        start(Optional.empty());
        controls.alert("ALERT T2: CANNOT WRITE THE RECORD: No space left on device");
        await("the alert", "ALERT T2: CANNOT WRITE THE RECORD: No space left on device\n");
        type("quit\n");
        console.join(PATIENCE.toMillis());

        assertThat(controls.alerted).as("a closed console listens no more").isEmpty();
    }

    @Test
    void historyIsKeptInItsFileWithoutTheAnswersToQuestionsForTheOperatorOnly() throws Exception {
        Path history = dir.resolve("logs").resolve("console.history");
        start(Optional.of(history));
        type("pause\nend\ny\nquit\n");
        console.join(PATIENCE.toMillis());

        assertThat(console.isAlive()).as("quit ends the console").isFalse();
        assertThat(ending).as("and only the console: the relay goes on").isEqualTo(OperatorConsole.Ending.LEFT);
        assertThat(Files.readAllLines(history))
                .extracting(line -> line.substring(line.indexOf(':') + 1))
                .containsExactly("pause", "end", "quit");
        assertThat(Modes.of(history)).as("the operator's alone").isEqualTo(Modes.OWNER_ONLY_FILE);
        assertThat(Modes.of(history.getParent()))
                .as("as the folder made for it")
                .isEqualTo(Modes.OWNER_ONLY_FOLDER);
    }

    @Test
    void theEndOfInputEndsTheConsole() throws Exception {
        start(Optional.empty());
        keyboard.close();
        console.join(PATIENCE.toMillis());

        assertThat(console.isAlive()).isFalse();
        assertThat(controls.calls).isEmpty();
    }

    /** The console as on an operator's terminal window, where the line being typed is redrawn as it changes. */
    private void startOnAnXterm() throws IOException {
        PipedInputStream in = new PipedInputStream(keyboard, 4096);
        Terminal xterm = TerminalBuilder.builder()
                .system(false)
                .streams(in, screen)
                .type("xterm")
                .encoding(UTF_8)
                .build();
        console = Thread.ofPlatform().name("operator-console").start(() -> {
            try (xterm) {
                OperatorConsole operatorConsole = new OperatorConsole(controls, xterm, Optional.empty());
                try (var alerts = controls.alerts(operatorConsole.io()::alert)) {
                    operatorConsole.run();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        awaitThePrompt();
    }

    private void start(Optional<Path> history) throws IOException {
        PipedInputStream in = new PipedInputStream(keyboard, 4096);
        console = Thread.ofPlatform().name("operator-console").start(() -> {
            try {
                ending = OperatorConsole.onStreams(controls, in, screen, history);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        awaitThePrompt();
    }

    /** Operators type once they see the prompt; what is typed before it is echoed by the terminal, before the banner. */
    private void awaitThePrompt() {
        await("the prompt", OperatorConsole.WELCOME + "\n" + OperatorConsole.PROMPT);
    }

    private void type(String keys) throws IOException {
        keyboard.write(keys.getBytes(UTF_8));
        keyboard.flush();
    }

    private void await(String what, String text) {
        Eventually.waitFor(what, PATIENCE, () -> screen().contains(text), this::screen);
    }

    /** What the operator reads: line ends as Java writes them, without an xterm's cursor movements and keypad modes. */
    private String screen() {
        return CURSOR_CONTROL
                .matcher(screen.toString(UTF_8).replace("\r\n", "\n"))
                .replaceAll("");
    }
}
