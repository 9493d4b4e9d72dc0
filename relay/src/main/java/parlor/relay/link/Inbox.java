package parlor.relay.link;

/**
 * One side's record of the other side's data frames: each number is delivered once, in order.
 * A repeated frame (sent again after a reconnect) is dropped; a frame after a gap (one before it
 * was damaged on the line) is dropped too, and comes again when the sender resends.
 */
public final class Inbox {

    /** What to do with an arriving data frame. */
    public enum Verdict {
        DELIVER,
        DUPLICATE,
        OUT_OF_ORDER
    }

    private long delivered;
    private boolean ackOwed;

    public Inbox() {
        this(0);
    }

    /** An inbox that already has everything up to {@code delivered} (recovered from a record). */
    public Inbox(long delivered) {
        this.delivered = delivered;
    }

    public Verdict accept(Frame frame) {
        if (frame.seq() == delivered + 1) {
            delivered++;
            ackOwed = true;
            return Verdict.DELIVER;
        }
        // a repeat still deserves an acknowledgement: the sender evidently missed ours
        ackOwed = true;
        return frame.seq() <= delivered ? Verdict.DUPLICATE : Verdict.OUT_OF_ORDER;
    }

    public long delivered() {
        return delivered;
    }

    /** True while frames have arrived that nothing has acknowledged yet. */
    public boolean ackOwed() {
        return ackOwed;
    }

    /** An outgoing frame carried the acknowledgement. */
    public void acknowledgedInPassing() {
        ackOwed = false;
    }

    public void reset() {
        delivered = 0;
        ackOwed = false;
    }
}
