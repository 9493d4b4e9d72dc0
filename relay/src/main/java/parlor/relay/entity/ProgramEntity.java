package parlor.relay.entity;

import com.pty4j.PtyProcess;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.Isolation;
import parlor.relay.entity.limits.Breaches;
import parlor.transcripts.keys.Key;

/**
 * An entry program run on a pseudo-terminal, as a 1990s entry ran on its own console. A pty, not
 * a pipe: real programs buffer output to a pipe and would show the judge nothing. Echo is switched
 * off on the pty so the judge's words do not come back as part of the reply.
 */
public final class ProgramEntity implements Entity {

    private static final Logger LOG = LoggerFactory.getLogger(ProgramEntity.class);
    /** Printed by the wrapper once echo is off; nothing is sent to the program before it. */
    static final String READY = "<<parlor-entry-ready>>";

    private static final long READY_WAIT_SECONDS = 10;

    private final EntitySpec.Program spec;
    private final String terminal;
    private final Clock clock;
    private volatile ReplyStream replies;
    private final BlockingQueue<String> toProgram = new LinkedBlockingQueue<>();
    private final java.util.concurrent.CountDownLatch echoOff = new java.util.concurrent.CountDownLatch(1);
    private volatile PtyProcess process;
    private volatile EntryProcess running;
    private volatile boolean closing;
    private final KeystrokeEncoder keystrokes = new KeystrokeEncoder();
    private EntityListener listener;

    public ProgramEntity(EntitySpec.Program spec, String terminal, Clock clock) {
        this.spec = spec;
        this.terminal = terminal;
        this.clock = clock;
    }

    @Override
    public void start(EntityListener entityListener) {
        this.listener = entityListener;
        this.replies = new ReplyStream(spec.id(), spec.prompt(), spec.strip(), spec.quiet(), entityListener, clock);
        try (var ignored = MDC.putCloseable("terminal", terminal)) {
            launch();
        }
    }

    @Override
    public Optional<String> whyNoReply() {
        ReplyStream stream = replies;
        return stream == null ? Optional.empty() : stream.whyNoReplyEnds();
    }

    private void launch() {
        try {
            running = EntryProcess.start(spec, terminal);
            process = running.process();
        } catch (IOException | RuntimeException e) {
            listener.failed("cannot start " + String.join(" ", spec.command()) + ": " + e.getMessage());
            return;
        }
        LOG.atInfo()
                .addKeyValue("event", "entity-process")
                .addKeyValue("entity", spec.id())
                .addKeyValue("pid", process.pid())
                .log("entity {} started: {} (pid {})", spec.id(), String.join(" ", spec.command()), process.pid());
        // pty4j reads and writes in native calls that hold a virtual thread's carrier: on a 2-core machine
        // two quiet entries would hold both carriers and stall the whole relay, so the pty gets platform threads
        Thread.ofPlatform().daemon().name("entity-" + spec.id() + "-out").start(forTerminal(this::readOutput));
        Thread.ofPlatform().daemon().name("entity-" + spec.id() + "-in").start(forTerminal(this::writeInput));
        Thread.ofVirtual().name("entity-" + spec.id() + "-tick").start(forTerminal(this::tickQuietPeriods));
    }

    /** Every log line names the terminal, whichever of the entity's threads writes it. */
    private Runnable forTerminal(Runnable work) {
        return () -> {
            MDC.put("terminal", terminal);
            work.run();
        };
    }

    /**
     * What an entry's environment holds: a fixed search path, a home of its own, the relay's
     * language and time zone, the terminal it is on, and the contest's facts for it. Never the
     * relay's own variables, which may hold the contest key or an API key.
     */
    static Map<String, String> environment(EntitySpec.Program spec) {
        Map<String, String> env = new HashMap<>();
        env.put("PATH", "/usr/local/bin:/usr/bin:/bin");
        env.put(
                "HOME",
                spec.isolation().sandboxed() && !spec.isolation().writable()
                        ? "/tmp"
                        : spec.directory().toString());
        env.put(
                "LANG",
                Optional.ofNullable(System.getenv("LANG"))
                        .filter(lang -> lang.matches("[A-Za-z_.@0-9-]+"))
                        .orElse("C.UTF-8"));
        Optional.ofNullable(System.getenv("TZ"))
                .filter(zone -> zone.matches("[A-Za-z_/+0-9:-]+"))
                .ifPresent(zone -> env.put("TZ", zone));
        env.put("TERM", "dumb");
        env.put("COLUMNS", "80");
        env.put("LINES", "24");
        env.putAll(spec.environment());
        return env;
    }

