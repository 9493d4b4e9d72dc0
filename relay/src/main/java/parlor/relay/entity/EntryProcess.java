package parlor.relay.entity;

import com.pty4j.PtyProcess;
import com.pty4j.PtyProcessBuilder;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.EntryClock;
import parlor.relay.contest.Isolation;
import parlor.relay.entity.limits.BreachWatch;
import parlor.relay.entity.limits.Breaches;
import parlor.relay.entity.limits.EntryCgroup;
import parlor.relay.entity.limits.EntryLimits;

/**
 * One run of an entry program as the contest runs it: on an 80x24 pty, in its folder, in its
 * sandbox (or, with {@code isolation: none}, only cut off from the network unless allowed), with an
 * environment of its own, never the relay's; where this machine has cgroups, in a group of its own
 * that holds its limits for the whole entry, watched while it runs so the operator hears at once
 * when it reaches one.
 */
final class EntryProcess {

    private static final Logger LOG = LoggerFactory.getLogger(EntryProcess.class);
    /** How often a run's counters are read: the operator hears of a limit reached within this. */
    private static final Duration WATCH = Duration.ofSeconds(1);

    private final PtyProcess process;
    private final Optional<EntryCgroup> group;
    private final BreachWatch watch;
    private final AtomicBoolean ended = new AtomicBoolean();

    private EntryProcess(PtyProcess process, Optional<EntryCgroup> group, BreachWatch watch) {
        this.process = process;
        this.group = group;
        this.watch = watch;
    }

    /** The entry's program started; {@code terminal} is where a limit it reaches is reported. */
    static EntryProcess start(EntitySpec.Program spec, String terminal) throws IOException {
        Isolation how = spec.isolation();
        Optional<EntryCgroup> group =
                how.sandboxed() ? EntryLimits.groupFor(spec.id(), how.limits()) : Optional.empty();
        List<String> command = new ArrayList<>();
        group.ifPresent(joining -> command.addAll(joining.launcher()));
        command.addAll(command(spec));
        PtyProcess process;
        try {
            process = builder(spec, command).start();
        } catch (IOException | RuntimeException e) {
            group.ifPresent(EntryProcess::remove);
            throw e;
        }
        EntryProcess started = new EntryProcess(process, group, new BreachWatch(terminal, spec.id(), how.limits()));
        group.ifPresent(watched ->
                Thread.ofVirtual().name("entity-" + spec.id() + "-limits").start(() -> started.watch(watched)));
        return started;
    }

    PtyProcess process() {
        return process;
    }

    /**
     * Once the process has exited: the operator told of any limit it reached not told yet, and its
     * group removed when its last process is gone. What it came up against, to explain its end.
     */
    Breaches ended() {
        if (group.isEmpty() || !ended.compareAndSet(false, true)) {
            return Breaches.NONE;
        }
        Breaches last = group.get().breaches();
        watch.ended(last);
        Thread.ofVirtual().name("entity-cgroup-removal").start(() -> remove(group.get()));
        return last;
    }

    private void watch(EntryCgroup watched) {
        try {
            while (!process.waitFor(WATCH.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
                if (!ended.get()) {
                    watch.seen(watched.breaches());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void remove(EntryCgroup group) {
        try {
            group.remove();
        } catch (IOException e) {
            LOG.atWarn()
                    .addKeyValue("event", "entity-cgroup-left")
                    .log("an entry's cgroup was left behind (removed at the relay's next start): {}", e.getMessage());
        }
    }

    private static PtyProcessBuilder builder(EntitySpec.Program spec, List<String> command) {
        return new PtyProcessBuilder()
                .setCommand(command.toArray(String[]::new))
                .setEnvironment(
                        spec.isolation().sandboxed() ? Sandbox.launcherEnvironment() : ProgramEntity.environment(spec))
                .setDirectory(spec.directory().toString())
                .setRedirectErrorStream(true)
                .setInitialColumns(80)
                .setInitialRows(24);
    }

    /**
     * {@code sh} switches the pty's echo off, says so, then becomes the program. Input written
     * before echo is off would come back as part of the reply, so none is written until then.
     */
    private static List<String> command(EntitySpec.Program spec) {
        // in keystroke mode the terminal must not wait for a whole line, nor interpret erase keys itself
        String stty = spec.keystrokes() ? "stty -echo -icanon min 1 time 0" : "stty -echo";
        List<String> command = new ArrayList<>(List.of(
                "/bin/sh",
                "-c",
                stty + " 2>/dev/null; printf '%s\\n' '" + ProgramEntity.READY + "'; exec \"$@\"",
                "parlor-entry"));
        command.addAll(EntryClock.launcher(spec.environment()));
        command.addAll(spec.command());
        if (spec.isolation().sandboxed()) {
            Isolation how = spec.isolation();
            return EntryHome.wrap(
                    new Sandbox.Plan(
                            spec.id(),
                            spec.directory(),
                            how.ownFolder(),
                            how.writable(),
                            Sandbox.filesNamedIn(spec.command(), spec.directory()),
                            how.readOnly(),
                            how.readWrite(),
                            spec.network(),
                            ProgramEntity.environment(spec),
                            how.limits()),
                    command,
                    spec);
        }
        // no telecommunications: unless the contest file allows it, the entry gets no network
        return spec.network() ? command : NetworkIsolation.wrap(command);
    }
}
