package parlor.transcripts.lpp;

import java.time.Instant;
import java.util.List;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.keys.Key;
import parlor.transcripts.text.Skipped;

/** An LPP keystroke log as read: its header lines, its key lines, and what could not be read. */
public record LppLog(String file, List<String> header, List<Line> keys, List<Skipped> skipped) {

    /** One key line: {@code J2 013370740040391417 judge right H}. Judge is -1 where the record has none. */
    public record Line(int number, int judge, Instant at, Speaker speaker, String typist, String side, Key key) {}

    public LppLog {
        header = List.copyOf(header);
        keys = List.copyOf(keys);
        skipped = List.copyOf(skipped);
    }
}
