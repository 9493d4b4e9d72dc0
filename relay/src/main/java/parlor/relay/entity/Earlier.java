package parlor.relay.entity;

import java.util.List;
import parlor.transcripts.keys.Key;

/**
 * Where a conversation stood for its entry: each of the judge's messages the entry answered, in
 * order (with the keys that made it, as they took effect on the judge's screen, and the answer),
 * then the keys since its last answer. An entry started afresh (after its own crash, or after the
 * relay's) is brought back there with it, as its kind allows ({@link CatchUp}); the judge's
 * unanswered message follows it.
 */
public record Earlier(List<Exchange> answered, List<Key> keysSinceLastAnswer) {

    /** Nothing yet: a conversation's beginning. */
    public static final Earlier NOTHING = new Earlier(List.of(), List.of());

    public Earlier {
        answered = List.copyOf(answered);
        keysSinceLastAnswer = List.copyOf(keysSinceLastAnswer);
    }

    /** One of the judge's messages and the entry's answer to it (lines joined with {@code \n}). */
    public record Exchange(List<Key> keys, String message, String answer) {
        public Exchange {
            keys = List.copyOf(keys);
        }
    }
}
