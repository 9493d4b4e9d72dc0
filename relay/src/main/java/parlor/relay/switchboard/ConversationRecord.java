package parlor.relay.switchboard;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.ops.RecordLog;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogWriter;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.Lp96TranscriptWriter;
import parlor.transcripts.lp96.TranscriptHeader;
import parlor.transcripts.seal.Extent;
import parlor.transcripts.seal.RecordManifest;

/**
 * One conversation's record on disk: the keystroke log {@code LPyy-nn.keys} (every key and every
 * reply line, with its time: the primary record) beside the 1996 transcript {@code LPyy-nn.TXT}
 * derived live through the discipline. Both open together when the conversation first has
 * something to record.
 */
final class ConversationRecord {

    private final String terminal;
    private final EntitySpec entity;
    private final Contest contest;
    private final Clock clock;
    private final TranscriptHeader header;
    private final int firstJudge;
    /** The day's phase the conversation belongs to ({@code ""} outside a day), on its begin line. */
    private final String phase;
    /** The day's record as a whole: this record's place, and how far it had come at its close. */
    private final RecordManifest manifest;
    /** The relay closed it: the manifest has its extent at the close, not where the relay's stop left it. */
    private boolean closedOnRecord;
    /** A typed reply's lines are on record already, ahead of its keys; its end is still to come. */
    private boolean replyAhead;

    private Lp96TranscriptWriter transcript;
    private KeyLogWriter keys;
    /** Writes not yet on disk (the disk is full, the folder gone), in order: retried until they succeed. */
    private final java.util.ArrayDeque<Runnable> unwritten = new java.util.ArrayDeque<>();
    /** Set while writes wait for the disk; volatile, for the tick reads it without the session's lock. */
    private volatile Instant troubleSince;

    private Instant lastAlarm;
    private int mostWaiting;

    ConversationRecord(
            String terminal,
            EntitySpec entity,
            Contest contest,
            Clock clock,
            Instant started,
            int firstJudge,
            String phase,
            RecordManifest manifest) {
        this.terminal = terminal;
        this.manifest = manifest;
        this.phase = phase;
        this.entity = entity;
        this.contest = contest;
        this.clock = clock;
        this.header = new TranscriptHeader(contest.copyright(), entity.name(), entity.author(), started);
        this.firstJudge = firstJudge;
    }

    /** Goes on with a conversation recovered from its files: the same transcript, the same keystroke log. */
    static ConversationRecord resumed(
            String terminal,
            EntitySpec entity,
            Contest contest,
            Clock clock,
            Recovery.Recovered recovered,
            RecordManifest manifest) {
        var facts = recovered.replay().facts();
        ConversationRecord record = new ConversationRecord(
                terminal,
                entity,
                contest,
                clock,
                facts.header().start(),
                recovered.replay().begin().judge(),
                facts.phase(),
                manifest);
        record.transcript = record.seenFrom(Lp96TranscriptWriter.appendTo(recovered.text(), facts.zone()));
        record.keys = new KeyLogWriter(recovered.keys(), contest.durability(), clock, contest.recordKey());
        recovered.closingLine().ifPresent(record.keys::write);
        return record;
    }

    /** At a confederate's desk the record's typist is the hidden side, the desk's "entity" the judge (see {@link EntitySpec.Desk}). */
    private String desk() {
        return entity instanceof EntitySpec.Desk ? terminal : "";
    }

    /** A desk whose keys go to the judge as typed lets its typist erase only within this; none elsewhere. */
    private java.time.Duration correctionWindow() {
        return desk().isEmpty() ? java.time.Duration.ZERO : contest.pacing().deskWindow();
    }

    private Lp96TranscriptWriter seenFrom(Lp96TranscriptWriter writer) {
        return desk().isEmpty() ? writer : writer.fromDesk(firstJudge);
    }

