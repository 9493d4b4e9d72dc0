package parlor.tools;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.read.Records;
import parlor.transcripts.stats.ConversationStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code transcripts stats FILE...}. */
@Command(
        name = "stats",
        mixinStandardHelpOptions = true,
        description =
                "Per conversation and for all given: messages, lines and words per side, typing speed (characters per minute "
                        + "while typing, from the median gap between keys under 2 s), edits (Backspace/Delete), and the hidden side's reply delay; "
                        + "then, per entity, when its replies' first and last characters reached the judge's screen, counted from the end of the "
                        + "judge's message (median and 90th percentile), to see whether programs and people were paced alike.")
final class StatsCommand implements Callable<Integer> {

    private static final String ROW = "%-58s %5s %5s %6s %6s %5s %5s %6s %6s %5s %8s %8s%n";

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "records to measure")
    List<Path> files;

    @Override
    public Integer call() {
        System.out.printf(
                ROW,
                "conversation",
                "msgs",
                "J ln",
                "J wds",
                "J cpm",
                "J ed",
                "H ln",
                "H wds",
                "H cpm",
                "H ed",
                "reply p50",
                "max (s)");
        List<Conversation> all = new ArrayList<>();
        int failures = 0;
        for (Path file : files) {
            try {
                for (Conversation c : Records.read(file)) {
                    all.add(c);
                    print(c.source() + " " + c.label(), List.of(c));
                }
            } catch (IOException | IllegalArgumentException e) {
                System.err.println("stats: " + file + ": " + e.getMessage());
                failures++;
            }
        }
        if (all.size() > 1) {
            print("all " + all.size() + " conversations", all);
        }
        System.out.print(ReplyTimes.table(all));
        return failures == 0 ? 0 : 1;
    }

    private static void print(String name, List<Conversation> conversations) {
        long messages = 0;
        int[] j = new int[3];
        int[] h = new int[3];
        List<Long> judgeGaps = new ArrayList<>();
        List<Long> hiddenGaps = new ArrayList<>();
        List<Long> delays = new ArrayList<>();
        for (Conversation c : conversations) {
            ConversationStats s = ConversationStats.of(c);
            messages += s.messages();
            add(j, s.judge());
            add(h, s.hidden());
            judgeGaps.addAll(s.judge().typingGapsMillis());
            hiddenGaps.addAll(s.hidden().typingGapsMillis());
            delays.addAll(s.replyDelaysMillis());
        }
        String shown = name.length() > 58 ? "..." + name.substring(name.length() - 55) : name;
        System.out.printf(
                ROW,
                shown,
                messages,
                j[0],
                j[1],
                cpm(judgeGaps),
                j[2],
                h[0],
                h[1],
                cpm(hiddenGaps),
                h[2],
                seconds(ConversationStats.median(delays)),
                seconds(ConversationStats.max(delays)));
    }

    private static void add(int[] totals, ConversationStats.Side side) {
        totals[0] += side.lines();
        totals[1] += side.words();
        totals[2] += side.edits();
    }

    private static String cpm(List<Long> gaps) {
        long median = ConversationStats.median(gaps);
        return median <= 0 ? "-" : Long.toString(60_000 / median);
    }

    private static String seconds(long millis) {
        return String.format("%.1f", millis / 1000.0);
    }
}
