package parlor.transcripts.conversation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import parlor.transcripts.keys.Key;

/**
 * Turns keys into displayed lines for records where both sides typed at once, each line ending
 * with Return (the LPP contests). Backspace edits the line being typed. Not everyone pressed
 * Return (some entries never did, some judges pressed it before their next message instead of
 * after): a typist who comes back after a pause, with the other side having typed meanwhile, has
 * started a new message, so their unfinished line is closed first, as a noted repair. Lines are
 * ordered by when they were finished.
 */
public final class LineAssembler {

    private static final class Pending {
        final StringBuilder text = new StringBuilder();
        Instant lastKey;
    }

    /** A typist silent this long while the other typed is taken to have started a new message. */
    public static final java.time.Duration PAUSE = java.time.Duration.ofSeconds(3);

    private final Map<Speaker, Pending> pending = new EnumMap<>(Speaker.class);
    private final List<Utterance> lines = new ArrayList<>();
    private final List<String> repairs = new ArrayList<>();

    public LineAssembler() {
        for (Speaker speaker : Speaker.values()) {
            pending.put(speaker, new Pending());
        }
    }

    public void key(TimedKey typed, int judge) {
        Pending line = pending.get(typed.speaker());
        Key key = typed.key();
        Pending theirs = pending.get(typed.speaker() == Speaker.JUDGE ? Speaker.HIDDEN : Speaker.JUDGE);
        if (!line.text.isEmpty()
                && !typed.at().isBefore(line.lastKey.plus(PAUSE))
                && theirs.lastKey != null
                && theirs.lastKey.isAfter(line.lastKey)) {
            close(
                    typed.speaker(),
                    judge,
                    "line by " + typed.speaker().name().toLowerCase(java.util.Locale.ROOT) + " sent without Return");
        }
        int code = key.code(); // once: each of isReturn, erases, ... looks the name up again
        if (code == '\r' || code == '\n') {
            close(typed.speaker(), judge, null);
        } else if (code == '\b' || code == '\u007f') {
            if (!line.text.isEmpty()) {
                line.text.setLength(line.text.length() - 1);
            }
        } else if (code == '\t') {
            // what the other party saw was a gap in the text
            line.text.append(' ');
        } else if (code >= 0 && !Character.isISOControl(code)) {
            line.text.append((char) code);
        }
        line.lastKey = typed.at();
    }

    /** Closes what is still being typed when the record ends; returns the finished conversation lines. */
    public List<Utterance> finish(int judge) {
        for (Speaker speaker : Speaker.values()) {
            if (!pending.get(speaker).text.isEmpty()) {
                close(
                        speaker,
                        judge,
                        "line by " + speaker.name().toLowerCase(java.util.Locale.ROOT)
                                + " unfinished when the record ends");
            }
        }
        return lines.stream()
                .sorted(java.util.Comparator.comparing(Utterance::at))
                .toList();
    }

    public List<String> repairs() {
        return List.copyOf(repairs);
    }

    private void close(Speaker speaker, int judge, String repair) {
        Pending line = pending.get(speaker);
        String text = line.text.toString().strip();
        if (!text.isEmpty()) {
            lines.add(new Utterance(line.lastKey, speaker, judge, text));
            if (repair != null) {
                repairs.add(repair + " (" + line.lastKey + ")");
            }
        }
        line.text.setLength(0);
    }
}
