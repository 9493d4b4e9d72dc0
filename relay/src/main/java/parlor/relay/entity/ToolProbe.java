package parlor.relay.entity;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Whether a tool the relay wraps entries in ({@code unshare}, {@code bwrap}) works on this
 * machine: a harmless command run through it once, and the verdict kept for the relay's life.
 */
final class ToolProbe {

    private final String tool;
    private final Supplier<List<String>> command;
    private final Duration patience;
    private final Function<IOException, String> missing;
    private volatile Optional<String> verdict;

    /** {@code missing} says what to install when the tool cannot even be started. */
    ToolProbe(String tool, Supplier<List<String>> command, Duration patience, Function<IOException, String> missing) {
        this.tool = tool;
        this.command = command;
        this.patience = patience;
        this.missing = missing;
    }

    /** Why the tool cannot be used here, or empty if it can; found out once. */
    Optional<String> unavailable() {
        Optional<String> known = verdict;
        if (known == null) {
            known = tried();
            verdict = known;
        }
        return known;
    }

    private Optional<String> tried() {
        try {
            Process probe =
                    new ProcessBuilder(command.get()).redirectErrorStream(true).start();
            if (!probe.waitFor(patience.toMillis(), TimeUnit.MILLISECONDS)) {
                probe.destroyForcibly();
                return Optional.of(tool + " did not finish");
            }
            String said = new String(probe.getInputStream().readAllBytes()).strip();
            return probe.exitValue() == 0 ? Optional.empty() : Optional.of(tool + " failed: " + said);
        } catch (IOException e) {
            return Optional.of(missing.apply(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while trying " + tool);
        }
    }
}
