package parlor.relay.ops;

import static parlor.relay.ops.OpsLines.LOG;
import static parlor.relay.ops.OpsLines.at;

import java.time.Duration;

/**
 * The operator log's lines about the entry programs' lives: tried before the day, shut in a
 * sandbox or not, started, stopped, restarted, caught up, given up on, back. Apart from {@link OpsLog} since
 * a prescreening and the console's alerts act on them (the crashes also as {@link OpsEvent}s).
 */
public final class EntityLog {

    /** Always with its seconds: LocalTime's own text drops them when they are :00. */
    private static final java.time.format.DateTimeFormatter CLOCK_TIME =
            java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss");

    private EntityLog() {}

    /** Entry programs tried before the day: how many, and how long it took. */
    public static void entriesChecked(int entries, Duration took) {
        LOG.atInfo()
                .addKeyValue("event", "entries-checked")
                .addKeyValue("entries", entries)
                .addKeyValue("ms", took.toMillis())
                .log("{} entry program(s) tried before the day, in {} ms", entries, took.toMillis());
    }

    /** The operator started the relay with --skip-entry-check: no entry program was tried. */
    public static void entriesNotTried(int entries) {
        LOG.atWarn()
                .addKeyValue("event", "entries-not-tried")
                .addKeyValue("entries", entries)
                .log(
                        "{} entry program(s) NOT tried before the day (--skip-entry-check): one that cannot start will be found by a judge",
                        entries);
    }

    /** An entry program that cannot start; {@code anyway} when the operator chose to start the relay regardless. */
    public static void entryCannotStart(String entity, String why, boolean anyway) {
        LOG.atError()
                .addKeyValue("event", "entry-cannot-start")
                .addKeyValue("entity", entity)
                .addKeyValue("anyway", anyway)
                .log(
                        "ENTRY {} CANNOT START: {}{}",
                        entity,
                        why,
                        anyway ? "; the relay starts anyway (--skip-entry-check): fix it before a judge meets it" : "");
    }

    /**
     * An entry's writable folder filled its disk ({@code limits: { disk: }}): its writes fail with
     * "no space left on device" from now on; the relay's own disk is untouched. Once per filling.
     */
    public static void entryDiskFull(String entity, long capBytes, java.time.ZonedDateTime when) {
        LOG.atWarn()
                .addKeyValue("event", "entity-disk-full")
                .addKeyValue("entity", entity)
                .addKeyValue("cap_bytes", capBytes)
                .log(
                        "entry {} FILLED ITS DISK at {} (limits: disk {} MB): its writes fail with 'no space left on device' "
                                + "until it frees some; nothing else's disk is touched",
                        entity,
                        when.format(CLOCK_TIME),
                        capBytes >> 20);
    }

    /**
     * An entry's disk mounted for it, {@code made} from its folder now or found as an earlier run
     * left it, {@code full} perhaps: a warning then, since its writes fail from the start.
     */
    public static void entryDiskMounted(
            String entity, String image, long capBytes, long usedBytes, boolean made, boolean full) {
        (full ? LOG.atWarn() : LOG.atInfo())
                .addKeyValue("event", "entity-disk-mounted")
                .addKeyValue("entity", entity)
                .addKeyValue("image", image)
                .addKeyValue("cap_bytes", capBytes)
                .addKeyValue("used_bytes", usedBytes)
                .addKeyValue("full", full)
                .log(
                        "entry {} writes in its own disk {} ({} of {} MB used{}){}",
                        entity,
                        image,
                        usedBytes >> 20,
                        capBytes >> 20,
                        full ? ", FULL: its writes fail until it frees some" : "",
                        made
                                ? ", made now from its folder"
                                : ": later changes to its folder are not on it (delete the disk, the relay stopped, to make it again)");
    }

