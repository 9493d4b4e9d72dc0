package parlor.relay.entity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import parlor.transcripts.keys.Key;

/**
 * An entry's side of its conversation as it goes: the messages it answered, the keys since its
 * last answer, the message it has not answered yet. Kept by its supervisor as the conversation
 * goes, and rebuilt from the record by a restarted relay, so that an entry started afresh is
 * given what its predecessor had been ({@link Earlier}). Not thread-safe: its owner holds the lock.
 */
public final class ConversationSoFar {

    private final List<Earlier.Exchange> answered = new ArrayList<>();
    /** What it has been told since its last answer, as any entity's successor is told it again. */
    private final SinceLastReply since = new SinceLastReply();

    /** What a conversation recovered from its record had come to; before anything else is said. */
    public void recall(Earlier earlier) {
        answered.addAll(earlier.answered());
        earlier.keysSinceLastAnswer().forEach(since::key);
    }

    /** The judge's message, complete; one the entry never answered (it was down) is replaced by the next. */
    public void said(String message) {
        since.said(message);
    }

    /** One of the judge's keys, as it took effect. */
    public void key(Key key) {
        since.key(key);
    }

    /**
     * The entry answered: the message and the keys that made it are an exchange of the
     * conversation now. Words it says unasked (before the judge's message is complete) answer
     * nothing, and the keys typed so far stay to be given again.
     */
    public void answered(String answer) {
        since.unanswered().ifPresent(message -> {
            answered.add(new Earlier.Exchange(since.keys(), message, answer));
            since.replied();
        });
    }

    /**
     * The judge was told the entry is not responding and has the turn back: what it was told since
     * its last answer is not told a successor (a restarted relay, reading the record, does not ask it either).
     */
    public void forgetUnanswered() {
        since.replied();
    }

    public Optional<String> unanswered() {
        return since.unanswered();
    }

    /** The exchanges so far and the keys since the last: what a successor is given before the unanswered message. */
    public Earlier earlier() {
        return new Earlier(answered, since.keys());
    }

    /** Tells a successor what it has been told since the last answer: the keys first, as they came, then the message they made. */
    public void tellAgain(Consumer<Key> keyTo, Consumer<String> messageTo) {
        since.tellAgain(keyTo, messageTo);
    }
}
