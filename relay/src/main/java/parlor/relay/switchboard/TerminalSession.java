package parlor.relay.switchboard;

import java.time.Clock;
import java.util.List;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.relay.entity.Sanitiser;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkSession;
import parlor.relay.pacing.Pacer;
import parlor.relay.pacing.Pacing;
import parlor.relay.pacing.TypingModel;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * One terminal's conversation, owned by the relay: its line discipline, its transcript, its
 * hidden entity and the station showing it. The relay is the host: it decides what every key
 * means and tells the station what to draw. All changes happen under this object's lock. What
 * the keys and replies do is {@link ConversationTurns}'; what everyone at the seat is shown,
 * {@link SeatScreen}'s; this class is the seat's front: who is attached, and, once the seat has
 * moved on to its next conversation, passing everything there.
 */
public final class TerminalSession implements EntityListener {

    public static final String NOT_RESPONDING = "the other side is not responding";

    private final TerminalSpec spec;
    private final EntitySpec entitySpec;
    private final Contest contest;
    private final Clock clock;
    private final Entity entity;
    private final LineDiscipline discipline;
    private final ConversationRecord record;
    private final Audience audience;
    private final SeatScreen screen;
    private final Pacing pacing;
    private final PacedReplies paced;
    private final ConversationTurns turns;

    private final java.util.Optional<Recovery.Recovered> recovered;

    private final boolean desk;
    /** A seat's later conversation (a new round) keeps the station's link and starts with a cleared screen. */
    private final boolean continuesSeat;
    /** Between conversations (waiting, excused, a break): the screen says so; keys have no effect and make no record. */
    private final boolean readOnly;
    /** Once the seat has moved on to its next conversation, everything from the station goes there. */
    private TerminalSession successor;
    private boolean readOnlyKeysLogged;

    /**
     * A terminal's session; with {@code desk}, a confederate's desk, whose "judge" is the confederate
     * and whose entity is the judge on the other side.
     */
    TerminalSession(TerminalSpec spec, EntitySpec entitySpec, Contest contest, Entity entity, Clock clock,
            java.util.Optional<Recovery.Recovered> recovered, boolean desk) {
        this(spec, entitySpec, contest, entity, clock, recovered, desk, java.util.Optional.empty(), false, contest.pacing());
    }

    private TerminalSession(TerminalSpec spec, EntitySpec entitySpec, Contest contest, Entity entity, Clock clock,
            java.util.Optional<Recovery.Recovered> recovered, boolean desk, java.util.Optional<TerminalSession> before, boolean readOnly,
            Pacing pacing) {
        this.spec = spec;
        this.desk = desk;
        this.entitySpec = entitySpec;
        this.pacing = pacing;
        this.readOnly = readOnly;
        this.continuesSeat = before.isPresent();
        this.contest = contest;
        this.clock = clock;
        this.entity = entity;
        this.recovered = recovered;
        if (recovered.isPresent()) {
            Recovery.Recovered r = recovered.get();
            this.discipline = r.replay().discipline();
            this.record = ConversationRecord.resumed(spec.id(), entitySpec, contest, clock, r);
            this.audience = new Audience(spec.id(), clock, new LinkSession(r.stationDelivered()), r.stationSession());
        } else if (before.isPresent()) {
            TerminalSession previous = before.get();
            this.discipline = new LineDiscipline(previous.discipline.judge(), contest.judgesTalkingTo(entitySpec));
            this.record = new ConversationRecord(spec.id(), entitySpec, contest, clock, clock.instant(), previous.discipline.judge());
            this.audience = previous.audience;
        } else {
            this.discipline = new LineDiscipline(spec.judge(), contest.judgesTalkingTo(entitySpec));
            this.record = new ConversationRecord(spec.id(), entitySpec, contest, clock, clock.instant(), spec.judge());
            this.audience = new Audience(spec.id(), clock, new LinkSession(), null);
        }
        this.screen = new SeatScreen(audience, discipline::judge, recovered.map(Recovery.Recovered::history).orElse(List.of()));
        this.turns = new ConversationTurns(spec.id(), entitySpec.id(), discipline, record, screen, audience, entity, clock);
        this.paced = new PacedReplies(new Pacer(pacing, TypingModel.judges2012(), new java.util.Random()), clock, this,
            new PacedSteps(record, discipline, screen, clock, turns::messageAt, this::finishReply));
    }

    /** A seat before its first conversation in a contest with rounds: nothing to type into yet. */
    static TerminalSession waiting(TerminalSpec spec, Contest contest, Clock clock, boolean desk) {
        return new TerminalSession(spec, EntitySpec.Clerk.BETWEEN_ROUNDS, contest, parlor.relay.entity.Entities.silent(), clock,
            java.util.Optional.empty(), desk, java.util.Optional.empty(), true, Pacing.NONE);
    }