    /** A disk still in use when the relay stopped: left mounted, and used as it is by the next start. */
    public static void entryDiskLeftMounted(String entity, String where) {
        LOG.atWarn()
                .addKeyValue("event", "entity-disk-left-mounted")
                .addKeyValue("entity", entity)
                .log("entry {}'s disk is still in use: left mounted at {}; the next start uses it", entity, where);
    }

    /** Writable folders that cannot be capped here: the relay does not start. */
    public static void noDiskCap(String entities, String why) {
        LOG.atError()
                .addKeyValue("event", "no-disk-cap")
                .addKeyValue("entities", entities)
                .log(
                        "entries {} write in their folders, which cannot be capped on this machine ({}): the relay does not start",
                        entities,
                        why);
    }

    /** The contest file let an entry write in its folder with no cap ({@code limits: { disk: none }}). */
    public static void entryDiskUncapped(String entity) {
        LOG.atWarn()
                .addKeyValue("event", "entry-disk-uncapped")
                .addKeyValue("entity", entity)
                .log(
                        "entry {} writes in its folder with NO cap (limits: { disk: none }): it can fill that disk",
                        entity);
    }

    public static void entryNotSandboxed(String entity) {
        LOG.atWarn()
                .addKeyValue("event", "entry-not-sandboxed")
                .addKeyValue("entity", entity)
                .log(
                        "entry {} runs WITHOUT a sandbox (isolation: none): it can read and write whatever the relay's user can",
                        entity);
    }

    public static void noSandbox(String entities, String why) {
        LOG.atError()
                .addKeyValue("event", "no-sandbox")
                .addKeyValue("entities", entities)
                .log(
                        "entries {} cannot be shut in a sandbox on this machine ({}): the relay does not start",
                        entities,
                        why);
    }

    public static void noNetworkIsolation(String why) {
        LOG.atWarn()
                .addKeyValue("event", "no-network-isolation")
                .log(
                        "entry programs cannot be cut off from the network on this machine ({}): they run WITH network access",
                        why);
    }

    /** At start: what holds entry programs' limits on this machine (cgroup v2, v1, or rlimits only, and why). */
    public static void limitsHeldBy(String how) {
        LOG.atInfo().addKeyValue("event", "entry-limits").log(how);
    }

    /** At start: entries' cgroups a relay left when it was killed, removed. */
    public static void staleGroupsRemoved(java.util.List<String> groups) {
        LOG.atInfo()
                .addKeyValue("event", "entry-cgroups-removed")
                .addKeyValue("groups", groups.size())
                .log("removed the entries' cgroups a relay left when it was killed: {}", String.join(", ", groups));
    }

    /** A run of an entry took all the memory it may have, and the kernel killed {@code kills} of its processes. */
    public static void entityOutOfMemory(String terminal, String entity, long limitBytes, long kills) {
        at(
                terminal,
                () -> LOG.atError()
                        .addKeyValue("event", "entity-memory-limit")
                        .addKeyValue("entity", entity)
                        .addKeyValue("limit_bytes", limitBytes)
                        .addKeyValue("killed", kills)
                        .log(
                                "entity {} ran out of memory: its processes, shared memory and /tmp together reached its"
                                        + " limit (limits: memory {} MB), and the kernel stopped {} of its processes",
                                entity,
                                limitBytes >> 20,
                                kills));
    }

