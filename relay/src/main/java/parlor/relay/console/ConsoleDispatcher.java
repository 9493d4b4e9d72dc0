package parlor.relay.console;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import parlor.relay.console.ConsoleCommand.Blank;
import parlor.relay.console.ConsoleCommand.Disqualify;
import parlor.relay.console.ConsoleCommand.Extend;
import parlor.relay.console.ConsoleCommand.Plain;
import parlor.relay.console.ConsoleCommand.Refused;
import parlor.relay.console.ConsoleCommand.Restart;
import parlor.relay.console.ConsoleCommand.Watch;
import parlor.relay.console.RelayControls.TerminalRow;
import parlor.relay.ops.ConsoleLog;

/**
 * Runs what the operator typed against the controls and says what happened. Every line typed goes
 * to the operator log first; the controls' refusals are shown as its words, never as a stack trace.
 */
public final class ConsoleDispatcher {

    private final RelayControls controls;
    private final ConsoleIo io;
    private final Supplier<String> origin;

    /** The console at the relay's own keyboard. */
    public ConsoleDispatcher(RelayControls controls, ConsoleIo io) {
        this(controls, io, () -> "operator");
    }

    /** A console elsewhere: {@code origin} says where each line came from in the log ({@code operator at tcp:10.0.0.5:41234}). */
    public ConsoleDispatcher(RelayControls controls, ConsoleIo io, Supplier<String> origin) {
        this.controls = controls;
        this.io = io;
        this.origin = origin;
    }

    /** Runs one typed line; false once the operator has asked to quit. */
    public boolean execute(String line) {
        String typed = line.strip();
        ConsoleCommand command = ConsoleParser.parse(typed);
        if (command instanceof Blank) {
            return true;
        }
        ConsoleLog.operatorCommand(origin.get(), typed);
        if (command instanceof Plain(ConsoleVerb verb) && verb == ConsoleVerb.QUIT) {
            return false;
        }
        try {
            run(command, typed);
        } catch (IllegalStateException | IllegalArgumentException refused) {
            String why = Optional.ofNullable(refused.getMessage()).orElse("cannot do that now");
            io.println(why);
            ConsoleLog.operatorCommandRefused(typed, why);
        } catch (RuntimeException failed) {
            io.println(typed + ": failed (" + failed + "); the operator log has the details");
            ConsoleLog.operatorCommandFailed(typed, failed);
        }
        return true;
    }

    private void run(ConsoleCommand command, String typed) {
        switch (command) {
            case Blank blank -> {}
            case Refused refused -> io.println(refused.why());
            case Plain plain -> run(plain.verb(), typed);
            case Extend extend -> say(controls.extend(extend.more()));
            case Restart restart -> restart(terminal(restart.terminal()), typed);
            case Watch watch -> watch(terminal(watch.terminal()).terminal());
            case Disqualify d ->
                ifConfirmed(
                        "disqualify " + d.entity() + " (" + d.reason() + ")? It goes on the verdict record for good",
                        typed,
                        () -> controls.disqualify(d.entity(), d.reason()));
        }
    }

    private void run(ConsoleVerb verb, String typed) {
        switch (verb) {
            case STATUS -> io.println(OverviewTable.render(controls.overview()));
            case START -> say(controls.start());
            case PAUSE -> say(controls.pause());
            case RESUME -> say(controls.resume());
            case END -> ifConfirmed(endQuestion(), typed, controls::endPhase);
            case REVEAL -> say(controls.reveal());
            case HELP -> io.println(help());
            case EXTEND, RESTART, WATCH, DISQUALIFY, QUIT ->
                throw new IllegalStateException(verb + " is not a plain command");
        }
    }

    private void restart(TerminalRow row, String typed) {
        String entity = row.entity() == null || row.entity().equals("-") ? "the entity" : row.entity();
        ifConfirmed(
                "restart " + entity + " at " + row.terminal() + " now?",
                typed,
                () -> controls.restartEntity(row.terminal()));
    }

    private String endQuestion() {
        RelayControls.Overview overview = controls.overview();
        return overview.round() > 0 ? "end round " + overview.round() + " now?" : "end " + overview.phase() + " now?";
    }

    private void ifConfirmed(String question, String typed, Supplier<String> action) {
        if (io.confirm(question)) {
            say(action.get());
        } else {
            io.println("nothing done");
            ConsoleLog.operatorDeclined(typed);
        }
    }

    /**
     * Watching holds the console until a key is pressed. The watch is closed before the screen
     * is given back, so no watched line can land on the prompt.
     */
    private void watch(String terminal) {
        try (ConsoleIo.Watching watching = io.startWatching()) {
            // the keyboard is the watch's before the operator is told to press a key: one pressed at once is not taken
            // for a signal
            io.println("watching " + terminal + ", read-only: press Enter to stop");
            try (AutoCloseable handle = controls.watch(terminal, watching::show)) {
                watching.awaitKey();
            }
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("could not stop watching " + terminal + ": " + e.getMessage(), e);
        }
        io.println("stopped watching " + terminal);
    }

    /**
     * The terminal as the overview names it: typed in any case ({@code t1} is T1), and an unknown
     * one refused here, before anything is asked or done.
     */
    private TerminalRow terminal(String typed) {
        List<TerminalRow> rows = controls.overview().terminals();
        return rows.stream()
                .filter(row -> row.terminal().equals(typed))
                .findFirst()
                .or(() -> rows.stream()
                        .filter(row -> row.terminal().equalsIgnoreCase(typed))
                        .findFirst())
                .orElseThrow(() -> new IllegalArgumentException("no terminal '" + typed + "' "
                        + (rows.isEmpty()
                                ? "(the contest has none)"
                                : "(the terminals are "
                                        + rows.stream()
                                                .map(TerminalRow::terminal)
                                                .collect(Collectors.joining(", ")) + ")")));
    }

    private void say(String whatHappened) {
        if (whatHappened != null && !whatHappened.isBlank()) {
            io.println(whatHappened);
        }
    }

    static String help() {
        int width = Arrays.stream(ConsoleVerb.values())
                .mapToInt(verb -> verb.usage().length())
                .max()
                .orElse(0);
        return Arrays.stream(ConsoleVerb.values())
                .map(verb ->
                        "  " + verb.usage() + " ".repeat(width - verb.usage().length()) + "  " + verb.description())
                .collect(Collectors.joining("\n"));
    }
}