    public String terminal() {
        return spec.id();
    }

    /** True for a confederate's desk, false for a judge's terminal. */
    public boolean isDesk() {
        return desk;
    }

    /** News from the other side that is not conversation (the judge typing, a new judge): shown on the status line. */
    synchronized void otherSide(String news) {
        if (!turns.entityDown() && successor == null) {
            screen.notice(news);
        }
    }

    synchronized void start() {
        start(List.of());
    }

    /** Starts the conversation; a later one at the seat first clears the screen and shows {@code preface} (not part of its record). */
    private void start(List<String> preface) {
        if (continuesSeat) {
            screen.clear();
            preface.forEach(line -> screen.show(new ScreenEvent.EntityLine(line)));
            audience.plain().ifPresent(screen::redraw);
        }
        if (recovered.isEmpty() && !readOnly) {
            // a waiting screen has no prompt: there is no one to talk to
            turns.open();
        }
        if (continuesSeat) {
            screen.sendStatus();
            audience.stationSession().filter(session -> !readOnly)
                .ifPresent(session -> record.link(session, discipline.judge(), clock.instant()));
        }
        entity.start(this);
        if (!turns.entityDown() && !readOnly) {
            OpsLog.entityStarted(spec.id(), entitySpec.id());
        }
        recovered.ifPresent(r -> {
            OpsLog.conversationRecovered(spec.id(), r.keys().toString(), r.keyCount(), discipline.judge(), r.unanswered().isPresent());
            r.unanswered().ifPresent(turns::askAgain);
        });
    }

    /**
     * A station shows this terminal from now on. The same station process picking up where it
     * left off (same session, same relay run) gets only what it missed; anyone else gets the whole
     * conversation redrawn. Returns the welcome to send before anything else.
     */
    public synchronized LinkMessage.Welcome attach(Viewer newViewer, LinkMessage.Hello hello, String relayEpoch, String proof, String contestName) {
        if (successor != null) {
            return successor.attach(newViewer, hello, relayEpoch, proof, contestName);
        }
        boolean newStation = audience.takeStation(newViewer, hello.session());
        if (newStation && !readOnly) {
            record.link(hello.session(), discipline.judge(), clock.instant());
        }
        boolean resume = !newStation && hello.relayEpoch().equals(relayEpoch);
        LinkMessage.Welcome welcome = new LinkMessage.Welcome(spec.id(), relayEpoch, audience.link.delivered(), !resume, proof, contestName);
        audience.greet(newViewer, welcome, resume ? java.util.Optional.of(hello.delivered()) : java.util.Optional.empty());
        if (!resume) {
            screen.redrawStation();
        }
        return welcome;
    }

    public synchronized void detach(Viewer leaving) {
        if (successor != null) {
            successor.detach(leaving);
            return;
        }
        audience.leave(leaving);
    }

    /** A plain terminal takes the judge's seat: the whole screen is drawn for it now, and every change after. */
    public synchronized void attachPlain(PlainViewer terminal) {
        if (successor != null) {
            successor.attachPlain(terminal);
            return;
        }
        audience.takePlain(terminal);
        screen.redraw(terminal);
    }

    public synchronized void detachPlain(PlainViewer leaving) {
        if (successor != null) {
            successor.detachPlain(leaving);
            return;
        }
        audience.leavePlain(leaving);
    }

    /** The judge's screen as it stands, for a plain terminal that needs it redrawn. */
    public synchronized void redrawPlain(PlainViewer terminal) {
        if (successor != null) {
            successor.redrawPlain(terminal);
            return;
        }
        if (audience.plain().orElse(null) == terminal) {
            screen.redraw(terminal);
        }
    }

    /** A watcher sees the conversation so far and everything after, and can never write into it. */
    public synchronized LinkMessage.Welcome watch(Viewer watcher, String relayEpoch, String proof, String contestName) {
        if (successor != null) {
            return successor.watch(watcher, relayEpoch, proof, contestName);
        }
        return screen.watch(watcher, relayEpoch, proof, contestName);
    }

    public synchronized void fromWatcher(Viewer watcher, Frame frame, String peer) {
        if (successor != null) {
            successor.fromWatcher(watcher, frame, peer);
            return;
        }
        audience.watchers.from(watcher, frame, peer);
    }