    @Override
    public void judgeSaid(String message) {
        if (!spec.keystrokes()) {
            toProgram.add(message.replace('\n', ' ') + "\n");
        }
    }

    /** In keystroke mode each of the judge's keys goes to the program as it takes effect (see {@link KeystrokeEncoder}). */
    @Override
    public void judgeKey(Key key) {
        if (spec.keystrokes()) {
            keystrokes.encode(key).ifPresent(toProgram::add);
        }
    }

    private void writeInput() {
        OutputStream out = process.getOutputStream();
        try {
            if (!echoOff.await(READY_WAIT_SECONDS, TimeUnit.SECONDS)) {
                LOG.atWarn()
                        .addKeyValue("event", "entity-echo-unconfirmed")
                        .addKeyValue("entity", spec.id())
                        .log("entity {} never confirmed its terminal's echo is off; sending anyway", spec.id());
            }
            EntryInput.pump(toProgram, out, process::isAlive);
        } catch (IOException e) {
            LOG.atDebug()
                    .addKeyValue("event", "entity-input-closed")
                    .addKeyValue("entity", spec.id())
                    .log("entity {} input closed: {}", spec.id(), e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void readOutput() {
        InputStream in = process.getInputStream();
        var decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        char[] chunk = new char[4096];
        StringBuilder beforeReady = new StringBuilder();
        try (Reader reader = new InputStreamReader(in, decoder)) {
            int n;
            while ((n = reader.read(chunk)) >= 0) {
                String text = new String(chunk, 0, n);
                if (echoOff.getCount() > 0) {
                    beforeReady.append(text);
                    int marker = beforeReady.indexOf(READY);
                    if (marker < 0) {
                        continue;
                    }
                    text = beforeReady.substring(marker + READY.length()).replaceFirst("^\r?\n", "");
                    echoOff.countDown();
                }
                replies.output(text);
            }
        } catch (IOException e) {
            // a pty reports EIO when the program has gone
            LOG.atDebug()
                    .addKeyValue("event", "entity-output-closed")
                    .addKeyValue("entity", spec.id())
                    .log("entity {} output closed: {}", spec.id(), e.getMessage());
        }
        // reported from here, after the last output, so a reply never arrives after the news of the exit
        try {
            int status = process.waitFor();
            Breaches reached = running.ended();
            if (status == 0) {
                replies.ended();
            } else {
                replies.abandoned("died (status " + status + ")");
            }
            exited(status, reached);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void tickQuietPeriods() {
        try {
            while (process.isAlive()) {
                Thread.sleep(ReplyStream.TICK);
                replies.tick();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void exited(int status, Breaches reached) {
        if (closing) {
            return;
        }
        Isolation.Limits limits = spec.isolation().limits();
        if (status == Sandbox.CPU_LIMIT_STATUS && spec.isolation().sandboxed()) {
            listener.failed(
                    "program used up its CPU time (limits: cpu " + limits.cpu().toMinutes() + " min) and was stopped");
        } else if (reached.outOfMemory()) {
            listener.failed("program exited with status " + status + " after running out of memory (limits: memory "
                    + (limits.memoryBytes() >> 20) + " MB for the whole entry)");
        } else {
            listener.failed("program exited with status " + status);
        }
    }

    @Override
    public void close() {
        closing = true;
        stop(process);
    }

    /** An entry's process asked to stop, and made to if it has not within 2 s; nothing if there is none. */
    static void stop(PtyProcess running) {
        if (running != null && running.isAlive()) {
            running.destroy();
            try {
                if (!running.waitFor(2, TimeUnit.SECONDS)) {
                    running.destroyForcibly();
                }
            } catch (InterruptedException e) {
                running.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
