package parlor.relay.entity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import parlor.transcripts.keys.Key;

/**
 * What an entity has been told since it last replied. When it is replaced (a restarted entry, a
 * hidden host that starts again) its successor is told the same, so the judge sees only a delay:
 * the unanswered message for entries that take whole messages, every key since the reply for
 * entries in keystroke mode. Not thread-safe: its owner holds the lock.
 */
public final class SinceLastReply {

    /** A judge types a few hundred keys per message; this many without a reply is no conversation worth replaying. */
    private static final int MAX_KEYS_KEPT = 20_000;

    private final List<Key> keys = new ArrayList<>();
    private Optional<String> unanswered = Optional.empty();

    public void said(String message) {
        unanswered = Optional.of(message);
    }

    public void key(Key key) {
        if (keys.size() < MAX_KEYS_KEPT) {
            keys.add(key);
        }
    }

    public void replied() {
        unanswered = Optional.empty();
        keys.clear();
    }

    public Optional<String> unanswered() {
        return unanswered;
    }

    /** The keys since the last reply, as they came. */
    List<Key> keys() {
        return List.copyOf(keys);
    }

    /** Tells a successor everything again: the keys first, as they came, then the message they made. */
    public void tellAgain(Consumer<Key> keyTo, Consumer<String> messageTo) {
        keys.forEach(keyTo);
        unanswered.ifPresent(messageTo);
    }
}