    /**
     * A frame from a station's link: a key (once, however often it is sent), an acknowledgement, or
     * nothing new. False, and nothing done, if another station has taken the seat since: a frame
     * still waiting on a displaced link (a relay that stalled while the judge's station was
     * restarted) is numbered in a session that is over, and taken as the new station's it would
     * pass for one of its keys and have the real one dropped as a repeat. A station that only
     * dialled again sends whatever was not acknowledged on its new link.
     */
    public synchronized boolean fromStation(Viewer from, Frame frame) {
        if (successor != null) {
            return successor.fromStation(from, frame);
        }
        if (!audience.holdsSeat(from)) {
            return false;
        }
        audience.link.receive(frame, clock.instant()).ifPresent(message -> {
            if (message instanceof LinkMessage.KeyPressed key) {
                keyPressed(key.key(), audience.link.delivered());
            }
        });
        return true;
    }

    /**
     * On every tick of the relay: acknowledgements owed, frames to send again, writes waiting for
     * the disk. A thousand seats locked and ticked 50 times a second took the relay's carriers for
     * milliseconds at a time; most have nothing due, and cost a glance.
     */
    void tick(java.time.Instant now) {
        if (audience.idleAt(now) && !record.backlogged()) {
            return;
        }
        synchronized (this) {
            if (successor != null) {
                return;
            }
            record.retry();
            audience.tick(now);
        }
    }

    /** A key, recorded before it has any effect; {@code seq} is its frame number from the station (0 if none). */
    public synchronized void keyPressed(Key key, long seq) {
        if (successor != null) {
            successor.keyPressed(key, seq);
            return;
        }
        if (readOnly) {
            ignoredWhileReadOnly(seq);
            return;
        }
        turns.key(key, seq);
    }

    /**
     * Every entity's reply comes through here, program or person: sanitised, then shown as the
     * contest's pacing says (at once, after a minimum delay, or typed at a human typist's pace).
     */
    @Override
    public void replied(String raw) {
        List<String> lines = Sanitiser.lines(raw);
        if (pacing.none()) {
            synchronized (this) {
                finishReply(lines, false);
            }
            return;
        }
        paced.show(lines);
    }

    private void finishReply(List<String> lines, boolean typed) {
        if (successor == null) {
            turns.replied(lines, typed);
        }
    }

    @Override
    public synchronized void failed(String reason) {
        if (successor == null) {
            turns.failed(reason);
        }
    }

    @Override
    public synchronized void back(String how) {
        if (successor == null) {
            turns.back(how);
        }
    }

    /**
     * Hands this seat to its next conversation (a new round): the station, its watchers and a plain
     * terminal stay connected and see the screen cleared for it. This conversation ends here: its
     * entity is stopped and its record closed. Whatever reaches it from the station afterwards goes
     * to the successor; its entity's late words belong to no one now and are dropped.
     */
    synchronized TerminalSession handOver(EntitySpec nextSpec, Entity nextEntity, Pacing nextPacing, boolean nextReadOnly, List<String> preface) {
        TerminalSession next = new TerminalSession(spec, nextSpec, contest, nextEntity, clock, java.util.Optional.empty(), desk,
            java.util.Optional.of(this), nextReadOnly, nextPacing);
        successor = next;
        close();
        next.start(preface);
        return next;
    }

    /** The contest's clock moved: the station shows the round, side and time left. */
    public synchronized void roundClock(LinkMessage.RoundClock clockNow) {
        if (successor != null) {
            successor.roundClock(clockNow);
            return;
        }
        audience.roundClock(clockNow);
    }

    /** What the judge's status line says, set from outside the conversation (the verdict clerk, the contest's phase). */
    public synchronized void notice(String text) {
        if (successor == null) {
            screen.notice(text);
        }
    }

    public synchronized EntitySpec entitySpec() {
        return successor != null ? successor.entitySpec() : entitySpec;
    }

    public synchronized int judge() {
        return discipline.judge();
    }

    public synchronized boolean stationAttached() {
        return audience.anyoneAttached();
    }

    public synchronized String currentNotice() {
        return screen.notice();
    }

    /** The operator restarts this conversation's entry (a new process; the conversation goes on); false if it has none that can be. */
    public synchronized boolean restartEntity(String why) {
        if (successor != null || !(entity instanceof parlor.relay.entity.SupervisedEntity supervised)) {
            return false;
        }
        supervised.restart(why);
        return true;
    }

    /** The lines on the judge's screen, for a watcher at the operator's console. */
    public synchronized List<String> screenLines() {
        return screen.lines();
    }

    private void ignoredWhileReadOnly(long seq) {
        if (!readOnlyKeysLogged) {
            readOnlyKeysLogged = true;
            OpsLog.badInput(spec.id(), "judge", "keys typed between conversations (" + screen.notice() + ") have no effect and are not recorded");
        }
    }

    synchronized void close() {
        paced.stop();
        entity.close();
        record.close();
    }
}
