package parlor.relay.desk;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.jline.reader.Completer;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import parlor.relay.ops.Alerts;

/**
 * The operator's desk at the keyboard: a {@code relay> } prompt with history and Tab completion,
 * running each command against the {@link OperatorDesk} until {@code quit} or Ctrl-D.
 */
public final class OperatorConsole {

    public static final String PROMPT = "relay> ";

    /** Runs one line typed at the prompt (a {@link ConsoleDispatcher}, here or at the relay); false once the operator has quit. */
    interface LineRunner {
        boolean execute(String line);
    }

    private final LineReader reader;
    private final ConsoleIo io;
    private final LineRunner commands;

    /** A console on a terminal the caller owns; {@code history} keeps the commands typed between runs. */
    public OperatorConsole(OperatorDesk desk, Terminal terminal, Optional<Path> history) {
        this(terminal, history, new ConsoleCompleter(desk), io -> new ConsoleDispatcher(desk, io)::execute);
    }

    /** The same console with its commands run elsewhere: {@code commands} is given the console's screen and keyboard. */
    OperatorConsole(Terminal terminal, Optional<Path> history, Completer completer, Function<ConsoleIo, LineRunner> commands) {
        LineReaderBuilder builder = LineReaderBuilder.builder()
            .terminal(terminal)
            .appName("parlor-relay")
            .completer(completer)
            // '!' is plain text here, not a history expansion that would run an old command
            .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
            .option(LineReader.Option.HISTORY_IGNORE_DUPS, true);
        history.flatMap(file -> historyFile(file, terminal)).ifPresent(file -> builder.variable(LineReader.HISTORY_FILE, file));
        this.reader = builder.build();
        this.io = new TerminalConsoleIo(terminal, reader);
        this.commands = commands.apply(io);
    }

    /**
     * The console on the terminal the relay was started from, for {@code bin/relay}; returns when
     * the operator quits. Ctrl-C never stops the relay from here: at the prompt it clears the
     * line, while watching it ends the watch, and between the two it is ignored. With no terminal
     * (input from /dev/null, as under a service manager) the input ends at once and so does this.
     */
    public static void onSystemTerminal(OperatorDesk desk, Path history) throws IOException {
        try (Terminal terminal = systemTerminal(Terminal.SignalHandler.SIG_IGN)) {
            runWithAlerts(desk, new OperatorConsole(desk, terminal, Optional.ofNullable(history)));
        }
    }

    /** The console over plain streams as a dumb terminal (no cursor movement): for tests, pipes and serial lines. */
    public static void onStreams(OperatorDesk desk, InputStream in, OutputStream out, Optional<Path> history) throws IOException {
        try (Terminal terminal = streamsTerminal(in, out)) {
            runWithAlerts(desk, new OperatorConsole(desk, terminal, history));
        }
    }

    static Terminal systemTerminal(Terminal.SignalHandler onCtrlC) throws IOException {
        return TerminalBuilder.builder().system(true).name("parlor relay").signalHandler(onCtrlC).build();
    }

    static Terminal streamsTerminal(InputStream in, OutputStream out) throws IOException {
        return TerminalBuilder.builder().system(false).streams(in, out).type(Terminal.TYPE_DUMB).encoding(StandardCharsets.UTF_8).build();
    }

    /** Alerts are printed above the prompt for as long as the console is open. */
    private static void runWithAlerts(OperatorDesk desk, OperatorConsole console) {
        try (Alerts.Subscription alerts = desk.alerts(console.io::alert)) {
            console.run();
        }
    }

    ConsoleIo io() {
        return io;
    }

    /** Prompts and runs commands until the operator quits or the input ends. */
    public void run() {
        io.println("Parlor relay console: help lists the commands, quit leaves.");
        while (commands.execute(nextLine().orElse("quit"))) {
            // each line has run; prompt for the next
        }
        saveHistory();
    }

    /** The next line typed; empty at the end of input (Ctrl-D). Ctrl-C only abandons the line being typed. */
    private Optional<String> nextLine() {
        while (true) {
            try {
                return Optional.of(reader.readLine(PROMPT));
            } catch (UserInterruptException abandoned) {
                io.println("(line dropped; quit leaves the console)");
            } catch (EndOfFileException endOfInput) {
                return Optional.empty();
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
            Files.createDirectories(absolute.getParent());
            return Optional.of(absolute);
        } catch (IOException e) {
            terminal.writer().println("no command history: cannot write " + file + " (" + e.getMessage() + ")");
            return Optional.empty();
        }
    }
}
