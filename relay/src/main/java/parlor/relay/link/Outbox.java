package parlor.relay.link;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * One side's numbered data frames, kept until the other side acknowledges them. Survives
 * reconnects, so what was sent while the line was down, or lost on it, is sent again. Pure:
 * callers pass the time.
 */
public final class Outbox {

    /** With no acknowledgement progress for this long, unacknowledged frames are sent again. */
    public static final Duration RESEND_AFTER = Duration.ofSeconds(1);

    private final Deque<Frame> unacked = new ArrayDeque<>();
    private long nextSeq = 1;
    private long acked;
    private Instant lastProgress = Instant.MIN;

    /** Numbers a data frame and keeps it until acknowledged. */
    public Frame add(String type, String payload, Instant now) {
        Frame frame = new Frame(type, nextSeq++, payload);
        if (unacked.isEmpty()) {
            lastProgress = now;
        }
        unacked.add(frame);
        return frame;
    }

    /** The other side has every frame up to {@code upTo}. */
    public void acknowledged(long upTo, Instant now) {
        if (upTo <= acked) {
            return;
        }
        acked = Math.min(upTo, nextSeq - 1);
        while (!unacked.isEmpty() && unacked.peek().seq() <= acked) {
            unacked.poll();
        }
        lastProgress = now;
    }

    /** Everything not yet acknowledged, oldest first: what to send after a reconnect. */
    public List<Frame> pending() {
        return new ArrayList<>(unacked);
    }

    /** Frames to send again because acknowledgements stalled (go-back-N), or none. */
    public List<Frame> overdue(Instant now) {
        if (unacked.isEmpty() || Duration.between(lastProgress, now).compareTo(RESEND_AFTER) < 0) {
            return List.of();
        }
        lastProgress = now;
        return pending();
    }

    /** When {@link #overdue} will next have frames to send again, if acknowledgements do not come first; {@link Instant#MAX} if none wait. */
    public Instant resendDue() {
        return unacked.isEmpty() ? Instant.MAX : lastProgress.plus(RESEND_AFTER);
    }

    public long acked() {
        return acked;
    }

    public long lastSent() {
        return nextSeq - 1;
    }

    /** Starts numbering again from 1, forgetting everything: the other side starts afresh too. */
    public void reset() {
        unacked.clear();
        nextSeq = 1;
        acked = 0;
    }
}
