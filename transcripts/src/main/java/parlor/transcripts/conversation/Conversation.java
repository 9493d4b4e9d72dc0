package parlor.transcripts.conversation;

import java.time.Instant;
import java.util.List;
import parlor.transcripts.text.Skipped;

/**
 * One conversation read from any record format: its lines as displayed, the keys behind them
 * where the format has keys, and an account of what the reader skipped or had to repair.
 *
 * @param source   the file it came from
 * @param label    which conversation of that file ({@code left}, {@code right}, or the file name)
 * @param hidden   the hidden side's name as the record gives it
 * @param start    when the conversation started
 * @param header   copyright line and other header text the record carried
 */
public record Conversation(
        String source,
        String label,
        String hidden,
        Instant start,
        List<String> header,
        List<Utterance> lines,
        List<TimedKey> keys,
        List<Skipped> skipped,
        List<String> repairs) {

    public Conversation {
        header = List.copyOf(header);
        lines = List.copyOf(lines);
        keys = List.copyOf(keys);
        skipped = List.copyOf(skipped);
        repairs = List.copyOf(repairs);
    }

    /** Messages: runs of lines by one speaker. */
    public long messages() {
        long count = 0;
        Speaker previous = null;
        for (Utterance line : lines) {
            if (line.speaker() != previous) {
                count++;
                previous = line.speaker();
            }
        }
        return count;
    }
}
