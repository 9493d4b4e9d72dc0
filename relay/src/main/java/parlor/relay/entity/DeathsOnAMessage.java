package parlor.relay.entity;

import java.util.Optional;

/**
 * The judge's message an entry keeps dying on (crashing, or hanging with it unanswered), and how
 * many times running. Died on {@link #POISON} times, the message is the judge's doing and not the
 * entry's luck: a third successor is not asked it, and the judge is told the entry is not
 * responding. Pure; its owner holds the lock.
 */
final class DeathsOnAMessage {

    /** Died this many times on one message, an entry is not asked it again without the operator. */
    static final int POISON = 2;

    private Optional<String> message = Optional.empty();
    private int times;

    /** The entry died with {@code asked} unanswered: the same message again counts up, another starts afresh. */
    void died(Optional<String> asked) {
        times = asked.isEmpty() ? 0 : asked.equals(message) ? times + 1 : 1;
        message = asked;
    }

    /** The entry answered, or the operator started it again: earlier deaths no longer count. */
    void forget() {
        message = Optional.empty();
        times = 0;
    }

    /** Whether {@code unanswered} is a message the entry has died on {@link #POISON} times. */
    boolean poisoned(Optional<String> unanswered) {
        return times >= POISON && unanswered.isPresent() && unanswered.equals(message);
    }

    int times() {
        return times;
    }
}
