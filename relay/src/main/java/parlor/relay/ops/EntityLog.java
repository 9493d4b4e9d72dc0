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
