package parlor.relay.entity;

import com.pty4j.PtyProcess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import parlor.relay.contest.EntitySpec;

/**
 * One short run of an entry program exactly as the contest runs it (its pty, folder, environment
 * and network isolation), before the day: it passes once it shows its prompt or is still running
 * at the deadline; one that exits first fails, with the last lines it printed (its own error), and
 * so does one that waits for input at a prompt other than its contest file's.
 * The run is stopped either way; nothing is typed to it.
 */
final class EntryTrial {

    /** Long enough for an interpreter to report a syntax error or a missing module; short enough to start the day. */
    static final Duration DEADLINE = Duration.ofSeconds(2);

    private static final int LINES_KEPT = 3;
    private static final int MOST_KEPT_CHARS = 8192;

    private final EntitySpec.Program program;
    private final StringBuilder output = new StringBuilder();
    private final CompletableFuture<Void> prompted = new CompletableFuture<>();
    private final CompletableFuture<Void> drained = new CompletableFuture<>();

    private EntryTrial(EntitySpec.Program program) {
        this.program = program;
    }

    /** Why the entry cannot start, or empty if it ran until its prompt or the deadline. */
    static Optional<String> run(EntitySpec.Program program, Duration deadline) {
        return new EntryTrial(program).run(deadline);
    }

    private Optional<String> run(Duration deadline) {
        EntryProcess run;
        try {
            run = EntryProcess.start(program, "-");
        } catch (IOException | RuntimeException e) {
            return Optional.of(String.valueOf(e.getMessage()));
        }
        PtyProcess process = run.process();
        try {
            Thread.ofPlatform()
                    .daemon()
                    .name("entry-check-" + program.id())
                    .start(() -> read(process.getInputStream()));
            CompletableFuture.anyOf(prompted, process.onExit()).get(deadline.toMillis(), TimeUnit.MILLISECONDS);
            if (process.isAlive()) {
                return Optional.empty();
            }
            // what it printed before it died is its own explanation: wait (briefly) for the last of it
            drained.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
            return Optional.of("exited with status " + process.exitValue() + " before its first prompt" + lastLines());
        } catch (TimeoutException stillRunning) {
            return process.isAlive()
                    ? waitingElsewhere()
                    : Optional.of("exited with status " + process.exitValue() + lastLines());
        } catch (ExecutionException e) {
            return Optional.of(String.valueOf(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while trying it");
        } finally {
            stop(process);
            run.ended();
        }
    }

    /** Still running at the deadline without its prompt: a failure only if it waits at a prompt of its own. */
    private Optional<String> waitingElsewhere() {
        synchronized (output) {
            return program.prompt().flatMap(prompt -> ForeignPrompt.in(prompt, afterReady()));
        }
    }

    private void read(InputStream in) {
        byte[] chunk = new byte[4096];
        try (in) {
            for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) {
                String text = new String(chunk, 0, n, StandardCharsets.UTF_8);
                synchronized (output) {
                    output.append(text);
                    if (output.length() > MOST_KEPT_CHARS) {
                        output.delete(0, output.length() - MOST_KEPT_CHARS);
                    }
                    if (program.prompt().isPresent()
                            && program.prompt().get().matcher(afterReady()).find()) {
                        prompted.complete(null);
                    }
                }
            }
        } catch (IOException programGone) {
            // a pty reports EIO once the program has gone
        } finally {
            drained.complete(null);
        }
    }

    /** What the program printed: the wrapper's marker, and anything before it, is the relay's own. */
    private String afterReady() {
        int marker = output.indexOf(ProgramEntity.READY);
        return marker < 0 ? "" : output.substring(marker + ProgramEntity.READY.length());
    }

    private String lastLines() {
        String said;
        synchronized (output) {
            said = afterReady().isEmpty() ? output.toString() : afterReady();
        }
        // the program's words go to the operator's terminal: none of its control sequences do
        List<String> lines = Sanitiser.lastLines(said, LINES_KEPT).stream()
                .map(String::strip)
                .toList();
        return lines.isEmpty()
                ? " (it printed nothing)"
                : ": " + String.join(" / ", lines).strip();
    }

    private static void stop(PtyProcess process) {
        // pty4j's process has no handle of its own: its children are found by its pid
        ProcessHandle.of(process.pid())
                .ifPresent(handle -> handle.descendants().forEach(ProcessHandle::destroyForcibly));
        process.destroyForcibly();
        try {
            process.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
