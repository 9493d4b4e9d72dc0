package parlor.relay.console;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import org.jline.terminal.Terminal;
import parlor.relay.console.ConsoleCommand.Plain;
import parlor.relay.console.RelayControls.TerminalRow;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkMessage.FromConsole;
import parlor.relay.link.LinkMessage.ToConsole;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.Role;

/**
 * {@code bin/relay console}: the operator's console on another machine, over the same lossless
 * link stations use. It is the relay's own console (prompt, history, Tab completion), but each
 * line goes to the relay, which runs it exactly as typed at its keyboard and sends back what to
 * show, the questions to answer and the lines of a watch. When the link drops the console says so
 * and reconnects by itself; what was typed meanwhile arrives once it is back.
 */
public final class RemoteConsole implements RelayConnection.Events {

    /** Not a message from the relay: the relay restarted (or forgot this console) while a line was running. */
    private static final ToConsole FORGOTTEN = new ToConsole(ToConsole.Kind.DONE, "forgotten");
    /** Nor this: the relay refused this console. */
    private static final ToConsole REFUSED = new ToConsole(ToConsole.Kind.DONE, "refused");

    private final RelayConnection.Dialer relay;
    private final Optional<String> seatKey;
    private final Clock clock;
    private final BlockingQueue<ToConsole> fromRelay = new LinkedBlockingQueue<>();
    private final CountDownLatch admittedOrRefused = new CountDownLatch(1);
    private volatile List<String> terminals = List.of();
    private volatile String refusal;
    private volatile boolean lineRunning;
    private volatile String linkSaid = "";
    private volatile ConsoleIo io;
    /** Alerts come before the welcome is printed (what the relay says to each console as it opens): shown under it. */
    private List<String> heldAlerts = new java.util.ArrayList<>();

    private RelayConnection connection;
    private RemoteWatchHere watch;

    private RemoteConsole(RelayConnection.Dialer relay, Optional<String> seatKey, Clock clock) {
        this.relay = relay;
        this.seatKey = seatKey;
        this.clock = clock;
    }

    /** On the operator's own terminal, until they quit; returns the exit status (1 if the relay refused this console). */
    public static int onSystemTerminal(
            RelayConnection.Dialer relay, Optional<String> seatKey, Clock clock, Optional<Path> history)
            throws IOException {
        // Ctrl-C outside a prompt ends this program: the relay goes on
        try (Terminal terminal = OperatorConsole.systemTerminal(Terminal.SignalHandler.SIG_DFL)) {
            return new RemoteConsole(relay, seatKey, clock).run(terminal, history);
        }
    }

    /** Over plain streams as a dumb terminal: for tests and pipes. */
    public static int onStreams(
            RelayConnection.Dialer relay, Optional<String> seatKey, Clock clock, InputStream in, OutputStream out)
            throws IOException {
        try (Terminal terminal = OperatorConsole.streamsTerminal(in, out)) {
            return new RemoteConsole(relay, seatKey, clock).run(terminal, Optional.empty());
        }
    }

    private int run(Terminal terminal, Optional<Path> history) {
        OperatorConsole console = new OperatorConsole(
                terminal,
                history,
                new ConsoleCompleter(this::rows),
                screen -> {
                    io = screen;
                    return this::execute;
                },
                this::heldAlerts,
                false);
        io.println("Parlor relay console for the relay at " + relay.describe() + ": connecting");
        // known before it starts: a refusal may come back before start() would have returned
        connection = new RelayConnection(relay, "console", Role.OPERATOR, seatKey, this, clock);
        connection.start();
        try {
            admittedOrRefused.await();
            if (refusal != null) {
                io.println(refusal);
                return 1;
            }
            io.println("connected");
            console.run();
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } finally {
            connection.close();
        }
    }

    private List<TerminalRow> rows() {
        return terminals.stream()
                .map(id -> new TerminalRow(id, null, null, null, null, null))
                .toList();
    }

    /** Sends a line typed to the relay and shows what it sends back until the line has run; false once the operator quits. */
    private boolean execute(String line) {
        String typed = line.strip();
        if (refusal != null) {
            io.println(refusal + "; quit, and start the console again once that is put right");
            return !isQuit(typed);
        }
        if (typed.isEmpty()) {
            return true;
        }
        lineRunning = true;
        connection.send(new FromConsole(
                FromConsole.Kind.COMMAND,
                typed.length() > RemoteConsoleIo.LONGEST_LINE
                        ? typed.substring(0, RemoteConsoleIo.LONGEST_LINE)
                        : typed));
        // the relay logs the quit; the console need not wait for the relay to say goodbye
        return !isQuit(typed) && showUntilDone(typed);
    }