    /** Called before the key has any effect: what the judge typed is on record before it is echoed. */
    void key(Key key, long seq, int judge, Instant at) {
        keyLine(new KeyLogLine(
                at, terminal, judge, "-", "judge", KeyLogLine.What.KEY, seq > 0 ? key.name() + " " + seq : key.name()));
    }

    /**
     * A station process shows the conversation; the keys that follow are numbered by it, after the
     * {@code delivered} of its keys the relay had when this conversation began (a restarted relay
     * reads where the numbering stands from here).
     */
    void link(String stationSession, long delivered, int judge, Instant at) {
        keyLine(new KeyLogLine(
                at, terminal, judge, "-", "relay", KeyLogLine.What.LINK, stationSession + " " + delivered));
    }

    /** A reply, shown whole ({@code typed} false) or already typed onto the screen key by key. */
    void reply(List<String> lines, int judge, Instant at, boolean typed) {
        if (!replyAhead) {
            says(lines, judge, at);
        }
        replyAhead = false;
        keyLine(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.END, typed ? "typed" : ""));
    }

    /** A reply about to be typed onto the screen: its lines go on record first, its end when the last key is typed. */
    void replyAhead(List<String> lines, int judge, Instant at) {
        says(lines, judge, at);
        replyAhead = true;
    }

    /** The reply being typed when the relay stopped is on record already (a recovered conversation finishes typing it). */
    void replyAlreadyOnRecord() {
        replyAhead = true;
    }

    /** The reply being typed was cut short where it stood (the time was up): what was typed of it is what the judge saw. */
    void replyCut(int judge, Instant at) {
        replyAhead = false;
        keyLine(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.END, KeyLogLine.CUT));
    }

    private void says(List<String> lines, int judge, Instant at) {
        for (String line : lines) {
            keyLine(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.SAY, line));
        }
    }

    /** A key of a reply being typed onto the judge's screen, with the time it appeared. */
    void entityKey(Key key, int judge, Instant at) {
        keyLine(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.KEY, key.name()));
    }

    void down(String reason, int judge, Instant at) {
        keyLine(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.DOWN, reason));
    }

    /**
     * The conversation ended normally (its time is up, the operator ended it, the day is over): the
     * last line of its record says so, which tells {@code check} it from one cut short by a kill.
     * A conversation with nothing on record gets no files for it.
     */
    void closed(String reason, int judge, Instant at) {
        if (transcript == null && unwritten.isEmpty()) {
            return;
        }
        keyLine(new KeyLogLine(at, terminal, judge, "-", "relay", KeyLogLine.What.CLOSE, reason));
        // in order behind the close line: the manifest says how far the record had come once it is on disk
        written(() -> {
            closedOnRecord = true;
            manifest.closed(keys.file(), extent(keys));
        });
    }

    static Extent extent(KeyLogWriter keys) {
        return new Extent(keys.lines(), keys.lastValue());
    }

    /** The transcript's share of what the discipline decided. */
    void transcribe(DisciplineEvent event) {
        switch (event) {
            case DisciplineEvent.JudgeChanged ignored ->
                written(() -> transcript().record(event));
            case DisciplineEvent.JudgeLine ignored -> written(() -> transcript().record(event));
            case DisciplineEvent.EntityLine ignored ->
                written(() -> transcript().record(event));
            default -> {
                // screen effects and turn changes are not transcript lines
            }
        }
    }

    private void keyLine(KeyLogLine line) {
        written(() -> keys().write(line));
    }

    /**
     * Every write goes through here, in order. One that fails (a full disk) is kept, with all that
     * follow, in memory; the operator is told loudly; they are written when the disk takes them
     * again. The conversation goes on meanwhile: nothing the judge typed or saw is lost.
     */
    private void written(Runnable write) {
        unwritten.add(write);
        mostWaiting = Math.max(mostWaiting, unwritten.size());
        writeWhatWaits();
    }

    /** True while writes wait in memory for the disk to take them. */
    boolean backlogged() {
        return troubleSince != null;
    }

    /** Tries again what could not be written (called on every tick of the relay); reminds the operator now and then. */
    void retry() {
        if (unwritten.isEmpty()) {
            return;
        }
        writeWhatWaits();
        Instant now = clock.instant();
        if (!unwritten.isEmpty() && now.isAfter(lastAlarm.plus(ALARM_EVERY))) {
            lastAlarm = now;
            RecordLog.recordStillFailing(terminal, unwritten.size(), java.time.Duration.between(troubleSince, now));
        }
    }

    private void writeWhatWaits() {
        while (!unwritten.isEmpty()) {
            try {
                unwritten.peek().run();
                unwritten.poll();
            } catch (java.io.UncheckedIOException e) {
                if (troubleSince == null) {
                    troubleSince = clock.instant();
                    lastAlarm = troubleSince;
                    RecordLog.recordFailing(terminal, e.getMessage(), unwritten.size());
                }
                return;
            }
        }
        if (troubleSince != null) {
            RecordLog.recordWritableAgain(
                    terminal, java.time.Duration.between(troubleSince, clock.instant()), mostWaiting);
            troubleSince = null;
            mostWaiting = 0;
        }
    }

    private static final java.time.Duration ALARM_EVERY = java.time.Duration.ofSeconds(30);

    private KeyLogWriter keys() {
        open();
        return keys;
    }

    private Lp96TranscriptWriter transcript() {
        open();
        return transcript;
    }

    /** Both files, or neither: a half-made pair (the disk filled between them) is removed, to be made again. */
    private void open() {
        if (transcript != null) {
            return;
        }
        Lp96TranscriptWriter text = seenFrom(
                Lp96TranscriptWriter.create(contest.transcripts().resolve(entity.id()), header, contest.zone()));
        Path keyFile =
                text.file().resolveSibling(text.file().getFileName().toString().replaceFirst("\\.TXT$", ".keys"));
        try {
            KeyLogWriter log = new KeyLogWriter(keyFile, contest.durability(), clock, contest.recordKey());
            try {
                log.write(new KeyLogLine(
                        header.start(),
                        terminal,
                        firstJudge,
                        "-",
                        "relay",
                        KeyLogLine.What.BEGIN,
                        new BeginFacts(
                                        header,
                                        contest.zone(),
                                        contest.judgesTalkingTo(entity),
                                        phase,
                                        desk(),
                                        correctionWindow())
                                .payload()));
            } catch (java.io.UncheckedIOException e) {
                log.close();
                throw e;
            }
            keys = log;
            transcript = text;
            manifest.opened(keyFile, entity.id(), terminal, phase, firstJudge);
        } catch (java.io.UncheckedIOException e) {
            text.close();
            deleteQuietly(text.file());
            deleteQuietly(keyFile);
            throw e;
        }
        RecordLog.transcriptOpened(terminal, transcript.file().toString());
    }

    private static void deleteQuietly(Path file) {
        try {
            java.nio.file.Files.deleteIfExists(file);
        } catch (java.io.IOException ignored) {
            // left for check to report
        }
    }

    /** The relay stops; the conversation stays open, to be recovered when it starts again. */
    void close() {
        writeWhatWaits();
        if (unwritten.isEmpty()) {
            closeFiles();
            return;
        }
        // the conversation is over (a new round) but its end is not on disk yet: keep trying, in the background
        Thread.ofVirtual().name("record-rescue-" + terminal).start(() -> {
            while (true) {
                synchronized (this) {
                    retry();
                    if (unwritten.isEmpty()) {
                        closeFiles();
                        return;
                    }
                }
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
    }

    private void closeFiles() {
        if (transcript != null) {
            if (!closedOnRecord) {
                manifest.held(keys.file(), extent(keys));
            }
            transcript.close();
            keys.close();
        }
    }
}
