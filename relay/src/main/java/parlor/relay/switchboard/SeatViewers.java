package parlor.relay.switchboard;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkSession;
import parlor.relay.link.Viewer;

/**
 * Everyone who sees a seat's screen: the station attached to it (numbered, acknowledged frames
 * that survive reconnections), a plain terminal drawn by the relay, and read-only watchers. A
 * seat keeps its viewers from one conversation to the next, round after round. Not thread-safe:
 * the session that owns it holds its lock.
 */
final class SeatViewers {

    final LinkSession link;
    final Watchers watchers;
    private final Clock clock;
    private Viewer viewer;
    private PlainViewer plain;
    private String stationSession;
    private LinkMessage.RoundClock roundClock;
    /** When {@link #roundClock} was made: one given later is counted down by the time since. */
    private java.time.Instant roundClockAt;
    /** While {@link #together} runs: the frames it sends, written as one as it ends. */
    private List<Frame> held;

    SeatViewers(String terminal, Clock clock, LinkSession link, String stationSession) {
        this.link = link;
        this.watchers = new Watchers(terminal, clock);
        this.clock = clock;
        this.stationSession = stationSession;
    }

    /** Numbered and kept until the station acknowledges it, whether or not a station is there now. */
    void send(LinkMessage.Data message) {
        Frame frame = link.stamp(message, clock.instant());
        if (held != null) {
            held.add(frame);
        } else if (viewer != null) {
            viewer.write(List.of(frame));
        }
        watchers.send(message);
        if (plain != null) {
            plain.show(message);
        }
    }

    /**
     * What {@code drawing} sends goes to the station in one write as it ends (a reply's lines and
     * the prompt after them went as a write each, and each woke the station).
     */
    void together(Runnable drawing) {
        if (held != null) {
            drawing.run();
            return;
        }
        held = new ArrayList<>();
        try {
            drawing.run();
        } finally {
            writeHeld();
            held = null;
        }
    }

    /** The frames held so far to the station, as one; the list given away, as the writer queues it. */
    private void writeHeld() {
        if (viewer != null && !held.isEmpty()) {
            viewer.write(held);
            held = new ArrayList<>();
        }
    }

    /** What was sent so far should reach the station now, before whatever else the caller has to do. */
    void flush() {
        if (held != null) {
            writeHeld();
        }
        if (viewer != null) {
            viewer.flush();
        }
    }

    /** True if {@link #tick} at {@code now} has nothing to do; safe without the session's lock. */
    boolean idleAt(java.time.Instant now) {
        return link.nextDue().isAfter(now) && !watchers.any();
    }

    /** Acknowledgements owed and frames to send again. */
    void tick(java.time.Instant now) {
        List<Frame> frames = link.tick(now);
        if (viewer != null && !frames.isEmpty()) {
            viewer.write(frames);
        }
        watchers.tick(now);
    }

    /** A station takes the seat, displacing any other; true if it is a station process not seen before (its keys number from 1). */
    boolean takeStation(Viewer newViewer, String session) {
        if (viewer != null && viewer != newViewer) {
            viewer.displaced();
        }
        viewer = newViewer;
        if (session.equals(stationSession)) {
            return false;
        }
        link.reset();
        stationSession = session;
        return true;
    }

    /** Welcomes the station; a resuming one gets what it missed, anyone else starts afresh (the caller redraws). */
    void greet(Viewer station, LinkMessage.Welcome welcome, Optional<Long> resumingAfter) {
        station.write(List.of(link.stamp(welcome, clock.instant())));
        if (resumingAfter.isPresent()) {
            station.write(link.resume(resumingAfter.get(), clock.instant()));
        } else {
            link.restartOutgoing();
        }
    }

    /** True while {@code station} holds the seat: no other station has taken it since, and it has not left. */
    boolean holdsSeat(Viewer station) {
        return viewer == station;
    }

    void leave(Viewer leaving) {
        if (viewer == leaving) {
            viewer = null;
        }
        watchers.remove(leaving);
    }

    /** A plain terminal takes the seat, displacing any other. */
    void takePlain(PlainViewer terminal) {
        if (plain != null && plain != terminal) {
            plain.displaced();
        }
        plain = terminal;
    }

    void leavePlain(PlainViewer leaving) {
        if (plain == leaving) {
            plain = null;
        }
    }

    Optional<PlainViewer> plain() {
        return Optional.ofNullable(plain);
    }

    Optional<String> stationSession() {
        return Optional.ofNullable(stationSession);
    }

    boolean anyoneAttached() {
        return viewer != null || plain != null;
    }

    /**
     * The round's clock as it stands now, for a station or watcher arriving: the last one sent, counted
     * down by the time since (a station counts from when it hears it, so the one sent at the round's
     * start would put it behind by as long as the round has run).
     */
    Optional<LinkMessage.RoundClock> roundClock() {
        return Optional.ofNullable(roundClock)
                .map(last -> last.after(java.time.Duration.between(roundClockAt, clock.instant())));
    }

    void roundClock(LinkMessage.RoundClock clockNow) {
        roundClock = clockNow;
        roundClockAt = clock.instant();
        send(clockNow);
    }
}
