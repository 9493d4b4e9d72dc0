package parlor.transcripts.keylog;

import java.io.OutputStream;
import java.util.List;
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
        try (Lp96TranscriptWriter writer = Lp96TranscriptWriter.to(
                out, fileName, replay.facts().header(), replay.facts().zone())) {
            if (!replay.facts().desk().isEmpty()) {
                writer.fromDesk(replay.begin().judge());
            }
            return replay.replayAll(log, fileName, writer::record);
        }
    }
}
