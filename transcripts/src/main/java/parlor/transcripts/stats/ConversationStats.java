package parlor.transcripts.stats;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.TimedKey;
import parlor.transcripts.conversation.Utterance;

/**
 * What a conversation's record says about how it went, per side: how much was said, how fast it
 * was typed, how much was corrected, and how long the hidden side took to answer.
 *
 * @param typingGapsMillis gaps between consecutive keys by one typist within a line, under {@link #TYPING_GAP}:
 *                         the rhythm of typing itself, pauses for thought left out
 * @param replyDelaysMillis from the end of a judge's line to the hidden side's next key (or line, where the record has no keys)
 */
public record ConversationStats(Side judge, Side hidden, long messages, List<Long> replyDelaysMillis) {

    /** Longer gaps between keys are pauses, not typing. */
    public static final Duration TYPING_GAP = Duration.ofSeconds(2);

    /** One side's figures. */
    public record Side(int lines, int words, int keys, int edits, List<Long> typingGapsMillis) {

        /** Characters per minute while typing, from the median gap; 0 with too few keys to tell. */
        public long charactersPerMinute() {
            long median = median(typingGapsMillis);
            return median <= 0 ? 0 : 60_000 / median;
        }
    }

    public static ConversationStats of(Conversation c) {
        return new ConversationStats(side(c, Speaker.JUDGE), side(c, Speaker.HIDDEN), c.messages(), replyDelays(c));
    }

    private static Side side(Conversation c, Speaker speaker) {
        int lines = 0;
        int words = 0;
        for (Utterance u : c.lines()) {
            if (u.speaker() == speaker) {
                lines++;
                words += u.text().isBlank() ? 0 : u.text().trim().split("\\s+").length;
            }
        }
        List<TimedKey> keys =
                c.keys().stream().filter(k -> k.speaker() == speaker).toList();
        int edits = (int) keys.stream().filter(k -> k.key().erases()).count();
        List<Long> gaps = new ArrayList<>();
        for (int i = 1; i < keys.size(); i++) {
            if (keys.get(i - 1).key().isReturn() || keys.get(i).key().isReturn()) {
                continue;
            }
            long gap = Duration.between(keys.get(i - 1).at(), keys.get(i).at()).toMillis();
            if (gap >= 0 && gap < TYPING_GAP.toMillis()) {
                gaps.add(gap);
            }
        }
        return new Side(lines, words, keys.size(), edits, List.copyOf(gaps));
    }

    private static List<Long> replyDelays(Conversation c) {
        List<Instant> hiddenActivity = c.keys().stream().anyMatch(k -> k.speaker() == Speaker.HIDDEN)
                ? c.keys().stream()
                        .filter(k -> k.speaker() == Speaker.HIDDEN)
                        .map(TimedKey::at)
                        .toList()
                : c.lines().stream()
                        .filter(u -> u.speaker() == Speaker.HIDDEN)
                        .map(Utterance::at)
                        .toList();
        List<Long> delays = new ArrayList<>();
        List<Utterance> lines = c.lines();
        for (int i = 0; i < lines.size(); i++) {
            boolean lastOfJudgeMessage = lines.get(i).speaker() == Speaker.JUDGE
                    && (i + 1 == lines.size() || lines.get(i + 1).speaker() == Speaker.HIDDEN);
            if (!lastOfJudgeMessage) {
                continue;
            }
            Instant sent = lines.get(i).at();
            hiddenActivity.stream()
                    .filter(t -> !t.isBefore(sent))
                    .findFirst()
                    .ifPresent(answered ->
                            delays.add(Duration.between(sent, answered).toMillis()));
        }
        return List.copyOf(delays);
    }

    public static long median(List<Long> values) {
        if (values.isEmpty()) {
            return 0;
        }
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    public static long max(List<Long> values) {
        return values.stream().mapToLong(Long::longValue).max().orElse(0);
    }
}
