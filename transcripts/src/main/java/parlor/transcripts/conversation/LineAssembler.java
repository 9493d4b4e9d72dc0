package parlor.transcripts.conversation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import parlor.transcripts.keys.Key;

/**
 * Turns keys into displayed lines for records where both sides typed at once, each line ending
 * with Return (the LPP contests). Backspace edits the line being typed. When one side finishes a
 * line that it began after the other side's last key, the other side's unfinished line is taken
 * as sent without its Return (judges did that) and closed first, as a noted repair.
 */
public final class LineAssembler {

    private static final class Pending {
        final StringBuilder text = new StringBuilder();
        Instant began;
        Instant lastKey;
    }

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
        if (key.isReturn() || key.isLinefeed()) {
            if (!line.text.isEmpty()) {
                Speaker other = typed.speaker() == Speaker.JUDGE ? Speaker.HIDDEN : Speaker.JUDGE;
                Pending theirs = pending.get(other);
                if (!theirs.text.isEmpty() && theirs.lastKey.isBefore(line.began)) {
                    close(other, judge, "line by " + other.name().toLowerCase() + " ended without Return before a reply");
                }
                close(typed.speaker(), judge, null);
            }
        } else if (key.erases()) {
            if (!line.text.isEmpty()) {
                line.text.setLength(line.text.length() - 1);
            }
        } else {
            key.printable().ifPresent(c -> {
                if (line.text.isEmpty()) {
                    line.began = typed.at();
                }
                line.text.append(c);
            });
        }
        line.lastKey = typed.at();
    }

    /** Closes what is still being typed when the record ends; returns the finished conversation lines. */
    public List<Utterance> finish(int judge) {
        for (Speaker speaker : Speaker.values()) {
            if (!pending.get(speaker).text.isEmpty()) {
                close(speaker, judge, "line by " + speaker.name().toLowerCase() + " unfinished when the record ends");
            }
        }
        return List.copyOf(lines);
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
