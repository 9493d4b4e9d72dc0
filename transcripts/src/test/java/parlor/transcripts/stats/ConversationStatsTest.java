package parlor.transcripts.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.TimedKey;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.keys.Key;

class ConversationStatsTest {

    private static final Instant T0 = Instant.parse("2012-05-15T13:00:00Z");

    @Test
    void countsWordsEditsTypingSpeedAndReplyDelay() {
        List<TimedKey> keys = new ArrayList<>();
        long ms = 0;
        for (Key key : Key.typing("Hi thre\b\bere\r")) {
            keys.add(new TimedKey(T0.plusMillis(ms += 200), Speaker.JUDGE, key));
        }
        long judgeDone = ms;
        ms += 4000;
        for (Key key : Key.typing("Hello.\r")) {
            keys.add(new TimedKey(T0.plusMillis(ms += 100), Speaker.HIDDEN, key));
        }
        List<Utterance> lines = List.of(
                new Utterance(T0.plusMillis(judgeDone), Speaker.JUDGE, 1, "Hi there"),
                new Utterance(T0.plusMillis(ms), Speaker.HIDDEN, 1, "Hello."));
        Conversation c = new Conversation("test", "left", "prog", T0, List.of(), lines, keys, List.of(), List.of());

        ConversationStats stats = ConversationStats.of(c);

        assertThat(stats.messages()).isEqualTo(2);
        assertThat(stats.judge().words()).isEqualTo(2);
        assertThat(stats.judge().edits()).isEqualTo(2);
        assertThat(stats.judge().charactersPerMinute()).isEqualTo(300);
        assertThat(stats.hidden().charactersPerMinute()).isEqualTo(600);
        assertThat(stats.replyDelaysMillis()).containsExactly(4100L);
    }

    @Test
    void pausesForThoughtAreNotTypingSpeed() {
        List<TimedKey> keys = List.of(
                new TimedKey(T0, Speaker.JUDGE, Key.of('a')),
                new TimedKey(T0.plusSeconds(30), Speaker.JUDGE, Key.of('b')));
        Conversation c = new Conversation("test", "left", "prog", T0, List.of(), List.of(), keys, List.of(), List.of());

        assertThat(ConversationStats.of(c).judge().typingGapsMillis()).isEmpty();
        assertThat(ConversationStats.of(c).judge().charactersPerMinute()).isZero();
    }
}
