package parlor.relay.ops;

import static parlor.relay.ops.OpsLines.LOG;
import static parlor.relay.ops.OpsLines.at;

/**
 * The operator log's lines about running the day from a console: what an operator typed, whether
 * it ran, consoles coming and going, and watchers that try to type. Apart from {@link OpsLog} since
 * they are about the operators themselves, not the contest they run.
 */
public final class ConsoleLog {

    private ConsoleLog() {}

    /** A line the operator typed at the console, before it runs: the log shows what was asked and when. */
    public static void operatorCommand(String origin, String command) {
        LOG.atInfo()
                .addKeyValue("event", "operator-command")
                .addKeyValue("command", command)
                .log("{}: {}", origin, command);
    }

    /** A remote operator's console ({@code bin/relay console}) took its seat. */
    public static void operatorConnected(String peer, String how) {
        LOG.atInfo()
                .addKeyValue("event", "operator-connected")
                .addKeyValue("peer", peer)
                .log("operator console connected from {} ({})", peer, how);
    }

    public static void operatorLeft(String peer, String why) {
        LOG.atInfo()
                .addKeyValue("event", "operator-left")
                .addKeyValue("peer", peer)
                .log("operator console {} left: {}", peer, why);
    }

    /** The operator answered no to "end round 3 now?" or the like: nothing was done. */
    public static void operatorDeclined(String command) {
        LOG.atInfo()
                .addKeyValue("event", "operator-declined")
                .addKeyValue("command", command)
                .log("operator declined: {} (nothing done)", command);
    }

    /** The relay's controls would not do it now ("no round is running to pause"); the operator was told why. */
    public static void operatorCommandRefused(String command, String why) {
        LOG.atInfo()
                .addKeyValue("event", "operator-command-refused")
                .addKeyValue("command", command)
                .log("operator command '{}' refused: {}", command, why);
    }

    /** A fault behind the console, not the operator's doing: the stack trace goes here, not on their screen. */
    public static void operatorCommandFailed(String command, RuntimeException failure) {
        LOG.atError()
                .addKeyValue("event", "operator-command-failed")
                .addKeyValue("command", command)
                .setCause(failure)
                .log("operator command '{}' failed: {}", command, failure.toString());
    }

    /** Keys from a watcher, counted over its link and said once: a watcher cannot type, however much it tries. */
    public static void watcherTyped(String terminal, String peer, long keys) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "watcher-typed")
                        .addKeyValue("peer", peer)
                        .addKeyValue("keys", keys)
                        .log(
                                "watcher on {} typed {} key(s); watchers cannot type; run the day from bin/relay console",
                                terminal,
                                keys));
    }
}
