package parlor.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.Durability;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogWriter;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.TranscriptHeader;
import parlor.transcripts.read.Records;

/**
 * One Parlor keystroke log holding every conversation of a folder of records, as a relay with no
 * contest key writes one (hash-chained): each judge message typed key by key and sent with Return
 * Return, each reply typed by the entity key by key. A record as large as a long contest's.
 */
final class CorpusKeyLog {

    private static final String ENTITY = "E1";

    private final List<KeyLogLine> lines = new ArrayList<>();
    private Instant at = Instant.parse("2026-11-26T09:00:00Z");
    private long seq;
    private boolean judgesTurn = true;

    private CorpusKeyLog() {
    }

    static Path write(List<Path> records, Path keys) throws IOException {
        CorpusKeyLog log = new CorpusKeyLog();
        log.add("relay", KeyLogLine.What.BEGIN,
            new BeginFacts(new TranscriptHeader("(c)2012 Loebner Prize", "corpus", "Parlor", log.at), ZoneId.of("UTC")).payload());
        log.add("relay", KeyLogLine.What.LINK, "s1");
        for (Path record : records) {
            for (Conversation conversation : Records.read(record)) {
                conversation.lines().forEach(log::message);
            }
        }
        log.add("relay", KeyLogLine.What.CLOSE, "");
        try (KeyLogWriter writer = new KeyLogWriter(keys, new Durability.Flush(), Clock.systemUTC())) {
            log.lines.forEach(writer::write);
        }
        return keys;
    }

    /** A judge's line as its own message, an entity's as a typed reply; turns taken in order, a short line put in where one side spoke twice. */
    private void message(Utterance line) {
        boolean judge = line.speaker() == Speaker.JUDGE;
        if (judge != judgesTurn) {
            message(new Utterance(line.at(), judge ? Speaker.HIDDEN : Speaker.JUDGE, line.judge(), "go on"));
        }
        judgesTurn = !judge;
        String who = judge ? "judge" : ENTITY;
        for (Key key : Key.typing(line.text())) {
            add(who, KeyLogLine.What.KEY, key.name() + " " + ++seq);
        }
        if (judge) {
            add(who, KeyLogLine.What.KEY, Key.RETURN.name() + " " + ++seq);
            add(who, KeyLogLine.What.KEY, Key.RETURN.name() + " " + ++seq);
        } else {
            add(ENTITY, KeyLogLine.What.END, "typed");
        }
    }

    private void add(String who, KeyLogLine.What what, String payload) {
        at = at.plusMillis(150);
        lines.add(new KeyLogLine(at, "T1", 1, "-", who, what, payload));
    }
}
