package parlor.relay.link;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One side's half of a lasting conversation over links that come and go: numbers what it sends,
 * delivers what it receives exactly once, and knows what to send again. Pure: the owner writes
 * the frames this returns to whatever link is current, and passes the time.
 */
public final class LinkSession {

    /** With nothing else to send for this long, an acknowledgement goes anyway: it tells the other side we are alive. */
    public static final java.time.Duration KEEPALIVE = java.time.Duration.ofSeconds(2);
    /**
     * An acknowledgement waits this long for a frame of ours to carry it before it goes alone. A
     * judge's next key comes within it nine times out of ten (92 % of the 2012 judges' gaps; 74 %
     * within the 250 ms this was), so most echoes are acknowledged by the key after them instead of
     * by a frame of its own, and a station's tick, which need not wake sooner, wakes half as often;
     * half of {@link Outbox#RESEND_AFTER}, so nothing is sent again for want of it.
     */
    public static final java.time.Duration ACK_DELAY = java.time.Duration.ofMillis(500);

    /**
     * How many acknowledged frames a station keeps: a relay whose record lost its last seconds to a
     * power cut gets them again. Seconds of a judge's typing at most; a few hundred bytes a frame.
     */
    public static final int STATION_RETAINS = 4096;

    private final Outbox outbox;
    private final Inbox inbox;
    /** Acknowledged frames of ours the peer said at its last welcome it had lost, and that we no longer kept. */
    private long lostAtResume;

    private Instant lastOut = Instant.MIN;
    /** When an acknowledgement owed must go, alone if nothing else has carried it by then. */
    private Instant ackDue = Instant.MAX;

    private volatile Instant due = Instant.MIN;

    public LinkSession() {
        this(0);
    }

    /** A session whose peer's messages up to {@code delivered} are already in hand (recovered from a record). */
    public LinkSession(long delivered) {
        this(delivered, 0);
    }

    private LinkSession(long delivered, int retain) {
        this.inbox = new Inbox(delivered);
        this.outbox = new Outbox(retain);
    }

    /** A station's session: it keeps what the relay acknowledged, in case the relay loses it after all. */
    public static LinkSession keepingAcknowledged() {
        return new LinkSession(0, STATION_RETAINS);
    }

    /** The frame for a message: data is numbered and kept until acknowledged; every frame carries our acknowledgement. */
    public synchronized Frame stamp(LinkMessage message, Instant now) {
        Frame plain = LinkCodec.toFrame(message);
        Frame frame = message instanceof LinkMessage.Data ? outbox.add(plain.type(), plain.payload(), now) : plain;
        acknowledgedInPassing();
        lastOut = now;
        refreshDue();
        return frame.withAck(inbox.delivered());
    }

    /** What an arriving frame means: a message to act on, or nothing (an acknowledgement, a repeat). */
    public synchronized Optional<LinkMessage> receive(Frame frame, Instant now) {
        try {
            return received(frame, now);
        } finally {
            refreshDue();
        }
    }

    private Optional<LinkMessage> received(Frame frame, Instant now) {
        if (frame.seq() > 0 || frame.type().equals("ACK")) {
            // handshake frames are not part of the numbered stream: their ack field means nothing
            outbox.acknowledged(frame.ack(), now);
        }
        if (frame.type().equals("ACK")) {
            return Optional.empty();
        }
        if (frame.seq() == 0) {
            return Optional.of(LinkCodec.fromFrame(frame));
        }
        Inbox.Verdict verdict = inbox.accept(frame);
        // a repeat or a gap means the sender is waiting on our acknowledgement: it goes at once
        Instant due = verdict == Inbox.Verdict.DELIVER ? now.plus(ACK_DELAY) : now;
        if (due.isBefore(ackDue)) {
            ackDue = due;
        }
        return verdict == Inbox.Verdict.DELIVER ? Optional.of(LinkCodec.fromFrame(frame)) : Optional.empty();
    }

    /**
     * After a handshake: the peer has our messages up to {@code peerDelivered}; these are the ones it
     * lacks. Fewer than it once acknowledged means it lost some (they go again, as far as we kept
     * them); {@code -1} means it knows nothing of us and numbers ours from 1.
     */
    public synchronized List<Frame> resume(long peerDelivered, Instant now) {
        lostAtResume = outbox.rewind(peerDelivered);
        outbox.acknowledged(peerDelivered, now);
        lastOut = now;
        List<Frame> pending = withAck(outbox.pending());
        refreshDue();
        return pending;
    }

    /** Housekeeping, called when {@link #nextDue} comes (or more often): stalled frames to send again, and an acknowledgement if one is due. */
    public synchronized List<Frame> tick(Instant now) {
        List<Frame> out = withAck(outbox.overdue(now));
        boolean quiet = !now.isBefore(lastOut.plus(KEEPALIVE));
        boolean ackDueNow = inbox.ackOwed() && !now.isBefore(ackDue);
        if ((ackDueNow || quiet) && out.isEmpty()) {
            out.add(new Frame("ACK", 0, inbox.delivered(), ""));
            acknowledgedInPassing();
        }
        if (!out.isEmpty()) {
            lastOut = now;
        }
        refreshDue();
        return out;
    }

    /**
     * The earliest time {@link #tick} may have something to send: a frame to send again, an
     * acknowledgement owed, a keep-alive. Ticking at exactly those times does everything ticking
     * every few milliseconds does. Read without the lock, so that whoever ticks many sessions can
     * pass over the idle ones at the cost of a glance; it changes as frames come and go.
     */
    public Instant nextDue() {
        return due;
    }

    /** Called at the end of everything that changes what is owed or kept. */
    private void refreshDue() {
        Instant next = outbox.resendDue();
        Instant keepAlive = lastOut.equals(Instant.MIN) ? Instant.MIN : lastOut.plus(KEEPALIVE);
        if (keepAlive.isBefore(next)) {
            next = keepAlive;
        }
        if (inbox.ackOwed() && ackDue.isBefore(next)) {
            next = ackDue;
        }
        due = next;
    }

    /** How many acknowledged messages of ours the peer had lost at the last {@link #resume} and could not be sent again. */
    public synchronized long lostAtResume() {
        return lostAtResume;
    }

    public synchronized long delivered() {
        return inbox.delivered();
    }

    public synchronized long unacknowledged() {
        return outbox.lastSent() - outbox.acked();
    }

    /** Both directions start again from nothing: the peer is a new process, or we are. */
    public synchronized void reset() {
        outbox.reset();
        inbox.reset();
        ackDue = Instant.MAX;
        refreshDue();
    }

    /** The peer numbers its messages afresh; what we sent stands. */
    public synchronized void restartIncoming() {
        inbox.reset();
        ackDue = Instant.MAX;
        refreshDue();
    }

    /** Our numbering starts again (the peer's screen is redrawn from scratch); what we received stands. */
    public synchronized void restartOutgoing() {
        outbox.reset();
        refreshDue();
    }

    private List<Frame> withAck(List<Frame> frames) {
        List<Frame> out = new ArrayList<>(frames.size());
        frames.forEach(f -> out.add(f.withAck(inbox.delivered())));
        if (!frames.isEmpty()) {
            acknowledgedInPassing();
        }
        return out;
    }

    /** A frame going out carries our acknowledgement: none is owed until more arrives. */
    private void acknowledgedInPassing() {
        inbox.acknowledgedInPassing();
        ackDue = Instant.MAX;
    }
}
