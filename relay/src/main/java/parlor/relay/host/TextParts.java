package parlor.relay.host;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import parlor.relay.link.LinkMessage;

/**
 * Long texts (a judge's message, an entry's reply) cross a link in parts, because a frame is one
 * line of at most {@value parlor.relay.link.FrameCodec#MAX_LINE_BYTES} bytes. A part never splits a
 * character; the receiving side joins the parts and bounds the whole.
 */
final class TextParts {

    /** Even if every character escapes to four bytes, a part fits in a frame. */
    static final int PART_CHARS = 900;

    private TextParts() {}

    /** The text as messages built by {@code part(text, more)}: at least one, even for empty text. */
    static <M extends LinkMessage.Data> List<M> split(String text, BiFunction<String, Boolean, M> part) {
        List<M> parts = new ArrayList<>();
        int from = 0;
        do {
            int to = Math.min(text.length(), from + PART_CHARS);
            if (to < text.length() && Character.isHighSurrogate(text.charAt(to - 1))) {
                to--;
            }
            parts.add(part.apply(text.substring(from, to), to < text.length()));
            from = to;
        } while (from < text.length());
        return parts;
    }

    /** Joins parts back into texts, keeping at most {@code limit} characters of each; the rest is counted, not kept. */
    static final class Joiner {
        private final int limit;
        private final StringBuilder text = new StringBuilder();
        private long dropped;

        Joiner(int limit) {
            this.limit = limit;
        }

        /** Adds a part; returns true when the text is whole. */
        boolean add(String part, boolean more) {
            int room = Math.max(0, limit - text.length());
            text.append(part, 0, Math.min(room, part.length()));
            dropped += Math.max(0, part.length() - room);
            return !more;
        }

        /** The whole text so far, and starts a new one. */
        String take() {
            String whole = text.toString();
            text.setLength(0);
            dropped = 0;
            return whole;
        }

        /** Characters beyond the limit in the text being joined. */
        long dropped() {
            return dropped;
        }
    }
}
