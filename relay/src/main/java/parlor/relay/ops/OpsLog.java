package parlor.relay.ops;

import static parlor.relay.ops.OpsLines.LOG;
import static parlor.relay.ops.OpsLines.at;
import static parlor.relay.ops.OpsLines.judgeName;
import static parlor.relay.ops.OpsLines.judgeNumber;
import static parlor.relay.ops.OpsLines.oneLine;

import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;
import org.slf4j.spi.LoggingEventBuilder;

/**
 * The operator's log: one line per event that matters, each naming its terminal. Goes to the
 * human-readable file and the JSON-lines file {@link LogConfigurator} sets up. Counts only, never the
 * words typed: the words belong in transcripts. Here the relay's own life, its stations and hosts,
 * and the judges' conversations; the entries' lines are in {@link EntityLog}, the record's in
 * {@link RecordLog}, the consoles' in {@link ConsoleLog}: all to the one {@link #LOGGER}.
 */
public final class OpsLog {

    /** The logger every operator's event goes to: a prescreening listens to it for each entry's crashes and hangs. */
    public static final String LOGGER = "parlor.ops";

    /** A contest without a key: a console is told of it again as it opens (see {@link Alerts}). */
    static final String NO_CONTEST_KEY = "no-contest-key";

    private OpsLog() {}

    public static void relayStarted(String contest, String listen, int terminals) {
        LOG.atInfo()
                .addKeyValue("event", "relay-started")
                .addKeyValue("listen", listen)
                .log("relay started for '{}': {} terminal(s), listening on {}", contest, terminals, listen);
    }

