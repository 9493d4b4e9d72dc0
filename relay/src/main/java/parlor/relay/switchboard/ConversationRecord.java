package parlor.relay.switchboard;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogWriter;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.Lp96TranscriptWriter;
import parlor.transcripts.lp96.TranscriptHeader;

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
    private Lp96TranscriptWriter transcript;
    private KeyLogWriter keys;

    ConversationRecord(String terminal, EntitySpec entity, Contest contest, Clock clock, Instant started, int firstJudge) {
        this.terminal = terminal;
        this.entity = entity;
        this.contest = contest;
        this.clock = clock;
        this.header = new TranscriptHeader(contest.copyright(), entity.name(), entity.author(), started);
        this.firstJudge = firstJudge;
    }

    /** Goes on with a conversation recovered from its files: the same transcript, the same keystroke log. */
    static ConversationRecord resumed(String terminal, EntitySpec entity, Contest contest, Clock clock, Recovery.Recovered recovered) {
        var facts = recovered.replay().facts();
        ConversationRecord record = new ConversationRecord(terminal, entity, contest, clock, facts.header().start(), recovered.replay().begin().judge());
        record.transcript = Lp96TranscriptWriter.appendTo(recovered.text(), facts.zone());
        record.keys = new KeyLogWriter(recovered.keys(), contest.durability(), clock);
        recovered.closingLine().ifPresent(record.keys::write);
        return record;
    }



    /** Called before the key has any effect: what the judge typed is on record before it is echoed. */
    void key(Key key, long seq, int judge, Instant at) {
        keys().write(new KeyLogLine(at, terminal, judge, "-", "judge", KeyLogLine.What.KEY, seq > 0 ? key.name() + " " + seq : key.name()));
    }

    /** A station process attached; the keys that follow are numbered by it. */
    void link(String stationSession, int judge, Instant at) {
        keys().write(new KeyLogLine(at, terminal, judge, "-", "relay", KeyLogLine.What.LINK, stationSession));
    }

    /** A reply, shown whole ({@code typed} false) or already typed onto the screen key by key. */
    void reply(List<String> lines, int judge, Instant at, boolean typed) {
        for (String line : lines) {
            keys().write(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.SAY, line));
        }
        keys().write(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.END, typed ? "typed" : ""));
    }

    /** A key of a reply being typed onto the judge's screen, with the time it appeared. */
    void entityKey(Key key, int judge, Instant at) {
        keys().write(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.KEY, key.name()));
    }

    void down(String reason, int judge, Instant at) {
        keys().write(new KeyLogLine(at, terminal, judge, "-", entity.id(), KeyLogLine.What.DOWN, reason));
    }

    /** The transcript's share of what the discipline decided. */
    void transcribe(DisciplineEvent event) {
        switch (event) {
            case DisciplineEvent.JudgeChanged ignored -> transcript().record(event);
            case DisciplineEvent.JudgeLine ignored -> transcript().record(event);
            case DisciplineEvent.EntityLine ignored -> transcript().record(event);
            default -> {
                // screen effects and turn changes are not transcript lines
            }
        }
    }

    private KeyLogWriter keys() {
        open();
        return keys;
    }

    private Lp96TranscriptWriter transcript() {
        open();
        return transcript;
    }

    private void open() {
        if (transcript != null) {
            return;
        }
        transcript = Lp96TranscriptWriter.create(contest.transcripts().resolve(entity.id()), header, contest.zone());
        Path keyFile = transcript.file().resolveSibling(transcript.file().getFileName().toString().replaceFirst("\\.TXT$", ".keys"));
        keys = new KeyLogWriter(keyFile, contest.durability(), clock);
        keys.write(new KeyLogLine(header.start(), terminal, firstJudge, "-", "relay", KeyLogLine.What.BEGIN,
            new BeginFacts(header, contest.zone()).payload()));
        OpsLog.transcriptOpened(terminal, transcript.file().toString());
    }

    /** The relay stops; the conversation stays open, to be recovered when it starts again. */
    void close() {
        if (transcript != null) {
            transcript.close();
            keys.close();
        }
    }
}
