package parlor.relay.entity;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A new entry being given its conversation's earlier messages again, one at a time: the next is
 * given once the last is answered, and the answers are set aside. Not thread-safe: its supervisor
 * holds the lock.
 */
final class CatchingUp {

    private final List<Earlier.Exchange> toGive;
    private final Instant began;
    private int given;

    CatchingUp(List<Earlier.Exchange> toGive, Instant began) {
        this.toGive = List.copyOf(toGive);
        this.began = began;
    }

    /** Whether an earlier message is left to give. */
    boolean more() {
        return given < toGive.size();
    }

    /** Gives the next earlier message to {@code entry}: its keys as they took effect, then the message they made. */
    void giveNext(Entity entry) {
        Earlier.Exchange next = toGive.get(given++);
        next.keys().forEach(entry::judgeKey);
        entry.judgeSaid(next.message());
    }

    int given() {
        return given;
    }

    Duration took(Instant now) {
        return Duration.between(began, now);
    }
}
