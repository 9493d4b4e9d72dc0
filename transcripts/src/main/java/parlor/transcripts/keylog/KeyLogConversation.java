package parlor.transcripts.keylog;

import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.TimedKey;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.keys.Key;
import parlor.transcripts.text.Skipped;

/** A Parlor keystroke log as a conversation, its lines decided by replaying the discipline. */
public final class KeyLogConversation {

    private KeyLogConversation() {}

    public static Conversation of(KeyLogReader.Result log, String file) {
        KeyLogReplay replay = new KeyLogReplay(log.lines(), file);
        List<Utterance> lines = new ArrayList<>();
        List<Skipped> problems = new ArrayList<>(log.skipped());
        problems.addAll(replay.replayAll(log.lines(), file, event -> {
            switch (event) {
                case DisciplineEvent.JudgeLine said ->
                    lines.add(new Utterance(said.at(), Speaker.JUDGE, said.judge(), said.text(), said.typedAhead()));
                case DisciplineEvent.EntityLine said ->
                    lines.add(new Utterance(said.at(), Speaker.HIDDEN, replay.judge(), said.text()));
                default -> {
                    // screen effects need no record here
                }
            }
        }));
        List<TimedKey> keys = new ArrayList<>();
        for (KeyLogLine line : log.lines()) {
            if (line.what() == KeyLogLine.What.KEY) {
                Key key =
                        keyOrNull(line.keyName()); // made once: checking the name, then making the key, was a sixth of
                // reading a log
                if (key != null) {
                    keys.add(new TimedKey(line.at(), line.who().equals("judge") ? Speaker.JUDGE : Speaker.HIDDEN, key));
                }
            }
        }
        var header = replay.facts().header();
        return new Conversation(
                file,
                replay.begin().terminal(),
                header.programName(),
                header.start(),
                List.of(header.copyright()),
                lines,
                keys,
                problems,
                List.of());
    }

    private static Key keyOrNull(String name) {
        try {
            return new Key(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
