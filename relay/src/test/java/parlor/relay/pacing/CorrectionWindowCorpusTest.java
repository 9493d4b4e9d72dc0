package parlor.relay.pacing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.Corpus2012;
import parlor.transcripts.conversation.TimedKey;
import parlor.transcripts.stats.ReplyTiming;

/**
 * Why the correction window is 5 s: of the characters the 2012 confederates erased, how many they had
 * typed longer ago than the window. A confederate at a desk whose window is shorter would have those
 * erasures refused.
 */
class CorrectionWindowCorpusTest {

    /** Of the characters erased in these replies, the share typed at least {@code window} before their erasure. */
    private static double lateShare(List<ReplyTiming> replies, Duration window) {
        int erased = 0;
        int late = 0;
        for (ReplyTiming reply : replies) {
            Deque<Instant> line = new ArrayDeque<>();
            for (TimedKey key : reply.keys()) {
                if (key.key().erases()) {
                    if (!line.isEmpty()) {
                        erased++;
                        late += Duration.between(line.pollLast(), key.at()).compareTo(window) >= 0 ? 1 : 0;
                    }
                } else if (key.key().isReturn()) {
                    line.clear();
                } else if (key.key().printable().isPresent()) {
                    line.addLast(key.at());
                }
            }
        }
        return late / (double) erased;
    }

    @Test
    void fiveSecondsHoldsAllButAnEighthOfThePeoplesCorrections() throws IOException {
        List<ReplyTiming> people = Corpus2012.replies(true);
        for (int seconds : new int[] {3, 5, 8}) {
            System.out.printf(
                    "correction window %d s: %.1f %% of the 2012 confederates' erased characters were older%n",
                    seconds, 100 * lateShare(people, Duration.ofSeconds(seconds)));
        }
        assertThat(lateShare(people, Pacing.DEFAULT_WINDOW)).isBetween(0.10, 0.15);
        assertThat(lateShare(people, Duration.ofSeconds(3)))
                .as("a 3 s window would refuse more than a quarter")
                .isGreaterThan(0.25);
    }
}