    /** A run of an entry tried to have more processes at once than it may; {@code refused} forks failed. */
    public static void entityAtProcessLimit(String terminal, String entity, int limit, long refused) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "entity-process-limit")
                        .addKeyValue("entity", entity)
                        .addKeyValue("limit", limit)
                        .addKeyValue("refused", refused)
                        .log(
                                "entity {} reached its process limit (limits: processes {}, its processes and threads"
                                        + " at once): {} of its forks refused",
                                entity,
                                limit,
                                refused));
    }

    /** At the end of a run that reached a limit again after the operator was told: how often in all. */
    public static void entityLimitsCounted(String terminal, String entity, long kills, long refused) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "entity-limits-counted")
                        .addKeyValue("entity", entity)
                        .addKeyValue("killed", kills)
                        .addKeyValue("refused", refused)
                        .log(
                                "entity {} stopped; in all during that run, {} of its processes were stopped for want of"
                                        + " memory and {} of its forks refused at its process limit",
                                entity,
                                kills,
                                refused));
    }

    public static void entityStarted(String terminal, String entity) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "entity-started")
                        .addKeyValue("entity", entity)
                        .log("entity {} started", entity));
    }

    /** Started again by its supervisor after it stopped: the same event, marked {@code "restarted":true}. */
    public static void entityRestarted(String terminal, String entity) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "entity-started")
                        .addKeyValue("entity", entity)
                        .addKeyValue("restarted", true)
                        .log("entity {} started (restarted)", entity));
    }

    /**
     * An entry started afresh was given its conversation's earlier messages again and has answered
     * each: it stands where its predecessor stood. Its answers were set aside, never shown.
     */
    public static void entityCaughtUp(String terminal, String entity, int messages, Duration took) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "entity-caught-up")
                        .addKeyValue("entity", entity)
                        .addKeyValue("messages", messages)
                        .addKeyValue("ms", took.toMillis())
                        .log(
                                "entity {} caught up: {} earlier message(s) given again, answers set aside ({} ms)",
                                entity,
                                messages,
                                took.toMillis()));
    }

    public static void entityDied(String terminal, String entity, String why) {
        at(
                terminal,
                () -> LOG.atError()
                        .addKeyValue("event", "entity-died")
                        .addKeyValue("entity", entity)
                        .log("entity {} is not responding: {}", entity, why));
        OpsEvents.publish(new OpsEvent.EntityDied(terminal, entity, why));
    }

    public static void entityBack(String terminal, String entity, String how) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "entity-back")
                        .addKeyValue("entity", entity)
                        .log("entity {} works again: {}", entity, how));
    }

    public static void entityRestarting(String terminal, String entity, String why, Duration pause) {
        at(
                terminal,
                () -> LOG.atError()
                        .addKeyValue("event", "entity-restarting")
                        .addKeyValue("entity", entity)
                        .addKeyValue("ms", pause.toMillis())
                        .log(
                                "entity {} stopped ({}); restarting it in {} s; the judge sees only a delay",
                                entity,
                                why,
                                pause.toSeconds()));
        OpsEvents.publish(new OpsEvent.EntityRestarting(terminal, entity, why, pause));
    }

    public static void entityGaveUp(String terminal, String entity, String why, int failures, Duration window) {
        at(
                terminal,
                () -> LOG.atError()
                        .addKeyValue("event", "entity-gave-up")
                        .addKeyValue("entity", entity)
                        .addKeyValue("failures", failures)
                        .log(
                                "entity {} stopped ({}) for the {}th time within {} min: NOT restarting it; restart it by hand when fixed",
                                entity,
                                why,
                                failures,
                                window.toMinutes()));
        OpsEvents.publish(new OpsEvent.EntityGaveUp(terminal, entity, why, failures, window));
    }

    /** An entry died on the same judge's message again: it is not restarted, and the operator decides. */
    public static void poisonMessage(String terminal, String entity, int times) {
        at(
                terminal,
                () -> LOG.atError()
                        .addKeyValue("event", "poison-message")
                        .addKeyValue("entity", entity)
                        .addKeyValue("times", times)
                        .log(
                                "entity {} died on the judge's message {} times: NOT restarting it, nor asking it that "
                                        + "message again; the judge is told it is not responding; type 'restart {}' to "
                                        + "start it again for the judge's next message",
                                entity,
                                times,
                                terminal));
    }

    /** The operator started an entry that had been left down (given up on, or dying on a message). */
    public static void entityRestartedByOperator(String terminal, String entity) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "entity-started")
                        .addKeyValue("entity", entity)
                        .log("entity {} started again by the operator", entity));
    }
}
