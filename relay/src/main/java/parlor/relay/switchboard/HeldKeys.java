package parlor.relay.switchboard;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.keys.Key;

/**
 * A person's keys on their way to the judge: each is held {@code behind} the moment it was typed,
 * so that a key they erase in the meantime is taken back with its erasure and never shown (unless
 * the contest shows corrections: 2009 as written, where nothing is held). Pure: the caller gives
 * the times.
 */
final class HeldKeys {

    /** A key and when it is to be shown. */
    record Held(Key key, Instant due) {}

    private final Deque<Held> held = new ArrayDeque<>();
    private final Duration behind;
    private boolean sent;

    HeldKeys(Duration behind) {
        this.behind = behind;
    }

    /** Nothing held back: each key, erasures too, shown as it comes. */
    static HeldKeys asTheyCome() {
        return new HeldKeys(Duration.ZERO);
    }

    Duration behind() {
        return behind;
    }

    /**
     * A key typed at {@code at}. An erasure takes back the character it erases if that is still
     * held; one that comes after the character was shown (the desk lets none through, but an
     * erasure may be on its way as the character falls due) is held to be shown itself.
     */
    void key(Key key, Instant at) {
        if (key.erases()
                && !behind.isZero()
                && !held.isEmpty()
                && held.peekLast().key().printable().isPresent()) {
            held.removeLast();
            return;
        }
        held.addLast(new Held(key, at.plus(behind)));
    }

    /** The keys due by {@code now}, in order, no longer held. */
    List<Held> due(Instant now) {
        List<Held> due = new ArrayList<>();
        while (!held.isEmpty() && !held.peekFirst().due().isAfter(now)) {
            due.add(held.pollFirst());
        }
        return due;
    }

    /** When the next held key falls due, if one is held. */
    Optional<Instant> nextDue() {
        return held.isEmpty() ? Optional.empty() : Optional.of(held.peekFirst().due());
    }

    /** The person sent the reply: it is over once every key held is shown. */
    void sent() {
        sent = true;
    }

    boolean over() {
        return sent && held.isEmpty();
    }
}
