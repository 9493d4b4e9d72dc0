package parlor.relay.pacing;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.TimedKey;

/**
 * The judges' inter-key gaps in the 2012 corpus: consecutive keys by the judge within a line
 * (neither of them Return), under 2 s apart (longer is a pause for thought, not typing).
 */
final class JudgeTimings {

    static final Duration TYPING = Duration.ofSeconds(2);

    private JudgeTimings() {}

    static List<Double> gapsMillis() throws IOException {
        List<Double> gaps = new ArrayList<>();
        for (Conversation c : parlor.relay.testing.Corpus2012.conversations()) {
            gaps.addAll(gaps(c.keys(), Speaker.JUDGE));
        }
        return gaps;
    }

    static List<Double> gaps(List<TimedKey> keys, Speaker who) {
        List<Double> gaps = new ArrayList<>();
        TimedKey previous = null;
        for (TimedKey key : keys) {
            if (key.speaker() != who) {
                continue;
            }
            if (previous != null && !previous.key().isReturn() && !key.key().isReturn()) {
                long nanos = Duration.between(previous.at(), key.at()).toNanos();
                if (nanos >= 0 && nanos < TYPING.toNanos()) {
                    gaps.add(nanos / 1e6);
                }
            }
            previous = key;
        }
        return gaps;
    }

    /** 201 evenly spaced quantiles (0 %, 0.5 %, ... 100 %) of the values. */
    static List<Double> quantiles(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        List<Double> out = new ArrayList<>();
        for (int i = 0; i <= 200; i++) {
            double position = i / 200.0 * (sorted.size() - 1);
            int below = (int) Math.floor(position);
            int above = Math.min(below + 1, sorted.size() - 1);
            out.add(sorted.get(below) + (position - below) * (sorted.get(above) - sorted.get(below)));
        }
        return out;
    }
}
