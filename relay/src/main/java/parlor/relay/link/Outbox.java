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
    /** Acknowledged frames kept in case the other side loses them after all (a relay's record cut short by a power cut). */
    private final Deque<Frame> retained = new ArrayDeque<>();

    private final int retain;
    private long nextSeq = 1;
    private long acked;
    private Instant lastProgress = Instant.MIN;

    /** An outbox that forgets a frame once it is acknowledged. */
    public Outbox() {
        this(0);
    }

    /** An outbox that keeps the last {@code retain} acknowledged frames, to send again if the other side says it lost them. */
    public Outbox(int retain) {
        this.retain = retain;
    }

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
            keep(unacked.poll());
        }
        lastProgress = now;
    }

    private void keep(Frame frame) {
        if (retain == 0) {
            return;
        }
        retained.add(frame);
        if (retained.size() > retain) {
            retained.poll();
        }
    }

    /**
     * The other side says it has frames only up to {@code peerHas}, fewer than it acknowledged (it
     * lost the rest: a power cut took the end of its record), or {@code -1}: it has none of ours and
     * numbers what it receives from 1. What we still keep is sent again under the numbers it expects;
     * returns how many acknowledged frames were no longer kept and are lost.
     */
    public long rewind(long peerHas) {
        if (peerHas >= acked) {
            return 0;
        }
        List<Frame> again = new ArrayList<>();
        long lost = 0;
        if (peerHas >= 0) {
            long oldestKept = retained.isEmpty() ? acked + 1 : retained.peek().seq();
            lost = Math.max(0, oldestKept - (peerHas + 1));
            retained.stream().filter(f -> f.seq() > peerHas).forEach(again::add);
        }
        again.addAll(unacked);
        retained.clear();
        unacked.clear();
        long from = Math.max(peerHas, 0) + 1;
        nextSeq = from;
        acked = from - 1;
        for (Frame frame : again) {
            unacked.add(new Frame(frame.type(), nextSeq++, frame.payload()));
        }
        return lost;
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
        retained.clear();
        nextSeq = 1;
        acked = 0;
    }
}
