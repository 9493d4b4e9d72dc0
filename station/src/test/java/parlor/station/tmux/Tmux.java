package parlor.station.tmux;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;
import parlor.relay.testing.Eventually;

/** A real terminal: a private tmux server with one 80x24 session, typed into and read back. */
final class Tmux implements AutoCloseable {

    private final String socket = "parlor-test-" + UUID.randomUUID();
    private final String session = "station";

    Tmux(String command) throws IOException, InterruptedException {
        requireTmux();
        run("new-session", "-d", "-s", session, "-x", "80", "-y", "24", command);
    }

    /** In CI the tmux package is installed by bin/test; elsewhere the test is skipped without it. */
    private static void requireTmux() throws InterruptedException {
        boolean present;
        try {
            present = new ProcessBuilder("tmux", "-V").start().waitFor() == 0;
        } catch (IOException e) {
            present = false;
        }
        if (System.getenv("CI") != null && !present) {
            throw new AssertionError("tmux is missing: bin/test installs it");
        }
        assumeTrue(present, "tmux not installed (bin/test installs it)");
    }

    void type(String text) throws IOException, InterruptedException {
        run("send-keys", "-t", session, "-l", text);
    }

    void press(String... keys) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("send-keys", "-t", session));
        args.addAll(List.of(keys));
        run(args.toArray(String[]::new));
    }

    List<String> screen() throws IOException, InterruptedException {
        return List.of(run("capture-pane", "-p", "-t", session).split("\n", -1));
    }

    List<String> waitForScreen(String what, Duration deadline, Predicate<List<String>> condition) {
        return Eventually.valueOf(what, deadline, () -> {
            try {
                List<String> rows = screen();
                return condition.test(rows) ? rows : null;
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private String run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("tmux", "-L", socket));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IOException("tmux " + String.join(" ", args) + " failed: " + out);
        }
        return out;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        new ProcessBuilder("tmux", "-L", socket, "kill-server").start().waitFor();
    }
}
