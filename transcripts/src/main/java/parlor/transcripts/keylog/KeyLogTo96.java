package parlor.transcripts.keylog;

import java.io.OutputStream;
import java.util.List;
import java.util.function.UnaryOperator;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.lp96.Lp96TranscriptWriter;
import parlor.transcripts.text.Skipped;

/**
 * Rebuilds the 1996 transcript of one conversation from its keystroke log, by replaying every
 * key through the same line discipline the relay ran live. The two therefore always agree.
 */
public final class KeyLogTo96 {

    private KeyLogTo96() {}

    /** Writes the transcript; returns the lines that could not be replayed, with why. */
    public static List<Skipped> write(List<KeyLogLine> log, String fileName, OutputStream out) {
        return write(new KeyLogReplay(log, fileName), log, fileName, out);
    }

    /** As above, through a replay the caller keeps, to ask afterwards how the conversation stood. */
    public static List<Skipped> write(KeyLogReplay replay, List<KeyLogLine> log, String fileName, OutputStream out) {
        return write(replay, log, fileName, out, event -> event);
    }

    /**
     * As relays wrote it until issue 41: a line typed ahead stamped when it was typed, though written after the reply
     * it followed. {@code check} accepts such a transcript of an older record.
     */
    public static List<Skipped> writeAsTyped(List<KeyLogLine> log, String fileName, OutputStream out) {
        return write(new KeyLogReplay(log, fileName), log, fileName, out, event -> switch (event) {
            case DisciplineEvent.JudgeLine line
            when line.typedAhead().isPresent() ->
                new DisciplineEvent.JudgeLine(
                        line.judge(), line.text(), line.typedAhead().get());
            default -> event;
        });
    }

    private static List<Skipped> write(
            KeyLogReplay replay,
            List<KeyLogLine> log,
            String fileName,
            OutputStream out,
            UnaryOperator<DisciplineEvent> stamped) {
        try (Lp96TranscriptWriter writer = Lp96TranscriptWriter.to(
                out, fileName, replay.facts().header(), replay.facts().zone())) {
            if (!replay.facts().desk().isEmpty()) {
                writer.fromDesk(replay.begin().judge());
            }
            return replay.replayAll(log, fileName, event -> writer.record(stamped.apply(event)));
        }
    }
}
