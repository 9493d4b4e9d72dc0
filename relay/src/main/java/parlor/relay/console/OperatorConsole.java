package parlor.relay.console;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jline.reader.Completer;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import parlor.relay.ops.Alerts;
import parlor.relay.ops.ConsoleLog;
import parlor.transcripts.files.OwnerOnly;

/**
 * The operator's console at the keyboard: a {@code relay> } prompt with history and Tab completion,
 * running each command against the {@link RelayControls} until {@code quit} or Ctrl-D leaves it, or
 * Ctrl-C (asking first) stops the relay. The same console runs on another machine
 * ({@link RemoteConsole}), where Ctrl-C asks to leave it.
 */
public final class OperatorConsole {

    public static final String PROMPT = "relay> ";
    static final String WELCOME = "Parlor relay console: help lists the commands.\n"
            + "quit leaves the console (the relay goes on); Ctrl-C stops the relay (asks first).";
    /** At a console on another machine: Ctrl-C never stops the relay there. */
    static final String REMOTE_WELCOME = "Parlor relay console: help lists the commands.\n"
            + "quit or Ctrl-C leaves the console; the relay goes on.";

    static final String STOP_QUESTION = "stop the relay?";

    /** How the console ended: the operator left it, or asked for the whole relay to stop. */
    public enum Ending {
        LEFT,
        STOP_RELAY
    }

    /** Runs one line typed at the prompt (a {@link ConsoleDispatcher}, here or at the relay); false once the operator has quit. */
    interface LineRunner {
        boolean execute(String line);
    }

    private final LineReader reader;
    private final ConsoleIo io;
    private final LineRunner commands;
    /** What to say under the welcome (see {@link RelayControls#standing}). */
    private final Supplier<List<String>> standing;
    /** At the relay's own keyboard Ctrl-C may stop the relay; elsewhere it only leaves the console. */
    private final boolean atTheRelay;

    private boolean stopAsked;

    /** A console on a terminal the caller owns; {@code history} keeps the commands typed between runs. */
    public OperatorConsole(RelayControls controls, Terminal terminal, Optional<Path> history) {
        this(
                terminal,
                history,
                new ConsoleCompleter(controls),
                io -> new ConsoleDispatcher(controls, io)::execute,
                controls::standing,
                true);
    }

    /** The same console with its commands run elsewhere: {@code commands} is given the console's screen and keyboard. */
    OperatorConsole(
            Terminal terminal,
            Optional<Path> history,
            Completer completer,
            Function<ConsoleIo, LineRunner> commands,
            Supplier<List<String>> standing,
            boolean atTheRelay) {
        LineReaderBuilder builder = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("parlor-relay")
                .completer(completer)
                // '!' is plain text here, not a history expansion that would run an old command
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .option(LineReader.Option.HISTORY_IGNORE_DUPS, true);
        history.flatMap(file -> historyFile(file, terminal))
                .ifPresent(file -> builder.variable(LineReader.HISTORY_FILE, file));
        this.reader = builder.build();
        this.io = new TerminalConsoleIo(terminal, reader);
        this.commands = commands.apply(io);
        this.standing = standing;
        this.atTheRelay = atTheRelay;
    }

    /**
     * The console on the terminal the relay was started from, for {@code bin/relay}; returns when
     * the operator quits, or answers yes to stopping the relay. Ctrl-C never stops the relay
     * unasked: at the prompt it asks, while watching it ends the watch, and between the two it is
     * ignored. With no terminal (input from /dev/null, as under a service manager) the input ends
     * at once and so does this.
     */
    public static Ending onSystemTerminal(RelayControls controls, Path history) throws IOException {
        try (Terminal terminal = systemTerminal(Terminal.SignalHandler.SIG_IGN)) {
            return runWithAlerts(controls, new OperatorConsole(controls, terminal, Optional.ofNullable(history)));
        }
    }

    /** The console over plain streams as a dumb terminal (no cursor movement): for tests, pipes and serial lines. */
    public static Ending onStreams(RelayControls controls, InputStream in, OutputStream out, Optional<Path> history)
            throws IOException {
        try (Terminal terminal = streamsTerminal(in, out)) {
            return runWithAlerts(controls, new OperatorConsole(controls, terminal, history));
        }
    }

    static Terminal systemTerminal(Terminal.SignalHandler onCtrlC) throws IOException {
        return TerminalBuilder.builder()
                .system(true)
                .name("parlor relay")
                .signalHandler(onCtrlC)
                .build();
    }

    static Terminal streamsTerminal(InputStream in, OutputStream out) throws IOException {
        return TerminalBuilder.builder()
                .system(false)
                .streams(in, out)
                .type(Terminal.TYPE_DUMB)
                .encoding(StandardCharsets.UTF_8)
                .build();
    }

    /** Alerts are printed above the prompt for as long as the console is open. */
    private static Ending runWithAlerts(RelayControls controls, OperatorConsole console) {
        try (Alerts.Subscription alerts = controls.alerts(console.io::alert)) {
            return console.run();
        }
    }

    ConsoleIo io() {
        return io;
    }

    /** Prompts and runs commands until the operator quits, the input ends, or the operator stops the relay. */
    public Ending run() {
        io.println(atTheRelay ? WELCOME : REMOTE_WELCOME);
        standing.get().forEach(io::println);
        while (nextLine().map(commands::execute).orElse(false)) {
            // each line has run; prompt for the next
        }
        saveHistory();
        return stopAsked ? Ending.STOP_RELAY : Ending.LEFT;
    }

    /**
     * The next line typed; empty once the console ends: at the end of input (Ctrl-D, run as
     * {@code quit}), or when the operator answers yes to Ctrl-C's question.
     */
    private Optional<String> nextLine() {
        while (true) {
            try {
                return Optional.of(reader.readLine(PROMPT));
            } catch (UserInterruptException ctrlC) {
                String question = atTheRelay ? STOP_QUESTION : "leave the console? (the relay goes on)";
                if (io.confirm(question)) {
                    stopAsked = atTheRelay;
                    return atTheRelay ? Optional.empty() : Optional.of("quit");
                }
                ConsoleLog.operatorDeclined(question);
                io.println(atTheRelay ? "the relay goes on" : "the console goes on");
            } catch (EndOfFileException endOfInput) {
                return Optional.of("quit");
            }
        }
    }

    private void saveHistory() {
        try {
            reader.getHistory().save();
        } catch (IOException e) {
            io.println("could not save the command history: " + e.getMessage());
        }
    }

    /** Where history can be kept; without one the console still works, it only forgets (and says so). */
    private static Optional<Path> historyFile(Path file, Terminal terminal) {
        try {
            Path absolute = file.toAbsolutePath();
            // the history holds every command typed, names and all: JLine appends to the file made here
            OwnerOnly.createDirectories(absolute.getParent());
            OwnerOnly.createFile(absolute);
            return Optional.of(absolute);
        } catch (IOException e) {
            terminal.writer().println("no command history: cannot write " + file + " (" + e.getMessage() + ")");
            return Optional.empty();
        }
    }
}
