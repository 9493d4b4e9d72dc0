package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkSession;
import parlor.relay.link.Viewer;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.keys.Key;

/**
 * A judge's terminal, or a confederate's desk, for as long as the relay runs: the station's link,
 * a plain terminal, the watchers and the round clock they are shown. It holds one
 * {@link Conversation} at a time and outlives them: a new round, a waiting screen, a review or a
 * recovery replaces the conversation whole, and nothing is ever passed on from one to the next.
 * The relay is the host: it decides what every key means and tells the station what to draw. All
 * changes happen under this object's lock.
 */
public final class Seat {

    public static final String NOT_RESPONDING = "the other side is not responding";
    /**
     * The judge's status line while the relay cannot write this conversation's record. The judge is
     * the one who can walk over and tell the operator (who may be away from the console) before the
     * conversation is lost, and learns nothing of who is human: every conversation's record is
     * written the same way, by the relay, to the same disk, whoever the other side is.
     */
    public static final String RECORD_TROUBLE = "record trouble: please tell the operator";

    /** A station sending this many frames in a row that the relay cannot take is told of in the operator log. */
    private static final int UNUSABLE_BEFORE_LOGGING = 20;

    private final TerminalSpec spec;
    private final boolean desk;
    private final Contest contest;
    private final Clock clock;
    private final SeatViewers viewers;
    /** The pace of the day's people, shared by every seat: confederates' replies teach it, programs' are drawn from it. */
    private final parlor.relay.pacing.DayPace people;
    /** Where each record this seat opens, closes or leaves open is noted. */
    private final parlor.transcripts.seal.RecordManifest manifest;
    /** Replaced under the lock; read without it by the tick, which only glances. */
    private volatile Conversation conversation;

    private int unusableInARow;
    /** Where a conversation's 2006 opening assertion is recorded: the day's verdict log, once the day is set up. */
    private volatile OpeningRecord openings = OpeningRecord.NONE;

    /**
     * A seat whose station link picks up from {@code link} (the station process last on record at this
     * seat and how many of its keys the record has), then its first conversation.
     */
    Seat(
            TerminalSpec spec,
            boolean desk,
            Contest contest,
            Clock clock,
            Optional<Recovery.LastLink> link,
            parlor.relay.pacing.DayPace people,
            parlor.transcripts.seal.RecordManifest manifest) {
        this.spec = spec;
        this.manifest = manifest;
        this.people = people;
        this.desk = desk;
        this.contest = contest;
        this.clock = clock;
        this.viewers = new SeatViewers(
                spec.id(),
                clock,
                new LinkSession(link.map(Recovery.LastLink::delivered).orElse(0L)),
                link.map(Recovery.LastLink::session).orElse(null));
    }

    /** A judge's terminal with a new conversation and nothing on record before it. Not started yet. */
    static Seat withConversation(TerminalSpec spec, Route route, Contest contest, Clock clock) {
        Seat seat = new Seat(
                spec,
                false,
                contest,
                clock,
                Optional.empty(),
                parlor.relay.pacing.DayPace.forContest(contest.pacing()),
                parlor.transcripts.seal.RecordManifest.NONE);
        seat.seat(route, Optional.empty());
        return seat;
    }

    parlor.transcripts.seal.RecordManifest manifest() {
        return manifest;
    }

    /** Seats its first conversation: new, or the one an earlier run left open. Not started yet. */
    synchronized void seat(Route route, Optional<Recovery.Recovered> recovered) {
        seat(route, recovered, spec.judge());
    }

    /** As {@link #seat(Route, Optional)}, a new conversation's judge being {@code judge} (a desk's: the judge across). */
    synchronized void seat(Route route, Optional<Recovery.Recovered> recovered, int judge) {
        viewers.watchers.handOver(List.of(), route);
        conversation = recovered
                .map(r -> Conversation.recovered(this, route, contest, clock, r))
                .orElseGet(() -> Conversation.fresh(this, route, contest, clock, judge));
    }

    synchronized void start() {
        conversation.start(false);
    }

    void recordOpeningsIn(OpeningRecord record) {
        this.openings = record;
    }

    OpeningRecord openings() {
        return openings;
    }

