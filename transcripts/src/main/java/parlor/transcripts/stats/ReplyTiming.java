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
 * One of the hidden side's replies and when it reached the judge's screen, counted from the end of
 * the judge's message it answers: its first character and its last. The same for a program and a
 * person, so a day's fairness can be read off its record; and the 2012 confederates' own, which
 * Parlor's model of a person composing a reply is derived from.
 *
 * @param message the judge's message: its lines
 * @param reply   the reply's lines as they stood
 * @param sent    when the judge's message ended (its last line)
 * @param keys    the reply's keys as the record has them, in order (none where it has no keys, or the
 *                reply was shown whole)
 * @param shown   when the reply's first and last character reached the screen (its keys', or its lines')
 */
public record ReplyTiming(
        List<String> message, List<String> reply, Instant sent, List<TimedKey> keys, List<Instant> shown) {

    public ReplyTiming {
        message = List.copyOf(message);
        reply = List.copyOf(reply);
        keys = List.copyOf(keys);
        shown = List.copyOf(shown);
    }

    public int messageChars() {
        return message.stream().mapToInt(String::length).sum();
    }

    public int replyChars() {
        return reply.stream().mapToInt(String::length).sum();
    }

    /** From the message's end to the reply's first character on the screen. */
    public Duration toFirst() {
        return Duration.between(sent, shown.getFirst());
    }

    /** From the message's end to the reply's last character on the screen. */
    public Duration toLast() {
        return Duration.between(sent, shown.getLast());
    }

    /** The time spent typing: from the first key to the last. */
    public Duration typing() {
        return toLast().minus(toFirst());
    }

    /** Keys that erased (BackSpace, Delete) while the reply was typed. */
    public int erasures() {
        return (int) keys.stream().filter(k -> k.key().erases()).count();
    }

    /** Every reply in the conversation that follows a judge's message, in order. */
    public static List<ReplyTiming> of(Conversation c) {
        List<Utterance> lines = c.lines();
        List<ReplyTiming> replies = new ArrayList<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).speaker() != Speaker.JUDGE || lines.get(i + 1).speaker() != Speaker.HIDDEN) {
                continue;
            }
            Instant sent = lines.get(i).at();
            int end = i + 1;
            while (end < lines.size() && lines.get(end).speaker() == Speaker.HIDDEN) {
                end++;
            }
            Instant next = end < lines.size() ? lines.get(end).at() : Instant.MAX;
            List<TimedKey> keys = c.keys().stream()
                    .filter(k -> k.speaker() == Speaker.HIDDEN && !k.at().isBefore(sent) && k.at().isBefore(next))
                    .toList();
            // a reply shown whole (or a record without keys) reached the screen when its lines did
            List<Instant> shown = keys.isEmpty()
                    ? times(lines.subList(i + 1, end))
                    : keys.stream().map(TimedKey::at).toList();
            replies.add(new ReplyTiming(message(lines, i), texts(lines.subList(i + 1, end)), sent, keys, ends(shown)));
        }
        return List.copyOf(replies);
    }

    /** The judge's message ending at line {@code last}: it and the judge's lines just before it. */
    private static List<String> message(List<Utterance> lines, int last) {
        int first = last;
        while (first > 0 && lines.get(first - 1).speaker() == Speaker.JUDGE) {
            first--;
        }
        return texts(lines.subList(first, last + 1));
    }

    private static List<String> texts(List<Utterance> lines) {
        return lines.stream().map(Utterance::text).toList();
    }

    private static List<Instant> times(List<Utterance> lines) {
        return lines.stream().map(Utterance::at).toList();
    }

    private static List<Instant> ends(List<Instant> shown) {
        return List.of(shown.getFirst(), shown.getLast());
    }
}