    private static boolean isQuit(String typed) {
        return ConsoleParser.parse(typed) instanceof Plain(ConsoleVerb verb) && verb == ConsoleVerb.QUIT;
    }

    private boolean showUntilDone(String typed) {
        try {
            while (true) {
                ToConsole shown = fromRelay.take();
                if (shown == FORGOTTEN) {
                    io.println("the relay restarted before it finished '" + typed
                            + "' (it may not have run): status shows where the day is");
                    return true;
                }
                if (shown == REFUSED) {
                    io.println(refusal);
                    return false;
                }
                if (shown.kind() == ToConsole.Kind.DONE) {
                    return true;
                }
                show(shown);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            lineRunning = false;
        }
    }

    private void show(ToConsole shown) {
        switch (shown.kind()) {
            case OUTPUT -> io.println(shown.text());
            case QUESTION ->
                connection.send(new FromConsole(FromConsole.Kind.ANSWER, io.confirm(shown.text()) ? "y" : "n"));
            case WATCHING -> watch = new RemoteWatchHere(io.startWatching());
            case WATCHED -> {
                if (watch != null) {
                    watch.watching.show(shown.text());
                }
            }
            case UNWATCHED -> {
                if (watch != null) {
                    watch.endedByRelay();
                    watch = null;
                }
            }
            case ALERT, TERMINALS, DONE -> {
                // taken on the link's thread, or by the caller
            }
        }
    }

    /** A watch on this screen: a key ends it (the relay is told), or the relay does (its side ended, or the link went). */
    private final class RemoteWatchHere {

        private final ConsoleIo.Watching watching;
        private final Thread keyWaiter;
        private volatile boolean relayEnded;

        RemoteWatchHere(ConsoleIo.Watching watching) {
            this.watching = watching;
            this.keyWaiter = Thread.ofVirtual().name("watch-key").start(() -> {
                watching.awaitKey();
                if (!relayEnded) {
                    connection.send(new FromConsole(FromConsole.Kind.UNWATCH, ""));
                }
            });
        }

        void endedByRelay() {
            relayEnded = true;
            watching.close();
            try {
                keyWaiter.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** From the link's thread: alerts are shown at once, above the prompt; the rest in order, by the line that waits for them. */
    @Override
    public void received(LinkMessage message) {
        switch (message) {
            case ToConsole shown when shown.kind() == ToConsole.Kind.ALERT -> alert(shown.text());
            case ToConsole shown
            when shown.kind() == ToConsole.Kind.TERMINALS -> {
                terminals = shown.text().isBlank()
                        ? List.of()
                        : Arrays.asList(shown.text().split(" "));
                // the last of what the relay says to a console as it opens: the alerts to show under the welcome are in
                admittedOrRefused.countDown();
            }
            case ToConsole shown -> fromRelay.add(shown);
            case LinkMessage.Welcome welcome -> {
                if (welcome.fresh() && lineRunning) {
                    fromRelay.add(FORGOTTEN);
                }
            }
            default -> {
                // refusals are told through linkIs; the rest is the link's own business
            }
        }
    }

    private void alert(String line) {
        synchronized (this) {
            if (heldAlerts != null) {
                heldAlerts.add(line);
                return;
            }
        }
        io.alert(line);
    }

    /** Once, as the welcome is printed: the alerts that came before it; any later is shown as it comes. */
    private synchronized List<String> heldAlerts() {
        List<String> held = heldAlerts;
        heldAlerts = null;
        return held;
    }

    /** The link's state in words, said when it changes: lost, unreachable, back; a refusal ends the console. */
    @Override
    public void linkIs(String description) {
        if (description.startsWith("refused")) {
            refused(description.replaceFirst("; retrying$", ""));
            return;
        }
        if (description.startsWith("connecting to") || description.equals(linkSaid) || io == null) {
            return;
        }
        boolean first = linkSaid.isEmpty();
        linkSaid = description;
        if (!first || !description.equals("connected")) {
            io.alert("relay link: " + description);
        }
    }

    private void refused(String why) {
        refusal = "the relay refused this console: "
                + why.replace(
                        "give the station --key-file",
                        "give the console --key-file keys/operator.key, or set PARLOR_SEAT_KEY");
        connection.close();
        fromRelay.add(REFUSED);
        admittedOrRefused.countDown();
    }
}