    /**
     * The seat goes on to its next conversation (a new round, a waiting screen, a review): the
     * station, its watchers and a plain terminal stay and see the screen cleared for it. The
     * conversation before ends here, with {@code endedBy} on its record; its entity's late words
     * belong to no one now and are dropped. With {@code recovered}, the next conversation is one
     * an earlier run of the relay left open (a restart in the middle of a phase).
     */
    synchronized void handOver(Route next, String endedBy, Optional<Recovery.Recovered> recovered) {
        // a judge goes on sitting at their terminal; a desk's judge was the one across the wire, and is gone
        handOver(
                next,
                endedBy,
                recovered,
                desk ? parlor.transcripts.discipline.LineDiscipline.NO_JUDGE : conversation.judge());
    }

    /** As {@link #handOver(Route, String, Optional)}, with {@code judge} the judge of a new conversation (a desk's: the judge across). */
    synchronized void handOver(Route next, String endedBy, Optional<Recovery.Recovered> recovered, int judge) {
        conversation.close(Optional.of(endedBy));
        viewers.watchers.handOver(conversation.screen().history(), next);
        conversation = recovered
                .map(r -> Conversation.recovered(this, next, contest, clock, r))
                .orElseGet(() -> Conversation.fresh(this, next, contest, clock, judge));
        conversation.start(true);
    }

    SeatViewers viewers() {
        return viewers;
    }

    parlor.relay.pacing.DayPace people() {
        return people;
    }

    public String terminal() {
        return spec.id();
    }

    /** True for a confederate's desk, false for a judge's terminal. */
    public boolean isDesk() {
        return desk;
    }

    /**
     * A station shows this seat from now on. The same station process picking up where it left off
     * (same session, same relay run) gets only what it missed; anyone else gets the whole
     * conversation redrawn. The welcome says how many of the station's keys the relay has, or
     * {@code -1} for a station process it has no record of, which then numbers its keys from 1.
     */
    public synchronized LinkMessage.Welcome attach(
            Viewer newViewer, LinkMessage.Hello hello, String relayEpoch, String proof, String contestName) {
        boolean newStation = viewers.takeStation(newViewer, hello.session());
        unusableInARow = 0;
        if (newStation) {
            conversation.stationLinked(hello.session());
        }
        boolean resume = !newStation && hello.relayEpoch().equals(relayEpoch);
        long delivered = newStation ? -1 : viewers.link.delivered();
        LinkMessage.Welcome welcome =
                new LinkMessage.Welcome(spec.id(), relayEpoch, delivered, !resume, proof, contestName);
        viewers.greet(newViewer, welcome, resume ? Optional.of(hello.delivered()) : Optional.empty());
        if (!resume) {
            conversation.screen().redrawStation();
        } else {
            // a clock it missed came again as sent, stale by the outage: the time left now goes last
            viewers.roundClock().ifPresent(viewers::send);
        }
        return welcome;
    }

    public synchronized void detach(Viewer leaving) {
        viewers.leave(leaving);
    }

    /** A plain terminal takes the judge's seat: the whole screen is drawn for it now, and every change after. */
    public synchronized void attachPlain(PlainViewer terminal) {
        viewers.takePlain(terminal);
        conversation.screen().redraw(terminal);
    }

    /** Lets go a telnet client holding the seat, for the operator; false if there was none. */
    public synchronized boolean releasePlain() {
        return viewers.plain().map(PlainViewer::release).orElse(false);
    }

    public synchronized void detachPlain(PlainViewer leaving) {
        viewers.leavePlain(leaving);
    }

    /** The judge's screen as it stands, for a plain terminal that needs it redrawn. */
    public synchronized void redrawPlain(PlainViewer terminal) {
        if (viewers.plain().orElse(null) == terminal) {
            conversation.screen().redraw(terminal);
        }
    }

    /**
     * A watcher sees the conversation so far and everything after, and can never write into it; an
     * audience wall sees the same {@code delay} later.
     */
    public synchronized LinkMessage.Welcome watch(
            Viewer watcher, java.time.Duration delay, String relayEpoch, String proof, String contestName) {
        return conversation.screen().watch(watcher, delay, relayEpoch, proof, contestName);
    }

