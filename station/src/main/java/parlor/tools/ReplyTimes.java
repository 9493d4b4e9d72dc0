package parlor.tools;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.stats.ReplyTiming;

/**
 * The second part of {@code stats}: per entity, when its replies reached the judge's screen, counted
 * from the end of the judge's message. Where programs and people were paced alike, their rows read
 * alike.
 */
final class ReplyTimes {

    private static final String ROW = "%-24s %7s %9s %9s %9s %9s%n";

    private ReplyTimes() {}

    static String table(List<Conversation> conversations) {
        Map<String, List<ReplyTiming>> byEntity = new TreeMap<>();
        for (Conversation c : conversations) {
            byEntity.computeIfAbsent(c.hidden(), name -> new ArrayList<>()).addAll(ReplyTiming.of(c));
        }
        byEntity.values().removeIf(List::isEmpty);
        if (byEntity.isEmpty()) {
            return "";
        }
        StringBuilder out =
                new StringBuilder("\nreplies on the judge's screen, from the end of the judge's message (seconds)\n");
        out.append(String.format(ROW, "entity", "replies", "first p50", "first p90", "last p50", "last p90"));
        byEntity.forEach((entity, replies) -> out.append(String.format(
                ROW,
                entity.length() > 24 ? entity.substring(0, 21) + "..." : entity,
                replies.size(),
                seconds(replies, ReplyTiming::toFirst, 50),
                seconds(replies, ReplyTiming::toFirst, 90),
                seconds(replies, ReplyTiming::toLast, 50),
                seconds(replies, ReplyTiming::toLast, 90))));
        return out.toString();
    }

    /** The {@code percent}th percentile (nearest rank), in seconds with one decimal. */
    private static String seconds(List<ReplyTiming> replies, Function<ReplyTiming, Duration> what, int percent) {
        List<Long> millis =
                replies.stream().map(r -> what.apply(r).toMillis()).sorted().toList();
        int rank = Math.max(0, (int) Math.ceil(percent / 100.0 * millis.size()) - 1);
        return String.format("%.1f", millis.get(rank) / 1000.0);
    }
}
