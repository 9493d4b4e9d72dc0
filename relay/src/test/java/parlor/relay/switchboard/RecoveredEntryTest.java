package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.entity.Earlier;
import parlor.relay.testing.ManualClock;
import parlor.transcripts.keys.Key;

/**
 * What a restarted relay reads from a conversation's record for the entry it starts afresh: every
 * message answered, with its keys as they took effect and its answer, then the keys since; a reply
 * the relay died typing counts as given, for the entry gave it whole.
 */
class RecoveredEntryTest {

    @TempDir
    Path folder;

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));

    @Test
    void theEntryIsGivenEachAnsweredMessageWithItsKeysThenTheKeysSinceWithTypeAheadInTheirPlace() {
        Contest contest = contest();
        ConversationRecord record = record(contest);
        type(record, "my name is Harry\r\r");
        // typed ahead while the entry answered: it takes effect after the answer, as part of the next message
        type(record, "wh");
        record.reply(List.of("Nice to meet you, Harry."), 1, tick(), false);
        type(record, "at is my name\r\r");
        record.close();

        Recovery.Recovered recovered = recover(contest);

        Earlier earlier = recovered.earlier();
        assertThat(earlier.answered())
                .extracting(Earlier.Exchange::message, Earlier.Exchange::answer)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("my name is Harry", "Nice to meet you, Harry."));
        assertThat(names(earlier.answered().getFirst().keys())).isEqualTo(names(Key.typing("my name is Harry\r\r")));
        assertThat(names(earlier.keysSinceLastAnswer())).isEqualTo(names(Key.typing("what is my name\r\r")));
        assertThat(recovered.unanswered()).contains("what is my name");
    }

    @Test
    void aReplyTheRelayDiedTypingAnswersItsMessageForTheEntry() {
        Contest contest = contest();
        ConversationRecord record = record(contest);
        type(record, "my name is Harry\r\r");
        record.reply(List.of("Nice to meet you, Harry."), 1, tick(), false);
        type(record, "tell me a story\r\r");
        record.replyAhead(List.of("Once upon a time", "there was a name."), 1, tick());
        for (Key key : Key.typing("Once up")) {
            record.entityKey(key, 1, tick());
        }
        record.close();

        Recovery.Recovered recovered = recover(contest);

        assertThat(recovered.replyBeingTyped()).isPresent();
        assertThat(recovered.unanswered()).isEmpty();
        assertThat(recovered.earlier().answered())
                .extracting(Earlier.Exchange::message, Earlier.Exchange::answer)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("my name is Harry", "Nice to meet you, Harry."),
                        org.assertj.core.groups.Tuple.tuple("tell me a story", "Once upon a time\nthere was a name."));
        assertThat(recovered.earlier().keysSinceLastAnswer()).isEmpty();
    }

    private Contest contest() {
        return ContestLoader.parse("""
            name: Recovered
            terminals:
              T1: { entity: E1, judge: 1 }
            entities:
              E1: { demo: true }
            """, "recovered.yaml", folder);
    }

    private ConversationRecord record(Contest contest) {
        return new ConversationRecord(
                "T1",
                contest.entities().get("E1"),
                contest,
                clock,
                clock.instant(),
                1,
                "",
                parlor.transcripts.seal.RecordManifest.NONE);
    }

    private Recovery.Recovered recover(Contest contest) {
        return Recovery.find(contest.transcripts().resolve("E1"), "T1", "", contest.recordKey())
                .orElseThrow();
    }

    private void type(ConversationRecord record, String text) {
        for (Key key : Key.typing(text)) {
            record.key(key, 0, 1, tick());
        }
    }

    private Instant tick() {
        clock.advance(Duration.ofMillis(150));
        return clock.instant();
    }

    private static List<String> names(List<Key> keys) {
        return keys.stream().map(Key::name).toList();
    }
}
