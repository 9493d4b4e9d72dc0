package parlor.relay.ops;

import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.slf4j.event.Level;
import org.slf4j.spi.LoggingEventBuilder;

/**
 * The operator's log: one line per event that matters, each naming its terminal. Goes to the
 * human-readable file and the JSON-lines file LogConfigurator sets up. Counts only, never the
 * words typed: the words belong in transcripts.
 */
public final class OpsLog {

    /** The logger every operator's event goes to: a prescreening listens to it for each entry's crashes and hangs. */
    public static final String LOGGER = "parlor.ops";
    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);

    private OpsLog() {
    }

    public static void relayStarted(String contest, String listen, int terminals) {
        LOG.atInfo().addKeyValue("event", "relay-started").addKeyValue("listen", listen)
            .log("relay started for '{}': {} terminal(s), listening on {}", contest, terminals, listen);
    }

    public static void serialLine(String terminal, String what) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "serial-line").log("{}", what));
    }

    public static void entryNotSandboxed(String entity) {
        LOG.atWarn().addKeyValue("event", "entry-not-sandboxed").addKeyValue("entity", entity)
            .log("entry {} runs WITHOUT a sandbox (isolation: none): it can read and write whatever the relay's user can", entity);
    }

    public static void noSandbox(String entities, String why) {
        LOG.atError().addKeyValue("event", "no-sandbox").addKeyValue("entities", entities)
            .log("entries {} cannot be shut in a sandbox on this machine ({}): the relay does not start", entities, why);
    }

    public static void noNetworkIsolation(String why) {
        LOG.atWarn().addKeyValue("event", "no-network-isolation")
            .log("entry programs cannot be cut off from the network on this machine ({}): they run WITH network access", why);
    }

    /** A folder of the relay's records that other users may open: made by hand or by an older relay. */
    public static void folderOpenToOthers(String what, String folder, String mode) {
        LOG.atWarn().addKeyValue("event", "folder-open-to-others").addKeyValue("folder", folder).addKeyValue("mode", mode)
            .log("{} {} is readable by other users of this machine ({}): chmod 700 it", what, folder, mode);
    }

    public static void noContestKey(String listen) {
        LOG.atWarn().addKeyValue("event", "no-contest-key")
            .log("the contest has no key: any machine that can reach {} may take any seat, and operator consoles are accepted only from "
                + "this machine (set key: in the contest file or PARLOR_CONTEST_KEY)", listen);
    }

    public static void stationConnected(String terminal, String peer, String how) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "station-connected").addKeyValue("peer", peer)
            .log("station connected from {} ({})", peer, how));
    }

    public static void stationLeft(String terminal, String peer, String why) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "station-left").addKeyValue("peer", peer)
            .log("station {} left: {}", peer, why));
    }

    public static void stationRefused(String peer, String why) {
        if (collapsed("station-refused", peer)) {
            return;
        }
        LOG.atWarn().addKeyValue("event", "station-refused").addKeyValue("peer", peer)
            .log("station {} refused: {}", peer, why);
    }

    public static void judgeChanged(String terminal, int previous, int judge) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "judge-changed").addKeyValue("judge", judge)
            .addKeyValue("previous", judgeNumber(previous))
            .log("judge {} took terminal {} (was {})", judgeName(judge), terminal,
                previous < 0 ? "nobody" : judgeName(previous)));
    }

    public static void messageComplete(String terminal, int judge, int lines, int words) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "message-complete").addKeyValue("lines", lines)
            .addKeyValue("words", words).addKeyValue("judge", judgeNumber(judge)).log("judge {} message complete: {} line(s), {} word(s)",
                judgeName(judge), lines, words));
    }

    public static void replyComplete(String terminal, int lines, Duration after) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "reply-complete").addKeyValue("lines", lines)
            .addKeyValue("ms", after.toMillis()).log("reply complete: {} line(s) after {} ms", lines, after.toMillis()));
    }

    /** 2009: what an entry said before the judge's first message, set aside (it may not speak first). */
    public static void spokeFirst(String terminal, String entity, int chars) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "spoke-first").addKeyValue("entity", entity).addKeyValue("chars", chars)
            .log("entity {} spoke before the judge ({} chars): set aside, the judge starts (2009 rules)", entity, chars));
    }

    /** 2006: whether an entity's first words to a judge were the opening assertion the rules require. */
    public static void openingAssertion(String terminal, String entity, int judge, boolean made) {
        at(terminal, () -> (made ? LOG.atInfo() : LOG.atWarn()).addKeyValue("event", "opening-assertion").addKeyValue("entity", entity)
            .addKeyValue("judge", judge).addKeyValue("made", made)
            .log("entity {} {} the 2006 opening assertion to judge {}", entity, made ? "made" : "did not make", String.format("%02d", judge)));
    }

    public static void entityStarted(String terminal, String entity) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "entity-started").addKeyValue("entity", entity)
            .log("entity {} started", entity));
    }

    /** Started again by its supervisor after it stopped: the same event, marked {@code "restarted":true}. */
    public static void entityRestarted(String terminal, String entity) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "entity-started").addKeyValue("entity", entity)
            .addKeyValue("restarted", true).log("entity {} started (restarted)", entity));
    }

    public static void entityDied(String terminal, String entity, String why) {
        at(terminal, () -> LOG.atError().addKeyValue("event", "entity-died").addKeyValue("entity", entity)
            .log("entity {} is not responding: {}", entity, why));
        OpsEvents.publish(new OpsEvent.EntityDied(terminal, entity, why));
    }

    public static void entityBack(String terminal, String entity, String how) {
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "entity-back").addKeyValue("entity", entity)
            .log("entity {} works again: {}", entity, how));
    }

    public static void hostConnected(String terminal, String seat, String peer, String how) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "host-connected").addKeyValue("seat", seat).addKeyValue("peer", peer)
            .log("hidden host {} connected from {} ({})", seat, peer, how));
    }

    public static void hostLeft(String terminal, String seat, String peer, String why) {
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "host-left").addKeyValue("seat", seat).addKeyValue("peer", peer)
            .log("hidden host {} at {} left: {}", seat, peer, why));
    }

    public static void conversationRecovered(String terminal, String file, long keys, int judge, boolean askedAgain) {
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "conversation-recovered").addKeyValue("file", file).addKeyValue("keys", keys)
            .addKeyValue("judge", judgeNumber(judge)).addKeyValue("asked-again", askedAgain)
            .log("recovered the conversation in {} ({} keys, judge {}){}", file, keys, judgeName(judge),
                askedAgain ? "; the entity is asked the judge's last message again" : ""));
    }

    public static void entityRestarting(String terminal, String entity, String why, Duration pause) {
        at(terminal, () -> LOG.atError().addKeyValue("event", "entity-restarting").addKeyValue("entity", entity)
            .addKeyValue("ms", pause.toMillis())
            .log("entity {} stopped ({}); restarting it in {} s; the judge sees only a delay", entity, why, pause.toSeconds()));
        OpsEvents.publish(new OpsEvent.EntityRestarting(terminal, entity, why, pause));
    }

    public static void entityGaveUp(String terminal, String entity, String why, int failures, Duration window) {
        at(terminal, () -> LOG.atError().addKeyValue("event", "entity-gave-up").addKeyValue("entity", entity).addKeyValue("failures", failures)
            .log("entity {} stopped ({}) for the {}th time within {} min: NOT restarting it; restart it by hand when fixed",
                entity, why, failures, window.toMinutes()));
        OpsEvents.publish(new OpsEvent.EntityGaveUp(terminal, entity, why, failures, window));
    }

    /** The relay has stopped, and why (the console, a signal, a failed start): meant to be the log's last line. */
    public static void relayStopped(String why) {
        sayAllRepeats();
        LOG.atInfo().addKeyValue("event", "relay-stopped").addKeyValue("why", why).log("relay stopped ({})", why);
    }

    /** Closes the log files, so nothing a stopping thread says can follow {@link #relayStopped}. */
    public static void close() {
        sayAllRepeats();
        if (LoggerFactory.getILoggerFactory() instanceof ch.qos.logback.classic.LoggerContext logback) {
            logback.stop();
        }
    }

    /** Entry programs tried before the day: how many, and how long it took. */
    public static void entriesChecked(int entries, Duration took) {
        LOG.atInfo().addKeyValue("event", "entries-checked").addKeyValue("entries", entries).addKeyValue("ms", took.toMillis())
            .log("{} entry program(s) tried before the day, in {} ms", entries, took.toMillis());
    }

    /** The operator started the relay with --skip-entry-check: no entry program was tried. */
    public static void entriesNotTried(int entries) {
        LOG.atWarn().addKeyValue("event", "entries-not-tried").addKeyValue("entries", entries)
            .log("{} entry program(s) NOT tried before the day (--skip-entry-check): one that cannot start will be found by a judge", entries);
    }

    /** An entry program that cannot start; {@code anyway} when the operator chose to start the relay regardless. */
    public static void entryCannotStart(String entity, String why, boolean anyway) {
        LOG.atError().addKeyValue("event", "entry-cannot-start").addKeyValue("entity", entity).addKeyValue("anyway", anyway)
            .log("ENTRY {} CANNOT START: {}{}", entity, why, anyway ? "; the relay starts anyway (--skip-entry-check): fix it before a judge meets it" : "");
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
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "verdict-missing").addKeyValue("judge", judge).addKeyValue("round", round)
            .addKeyValue("unanswered", unanswered)
            .log("verdict missing: judge {} at {} left the review of round {} with {} question(s) unanswered, first \"{}\"",
                judgeName(judge), terminal, round, unanswered, oneLine(question)));
    }

    /** A question the clerk was about to ask refuses every answer: a bug in the relay; the judge is not shown it. */
    public static void verdictUnaskable(String terminal, int judge, String question) {
        at(terminal, () -> LOG.atError().addKeyValue("event", "verdict-unaskable").addKeyValue("judge", judge)
            .log("fault in the verdict clerk: no answer to \"{}\" would be accepted; judge {} is not asked it", oneLine(question),
                judgeName(judge)));
    }

    /** A fault in the relay's own code: logged loudly with its stack, and the relay goes on. */
    public static void relayFault(String where, Exception e) {
        LOG.atError().addKeyValue("event", "relay-fault").setCause(e).log("fault in {}: {}", where, e.toString());
    }

    public static void recordFailing(String terminal, String why, int waiting) {
        at(terminal, () -> LOG.atError().addKeyValue("event", "record-failing").addKeyValue("waiting", waiting)
            .log("CANNOT WRITE THE RECORD: {}. The conversation goes on; {} write(s) kept in memory until the disk takes them: "
                + "free space on the transcripts disk NOW", why, waiting));
    }

    public static void recordStillFailing(String terminal, int waiting, Duration since) {
        at(terminal, () -> LOG.atError().addKeyValue("event", "record-failing").addKeyValue("waiting", waiting)
            .log("STILL CANNOT WRITE THE RECORD after {} s: {} write(s) kept in memory; free space on the transcripts disk",
                since.toSeconds(), waiting));
    }

    public static void recordWritableAgain(String terminal, Duration after, int mostWaiting) {
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "record-writable").addKeyValue("ms", after.toMillis())
            .addKeyValue("kept", mostWaiting)
            .log("the record is written again after {} ms: everything kept in memory (at most {} write(s)) is now on disk",
                after.toMillis(), mostWaiting));
    }

    public static void badInput(String terminal, String source, String what) {
        if (collapsed("bad-input", source)) {
            return;
        }
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "bad-input").addKeyValue("source", source)
            .log("bad input from {}: {}", source, what));
    }

    public static void transcriptOpened(String terminal, String file) {
        at(terminal, () -> LOG.atInfo().addKeyValue("event", "transcript-opened").addKeyValue("file", file)
            .log("transcript {}", file));
    }

    /** A line the operator typed at the console, before it runs: the log shows what was asked and when. */
    public static void operatorCommand(String origin, String command) {
        LOG.atInfo().addKeyValue("event", "operator-command").addKeyValue("command", command)
            .log("{}: {}", origin, command);
    }

    /** A remote operator's console ({@code bin/relay console}) took its seat. */
    public static void operatorConnected(String peer, String how) {
        LOG.atInfo().addKeyValue("event", "operator-connected").addKeyValue("peer", peer)
            .log("operator console connected from {} ({})", peer, how);
    }

    public static void operatorLeft(String peer, String why) {
        LOG.atInfo().addKeyValue("event", "operator-left").addKeyValue("peer", peer)
            .log("operator console {} left: {}", peer, why);
    }

    /** Keys from a watcher, counted over its link and said once: a watcher cannot type, however much it tries. */
    public static void watcherTyped(String terminal, String peer, long keys) {
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "watcher-typed").addKeyValue("peer", peer).addKeyValue("keys", keys)
            .log("watcher on {} typed {} key(s); watchers cannot type; run the day from bin/relay console", terminal, keys));
    }

    /** The operator answered no to "end round 3 now?" or the like: nothing was done. */
    public static void operatorDeclined(String command) {
        LOG.atInfo().addKeyValue("event", "operator-declined").addKeyValue("command", command)
            .log("operator declined: {} (nothing done)", command);
    }

    /** The desk would not do it now ("no round is running to pause"); the operator was told why. */
    public static void operatorCommandRefused(String command, String why) {
        LOG.atInfo().addKeyValue("event", "operator-command-refused").addKeyValue("command", command)
            .log("operator command '{}' refused: {}", command, why);
    }

    /** A fault behind the console, not the operator's doing: the stack trace goes here, not on their screen. */
    public static void operatorCommandFailed(String command, RuntimeException failure) {
        LOG.atError().addKeyValue("event", "operator-command-failed").addKeyValue("command", command).setCause(failure)
            .log("operator command '{}' failed: {}", command, failure.toString());
    }

    /** The judge as a number for tools, or null before anyone has announced themselves. */
    private static Integer judgeNumber(int judge) {
        return judge < 0 ? null : judge;
    }

    /**
     * A line of an entity's own logger (the LPP watcher's, the HTTP client's), naming its event and
     * entity for relay.jsonl; the caller adds any counts and logs it.
     */
    public static LoggingEventBuilder entityLine(Logger logger, Level level, String event, String entity) {
        return logger.atLevel(level).addKeyValue("event", event).addKeyValue("entity", entity);
    }

    /** Two digits as judges announce themselves; {@code --} before anyone has. */
    private static String judgeName(int judge) {
        return judge < 0 ? "--" : String.format("%02d", judge);
    }

    /** A question as the judge reads it, on one line. */
    private static String oneLine(String text) {
        return text.replace('\n', ' ');
    }

    private static void at(String terminal, Runnable logging) {
        try (var ignored = MDC.putCloseable("terminal", terminal)) {
            logging.run();
        }
    }

    /** At most this many warnings of a kind from one source are logged per {@link #REPEAT_WINDOW}; the rest are counted. */
    static final int FIRST_FEW = 10;
    static final Duration REPEAT_WINDOW = Duration.ofSeconds(10);
    private static final Repeats REPEATS = new Repeats(java.time.Clock.systemUTC(), FIRST_FEW, REPEAT_WINDOW);
    private static final java.util.concurrent.atomic.AtomicBoolean SAYING_REPEATS = new java.util.concurrent.atomic.AtomicBoolean();

    /**
     * True if this warning is one too many from its source just now: it is counted, to be said in
     * one line when its window ends (by the next such warning, or within a second by a watcher).
     */
    private static boolean collapsed(String event, String source) {
        // without the port: a flood over many connections is one source
        Repeats.Seen seen = REPEATS.seen(event, parlor.relay.link.Transport.hostOf(source));
        seen.ended().ifPresent(OpsLog::repeated);
        if (!seen.log() && SAYING_REPEATS.compareAndSet(false, true)) {
            Thread.ofVirtual().name("ops-log-repeats").start(OpsLog::sayRepeatsEverySecond);
        }
        return !seen.log();
    }

    private static void sayRepeatsEverySecond() {
        while (true) {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                return;
            }
            REPEATS.due().forEach(OpsLog::repeated);
        }
    }

    /** "… and 249,990 more like it from 127.0.0.1 in the last 10 s": the line a window of collapsed warnings ends with. */
    static void repeated(Repeats.Summary summary) {
        LOG.atWarn().addKeyValue("event", "repeated").addKeyValue("like", summary.event()).addKeyValue("source", summary.source())
            .addKeyValue("count", summary.count()).addKeyValue("seconds", summary.over().toSeconds())
            .log("\u2026 and {} more like it from {} in the last {} s ({})", String.format(java.util.Locale.ROOT, "%,d", summary.count()),
                summary.source(), summary.over().toSeconds(), summary.event());
    }

    /** Every window's count now, ended or not: as the log closes. */
    static void sayAllRepeats() {
        REPEATS.all().forEach(OpsLog::repeated);
    }

    /** A record's chain broke on a restart: lines from there on are not the relay's own, and are not replayed. */
    public static void recordNotAsWritten(String file, int line, String why, int trustedLines) {
        LOG.atError().addKeyValue("event", "record-not-as-written").addKeyValue("file", file).addKeyValue("line", line)
            .log("RECORD ALTERED: {} line {} {}: only the {} line(s) before it are replayed, and nothing from there on is shown to anyone; "
                + "keep the file as it is for the organisers (bin/transcripts check names the line)", file, line, why, trustedLines);
    }

    /** A record chained under a contest key, read by a relay started without one: replayed, but nothing vouches for it. */
    public static void recordUnverifiable(String file) {
        LOG.atWarn().addKeyValue("event", "record-unverifiable").addKeyValue("file", file)
            .log("record {} was chained with a contest key and this relay has none: it is replayed unverified; "
                + "start the relay with the contest's key (key: in the contest file, or PARLOR_CONTEST_KEY)", file);
    }

    /** Connections from one address turned away or cut off for one reason, once per episode ({@code window} long). */
    public static void connectionsTurnedAway(String host, long count, java.time.Duration window, String why) {
        LOG.atWarn().addKeyValue("event", "connections-turned-away").addKeyValue("peer", host).addKeyValue("count", count)
            .log("turned away {} connection{} from {} in the last {} s: {}", count, count == 1 ? "" : "s", host, window.toSeconds(), why);
    }

    /** A plain terminal's input that named no key, dropped: once per episode ({@code window} long). */
    public static void notKeysDropped(String terminal, String source, long count, java.time.Duration window, String first) {
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "not-keys-dropped").addKeyValue("source", source).addKeyValue("count", count)
            .log("dropped {} input{} from {} that named no key in the last {} s (the first: {})", count, count == 1 ? "" : "s", source,
                window.toSeconds(), first));
    }

    /** 2006: an entity made the opening assertion, but not as its first words to the judge. */
    public static void openingAssertionLate(String terminal, String entity, int judge) {
        at(terminal, () -> LOG.atWarn().addKeyValue("event", "opening-assertion").addKeyValue("entity", entity).addKeyValue("judge", judge)
            .addKeyValue("made", "late").log("entity {} made the 2006 opening assertion to judge {} late, not as its first words", entity,
                String.format("%02d", judge)));
    }
}