    public static void serialLine(String terminal, String what) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "serial-line").log("{}", what));
    }

    /** A folder of the relay's records that other users may open: made by hand or by an older relay. */
    public static void folderOpenToOthers(String what, String folder, String mode) {
        LOG.atWarn()
                .addKeyValue("event", "folder-open-to-others")
                .addKeyValue("folder", folder)
                .addKeyValue("mode", mode)
                .log("{} {} is readable by other users of this machine ({}): chmod 700 it", what, folder, mode);
    }

    /** A telnet seat in a keyed contest, meant so ({@code unauthenticated: true}): named at every start, as no key guards it. */
    public static void keylessSeat(String terminal, String address) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "keyless-seat")
                        .log(
                                "terminal {} is a telnet seat with no key (unauthenticated: true), though the contest has one: "
                                        + "anyone who reaches {} types as its judge",
                                terminal,
                                address));
    }

    public static void noContestKey(String listen) {
        LOG.atWarn()
                .addKeyValue("event", NO_CONTEST_KEY)
                .log(
                        "the contest has no key: any machine that can reach {} may take any seat, and operator consoles are accepted only from "
                                + "this machine (set key: in the contest file or PARLOR_CONTEST_KEY)",
                        reachable(listen));
    }

    /** Where a relay listening on {@code listen} is reached: on all its addresses, "this machine's port 7070". */
    static String reachable(String listen) {
        int colon = listen.lastIndexOf(':');
        String host = colon < 0 ? "" : listen.substring(0, colon);
        return host.equals("0.0.0.0") || host.equals("[::]") || host.equals("::") || host.equals("*")
                ? "this machine's port " + listen.substring(colon + 1)
                : listen;
    }

    public static void stationConnected(String terminal, String peer, String how) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "station-connected")
                        .addKeyValue("peer", peer)
                        .log("station connected from {} ({})", peer, how));
    }

    public static void stationLeft(String terminal, String peer, String why) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "station-left")
                        .addKeyValue("peer", peer)
                        .log("station {} left: {}", peer, why));
    }

    public static void stationRefused(String peer, String why) {
        if (RepeatedWarnings.collapsed("station-refused", peer)) {
            return;
        }
        LOG.atWarn()
                .addKeyValue("event", "station-refused")
                .addKeyValue("peer", peer)
                .log("station {} refused: {}", peer, why);
    }

    public static void judgeChanged(String terminal, int previous, int judge) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "judge-changed")
                        .addKeyValue("judge", judge)
                        .addKeyValue("previous", judgeNumber(previous))
                        .log(
                                "judge {} took terminal {} (was {})",
                                judgeName(judge),
                                terminal,
                                previous < 0 ? "nobody" : judgeName(previous)));
    }

    public static void messageComplete(String terminal, int judge, int lines, int words) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "message-complete")
                        .addKeyValue("lines", lines)
                        .addKeyValue("words", words)
                        .addKeyValue("judge", judgeNumber(judge))
                        .log("judge {} message complete: {} line(s), {} word(s)", judgeName(judge), lines, words));
    }

    public static void replyComplete(String terminal, int lines, Duration after) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "reply-complete")
                        .addKeyValue("lines", lines)
                        .addKeyValue("ms", after.toMillis())
                        .log("reply complete: {} line(s) after {} ms", lines, after.toMillis()));
    }

    /** 2009: what an entry said before the judge's first message, set aside (it may not speak first). */
    public static void spokeFirst(String terminal, String entity, int chars) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "spoke-first")
                        .addKeyValue("entity", entity)
                        .addKeyValue("chars", chars)
                        .log(
                                "entity {} spoke before the judge ({} chars): set aside, the judge starts (2009 rules)",
                                entity,
                                chars));
    }

    /** 2006: whether an entity's first words to a judge were the opening assertion the rules require. */
    public static void openingAssertion(String terminal, String entity, int judge, boolean made) {
        at(
                terminal,
                () -> (made ? LOG.atInfo() : LOG.atWarn())
                        .addKeyValue("event", "opening-assertion")
                        .addKeyValue("entity", entity)
                        .addKeyValue("judge", judge)
                        .addKeyValue("made", made)
                        .log(
                                "entity {} {} the 2006 opening assertion to judge {}",
                                entity,
                                made ? "made" : "did not make",
                                String.format("%02d", judge)));
    }

    /** 2006: an entity made the opening assertion, but not as its first words to the judge. */
    public static void openingAssertionLate(String terminal, String entity, int judge) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "opening-assertion")
                        .addKeyValue("entity", entity)
                        .addKeyValue("judge", judge)
                        .addKeyValue("made", "late")
                        .log(
                                "entity {} made the 2006 opening assertion to judge {} late, not as its first words",
                                entity,
                                String.format("%02d", judge)));
    }

    public static void hostConnected(String terminal, String seat, String peer, String how) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "host-connected")
                        .addKeyValue("seat", seat)
                        .addKeyValue("peer", peer)
                        .log("hidden host {} connected from {} ({})", seat, peer, how));
    }

    public static void hostLeft(String terminal, String seat, String peer, String why) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "host-left")
                        .addKeyValue("seat", seat)
                        .addKeyValue("peer", peer)
                        .log("hidden host {} at {} left: {}", seat, peer, why));
    }

    /** The relay has stopped, and why (the console, a signal, a failed start): meant to be the log's last line. */
    public static void relayStopped(String why) {
        RepeatedWarnings.sayAllRepeats();
        EntityLogGuard.sayAll();
        LOG.atInfo()
                .addKeyValue("event", "relay-stopped")
                .addKeyValue("why", why)
                .log("relay stopped ({})", why);
    }

    /** Closes the log files, so nothing a stopping thread says can follow {@link #relayStopped}. */
    public static void close() {
        RepeatedWarnings.sayAllRepeats();
        EntityLogGuard.sayAll();
        if (LoggerFactory.getILoggerFactory() instanceof ch.qos.logback.classic.LoggerContext logback) {
            logback.stop();
        }
    }

    /** The contest's round clock: a phase starting or ending, a pause, an extension. */
    public static void contestClock(String what) {
        LOG.atInfo().addKeyValue("event", "contest-clock").log("{}", what);
    }

    /**
     * A review ended with a judge's questions unanswered: those verdicts are not in the log, and `results` lists them
     * as missing. One line per judge and review, naming the first question left.
     */
    public static void verdictMissing(String terminal, int judge, int round, String question, int unanswered) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "verdict-missing")
                        .addKeyValue("judge", judge)
                        .addKeyValue("round", round)
                        .addKeyValue("unanswered", unanswered)
                        .log(
                                "verdict missing: judge {} at {} left the review of round {} with {} question(s) unanswered, first \"{}\"",
                                judgeName(judge),
                                terminal,
                                round,
                                unanswered,
                                oneLine(question)));
    }

    /** An entry disqualified, as recorded in the verdict log at the operator's word: one line, with the reason. */
    public static void disqualified(String entity, String reason) {
        LOG.atWarn()
                .addKeyValue("event", "disqualified")
                .addKeyValue("entity", entity)
                .addKeyValue("reason", oneLine(reason))
                .log("entry {} disqualified: {}", entity, oneLine(reason));
    }

    /** A question the clerk was about to ask refuses every answer: a bug in the relay; the judge is not shown it. */
    public static void verdictUnaskable(String terminal, int judge, String question) {
        at(
                terminal,
                () -> LOG.atError()
                        .addKeyValue("event", "verdict-unaskable")
                        .addKeyValue("judge", judge)
                        .log(
                                "fault in the verdict clerk: no answer to \"{}\" would be accepted; judge {} is not asked it",
                                oneLine(question),
                                judgeName(judge)));
    }

    /** An option of the relay's JVM it could not take as given (a typo, a number out of bounds), and what it does instead. */
    public static void optionOverruled(String what) {
        LOG.atWarn().addKeyValue("event", "option-overruled").log("{}", what);
    }

    /** A fault in the relay's own code: logged loudly with its stack, and the relay goes on. */
    public static void relayFault(String where, Exception e) {
        LOG.atError().addKeyValue("event", "relay-fault").setCause(e).log("fault in {}: {}", where, e.toString());
    }

    public static void badInput(String terminal, String source, String what) {
        if (RepeatedWarnings.collapsed("bad-input", source)) {
            return;
        }
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "bad-input")
                        .addKeyValue("source", source)
                        .log("bad input from {}: {}", source, what));
    }

    /**
     * A line of an entity's own logger (the LPP watcher's, the HTTP client's), naming its event and
     * entity for relay.jsonl; the caller adds any counts and logs it.
     */
    public static LoggingEventBuilder entityLine(Logger logger, Level level, String event, String entity) {
        return logger.atLevel(level).addKeyValue("event", event).addKeyValue("entity", entity);
    }

    /** A web or HTTP entry's reply, in the entry's own log: its length and how long the entry took. */
    public static void entityReplied(Logger logger, String entity, int chars, Duration took) {
        long ms = took.toMillis();
        entityLine(logger, Level.INFO, "entity-replied", entity)
                .addKeyValue("chars", chars)
                .addKeyValue("ms", ms)
                .log("entity {} replied: {} chars after {} ms", entity, chars, ms);
    }

    /** Connections from one address turned away or cut off for one reason, once per episode ({@code window} long). */
    public static void connectionsTurnedAway(String host, long count, Duration window, String why) {
        LOG.atWarn()
                .addKeyValue("event", "connections-turned-away")
                .addKeyValue("peer", host)
                .addKeyValue("count", count)
                .log(
                        "turned away {} connection{} from {} in the last {} s: {}",
                        count,
                        count == 1 ? "" : "s",
                        host,
                        window.toSeconds(),
                        why);
    }

    /** A plain terminal's input that named no key, dropped: once per episode ({@code window} long). */
    public static void notKeysDropped(String terminal, String source, long count, Duration window, String first) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "not-keys-dropped")
                        .addKeyValue("source", source)
                        .addKeyValue("count", count)
                        .log(
                                "dropped {} input{} from {} that named no key in the last {} s (the first: {})",
                                count,
                                count == 1 ? "" : "s",
                                source,
                                window.toSeconds(),
                                first));
    }
}
