package parlor.system;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import parlor.relay.console.OperatorConsole;
import parlor.relay.console.RelayControls;
import parlor.relay.console.RemoteConsole;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;

/** An operator console's keyboard and screen, at the relay or elsewhere: typed at as an operator types, read back as they read. */
final class ConsoleAtHand implements AutoCloseable {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    private final PipedOutputStream keyboard = new PipedOutputStream();
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private CompletableFuture<Integer> exitCode;

    private ConsoleAtHand() {}

    /** {@code bin/relay console}: the console on another machine, over {@code dialer}, with the operator's key if any. */
    static ConsoleAtHand remote(RelayConnection.Dialer dialer, Optional<String> key) throws IOException {
        ConsoleAtHand console = new ConsoleAtHand();
        PipedInputStream in = new PipedInputStream(console.keyboard, 4096);
        console.exitCode = CompletableFuture.supplyAsync(
                () -> {
                    try {
                        return RemoteConsole.onStreams(dialer, key, Clock.systemUTC(), in, console.screen);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                },
                ConsoleAtHand::ownThread);
        return console;
    }

    /** The relay's own console, open once its prompt shows. */
    static ConsoleAtHand local(RelayControls controls) throws IOException {
        ConsoleAtHand console = new ConsoleAtHand();
        PipedInputStream in = new PipedInputStream(console.keyboard, 4096);
        console.exitCode = CompletableFuture.supplyAsync(
                () -> {
                    try {
                        OperatorConsole.onStreams(controls, in, console.screen, Optional.empty());
                        return 0;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                },
                ConsoleAtHand::ownThread);
        console.await("the relay's own prompt", OperatorConsole.PROMPT);
        return console;
    }

    /**
     * Each console blocks a thread for as long as it is open: on the common pool, with two cores, a
     * second console waited for the first to end before it printed a line.
     */
    private static void ownThread(Runnable console) {
        Thread.ofPlatform().daemon().name("console-at-hand").start(console);
    }

    void type(String keys) {
        try {
            keyboard.write(keys.getBytes(UTF_8));
            keyboard.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void await(String what, String text) {
        Eventually.waitFor(what, DEADLINE, () -> screen().contains(text), this::screen);
    }

    void awaitMatch(String what, String pattern) {
        java.util.regex.Pattern wanted = java.util.regex.Pattern.compile(pattern);
        Eventually.waitFor(what, DEADLINE, () -> wanted.matcher(screen()).find(), this::screen);
    }

    /** Whether the text shows within a second. */
    boolean awaitQuietly(String text) {
        try {
            Eventually.waitFor(text, Duration.ofSeconds(1), () -> screen().contains(text));
            return true;
        } catch (AssertionError notYet) {
            return false;
        }
    }

    String screen() {
        return screen.toString(UTF_8).replace("\r", "");
    }

    int exit() throws Exception {
        return exitCode.get(DEADLINE.toSeconds(), TimeUnit.SECONDS);
    }

    @Override
    public void close() throws Exception {
        keyboard.close();
        exitCode.get(DEADLINE.toSeconds(), TimeUnit.SECONDS);
    }
}