    /** Who sat here, told to the audience walls watching this terminal now or later. */
    public synchronized void reveal(String text) {
        viewers.watchers.reveal(new LinkMessage.Reveal(text));
    }

    public synchronized void fromWatcher(Viewer watcher, Frame frame, String peer) {
        viewers.watchers.from(watcher, frame, peer);
    }

    /**
     * A frame from a station's link: a key (once, however often it is sent), an acknowledgement, or
     * nothing new. False, and nothing done, if another station has taken the seat since: a frame
     * still waiting on a displaced link (a relay that stalled while the judge's station was
     * restarted) is numbered in a session that is over, and taken as the new station's it would
     * pass for one of its keys and have the real one dropped as a repeat.
     */
    public synchronized boolean fromStation(Viewer from, Frame frame) {
        if (!viewers.holdsSeat(from)) {
            return false;
        }
        long before = viewers.link.delivered();
        Optional<LinkMessage> message = viewers.link.receive(frame, clock.instant());
        noteUnusable(frame, before);
        message.ifPresent(m -> {
            if (m instanceof LinkMessage.KeyPressed key) {
                conversation.key(key.key(), viewers.link.delivered());
            }
        });
        return true;
    }

    /** Frames numbered past what the relay expects, again and again, mean the two sides disagree: the operator must hear of it. */
    private void noteUnusable(Frame frame, long deliveredBefore) {
        if (viewers.link.delivered() > deliveredBefore) {
            unusableInARow = 0;
        } else if (frame.seq() > deliveredBefore + 1 && ++unusableInARow == UNUSABLE_BEFORE_LOGGING) {
            OpsLog.badInput(
                    spec.id(),
                    "station",
                    "the station sends key " + frame.seq() + " but the relay has only " + deliveredBefore
                            + " of its keys: its keys are not taken; restart the station (bin/station) to number them afresh");
        }
    }

    /**
     * On every tick of the relay: acknowledgements owed, frames to send again, writes waiting for
     * the disk. A thousand seats locked and ticked 10 times a second took the relay's carriers for
     * milliseconds at a time; most have nothing due, and cost a glance.
     */
    void tick(Instant now) {
        if (viewers.idleAt(now)
                && !conversation.record().backlogged()
                && !conversation.screen().showsRecordTrouble()) {
            return;
        }
        synchronized (this) {
            conversation.recordRetry();
            // from the record's own state, not the log: a full disk may have stopped the log as well
            conversation.screen().recordTrouble(conversation.record().backlogged());
            viewers.tick(now);
        }
    }

    /** True while this seat's record cannot be written (writes wait in memory): the console's NOTICE says so. */
    public synchronized boolean recordFailing() {
        return conversation.record().backlogged();
    }

    /** A key, recorded before it has any effect; {@code seq} is its frame number from the station (0 if none). */
    public synchronized void keyPressed(Key key, long seq) {
        conversation.key(key, seq);
    }

    /** The contest's clock moved: the station shows the round, side and time left. */
    public synchronized void roundClock(LinkMessage.RoundClock clockNow) {
        viewers.roundClock(clockNow);
    }

    /** What the judge's status line says, set from outside the conversation (the verdict clerk, the contest's phase). */
    public synchronized void notice(String text) {
        conversation.screen().notice(text);
    }

    public synchronized EntitySpec entitySpec() {
        return conversation.entitySpec();
    }

    public synchronized int judge() {
        return conversation.judge();
    }

    public synchronized boolean stationAttached() {
        return viewers.anyoneAttached();
    }

    public synchronized String currentNotice() {
        return conversation.screen().notice();
    }

    /** The operator restarts this seat's entry (a new process; the conversation goes on); false if it has none that can be. */
    public synchronized boolean restartEntity(String why) {
        return conversation.restartEntity(why);
    }

    /** The lines on the judge's screen, the line being typed included, for a watcher at the operator's console. */
    public synchronized List<String> screenLines() {
        return conversation.screen().lines();
    }

    /** The relay stops: the conversation stays open on record, to be recovered when it starts again. */
    synchronized void close() {
        conversation.close(Optional.empty());
    }
}
