package parlor.relay.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;

/**
 * A real terminal for tests: a private tmux server (its own socket, no user configuration) with
 * one pane of the given size that shows a file's bytes exactly as a terminal would receive them
 * on a wire (the pty's output processing is off). Read back with {@link #rows()}; closing kills
 * the server and removes its socket. In CI (env {@code CI} set) a missing tmux fails the test; elsewhere it is skipped.
 */
public final class TmuxPane implements AutoCloseable {

    private final String socket = "parlor-plain-" + UUID.randomUUID();
    private final String session = "plain";
    private Path socketFile;

    private TmuxPane() {}

    /** A pane of {@code columns} x {@code rows} that receives the file's bytes, then waits. */
    public static TmuxPane showing(Path bytes, int columns, int rows) throws IOException, InterruptedException {
        return running(
                "stty -opost -echo 2>/dev/null; cat '" + bytes.toAbsolutePath() + "'; exec sleep 600", columns, rows);
    }

    /** A pane of {@code columns} x {@code rows} running a shell command (a terminal program such as picocom). */
    public static TmuxPane running(String command, int columns, int rows) throws IOException, InterruptedException {
        requireTmux();
        TmuxPane pane = new TmuxPane();
        pane.run(
                "-f",
                "/dev/null",
                "new-session",
                "-d",
                "-s",
                pane.session,
                "-x",
                String.valueOf(columns),
                "-y",
                String.valueOf(rows),
                command);
        pane.socketFile =
                Path.of(pane.run("display-message", "-p", "#{socket_path}").strip());
        return pane;
    }

    /** Types the text as it is, key by key. */
    public void type(String text) throws IOException, InterruptedException {
        run("send-keys", "-t", session, "-l", text);
    }

    /** Presses named keys: {@code Enter}, {@code C-l}, {@code BSpace}. */
    public void press(String... keys) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("send-keys", "-t", session));
        args.addAll(List.of(keys));
        run(args.toArray(String[]::new));
    }

    private static void requireTmux() throws InterruptedException {
        boolean present;
        try {
            present = new ProcessBuilder("tmux", "-V")
                            .redirectErrorStream(true)
                            .start()
                            .waitFor()
                    == 0;
        } catch (IOException e) {
            present = false;
        }
        if (System.getenv("CI") != null && !present) {
            throw new AssertionError("tmux is missing: bin/test installs it");
        }
        assumeTrue(present, "tmux not installed (bin/test installs it)");
    }

    /** Every row of the pane, trailing blanks removed. */
    public List<String> rows() throws IOException, InterruptedException {
        String out = run("capture-pane", "-p", "-t", session);
        List<String> rows = new ArrayList<>(List.of(out.split("\n", -1)));
        rows.remove(rows.size() - 1);
        return rows;
    }

    /** One row with its attributes as escape sequences ({@code capture-pane -e}), e.g. to see reverse video. */
    public String rowWithAttributes(int row) throws IOException, InterruptedException {
        return run("capture-pane", "-p", "-e", "-t", session, "-S", String.valueOf(row), "-E", String.valueOf(row))
                .stripTrailing();
    }

    /** Column and row of the cursor, from 0. */
    public int[] cursor() throws IOException, InterruptedException {
        String[] xy = run("display-message", "-p", "-t", session, "#{cursor_x} #{cursor_y}")
                .strip()
                .split(" ");
        return new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])};
    }

    /** Polls the pane until its rows satisfy the condition, or fails at the deadline. */
    public List<String> waitForRows(String what, Duration deadline, Predicate<List<String>> condition) {
        return Eventually.valueOf(what, deadline, () -> {
            try {
                List<String> rows = rows();
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

    /** Kills this pane's tmux server and removes its socket file, which tmux leaves behind. */
    @Override
    public void close() throws IOException, InterruptedException {
        new ProcessBuilder("tmux", "-L", socket, "kill-server")
                .redirectErrorStream(true)
                .start()
                .waitFor();
        if (socketFile != null) {
            Files.deleteIfExists(socketFile);
        }
    }
}
