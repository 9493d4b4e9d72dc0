package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
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
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * One terminal's conversation, owned by the relay: its line discipline, its transcript, its
 * hidden entity and the station showing it. The relay is the host: it decides what every key
 * means and tells the station what to draw. All changes happen under this object's lock.
 */
public final class TerminalSession implements EntityListener {

    public static final String NOT_RESPONDING = "the other side is not responding";

    private final TerminalSpec spec;
    private final EntitySpec entitySpec;
    private final Contest contest;
    private final Clock clock;
    private final Entity entity;
    private final LineDiscipline discipline;
    private final List<ScreenEvent> history = new ArrayList<>();
    private final ConversationRecord record;
    private final LinkSession link;
    private final Pacing pacing;
    private final Pacer pacer;
    /** Paced replies are shown one after another, on their own thread, so the session is never held up. */
    private final java.util.concurrent.ExecutorService shower =
        java.util.concurrent.Executors.newSingleThreadExecutor(Thread.ofVirtual().name("pacer").factory());
    private Instant messageAt;
    private String stationSession;
    private Viewer viewer;
    /** A plain terminal (no Parlor software) shows the conversation: it is drawn for, and cannot acknowledge. */
    public interface PlainViewer {
        void show(LinkMessage.Data message);

        void redraw(parlor.transcripts.screen.Screen conversation, int judge, String notice);

        void displaced();
    }

    private PlainViewer plain;
    /** Read-only onlookers, each with its own numbering: they get everything, and may send nothing. */
    private final Watchers watchers;
    private String notice = "";
    private boolean entityDown;
    private Instant awaitingReplySince;

    private final java.util.Optional<Recovery.Recovered> recovered;

    private final boolean desk;

    /**
     * A terminal's session; with {@code desk}, a confederate's desk, whose "judge" is the confederate
     * and whose entity is the judge on the other side.
     */
    TerminalSession(TerminalSpec spec, EntitySpec entitySpec, Contest contest, Entity entity, Clock clock,
            java.util.Optional<Recovery.Recovered> recovered, boolean desk) {
        this.spec = spec;
        this.desk = desk;
        this.entitySpec = entitySpec;
        this.pacing = contest.pacing();
        this.watchers = new Watchers(spec.id(), clock);
        this.pacer = new Pacer(pacing, TypingModel.judges2012(), new java.util.Random());
        this.contest = contest;
        this.clock = clock;
        this.entity = entity;
        this.recovered = recovered;
        if (recovered.isPresent()) {
            Recovery.Recovered r = recovered.get();
            this.discipline = r.replay().discipline();
            this.history.addAll(r.history());
            this.record = ConversationRecord.resumed(spec.id(), entitySpec, contest, clock, r);
            this.link = new LinkSession(r.stationDelivered());
            this.stationSession = r.stationSession();
        } else {
            this.discipline = new LineDiscipline(spec.judge());
            this.record = new ConversationRecord(spec.id(), entitySpec, contest, clock, clock.instant(), spec.judge());
            this.link = new LinkSession();
        }
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
        if (!entityDown) {
            setNotice(news);
        }
    }

    synchronized void start() {
        if (recovered.isEmpty()) {
            handle(discipline.start());
        }
        entity.start(this);
        if (!entityDown) {
            OpsLog.entityStarted(spec.id(), entitySpec.id());
        }
        recovered.ifPresent(r -> {
            OpsLog.conversationRecovered(spec.id(), r.keys().toString(), r.keyCount(), discipline.judge(), r.unanswered().isPresent());
            r.unanswered().filter(message -> !entityDown).ifPresent(message -> {
                // the entity that was thinking died with the relay: ask its successor
                awaitingReplySince = clock.instant();
                entity.judgeSaid(message);
            });
        });
    }

    /**
     * A station shows this terminal from now on. The same station process picking up where it
     * left off (same session, same relay run) gets only what it missed; anyone else gets the whole
     * conversation redrawn. Returns the welcome to send before anything else.
     */
    public synchronized LinkMessage.Welcome attach(Viewer newViewer, LinkMessage.Hello hello, String relayEpoch, String proof, String contestName) {
        if (viewer != null && viewer != newViewer) {
            viewer.displaced();
        }
        viewer = newViewer;
        boolean sameStation = hello.session().equals(stationSession);
        if (!sameStation) {
            // a new station process numbers its keys from 1 again
            link.reset();
            stationSession = hello.session();
            record.link(stationSession, discipline.judge(), clock.instant());
        }
        boolean resume = sameStation && hello.relayEpoch().equals(relayEpoch);
        LinkMessage.Welcome welcome = new LinkMessage.Welcome(spec.id(), relayEpoch, link.delivered(), !resume, proof, contestName);
        newViewer.write(List.of(link.stamp(welcome, clock.instant())));
        if (resume) {
            newViewer.write(link.resume(hello.delivered(), clock.instant()));
        } else {
            link.restartOutgoing();
            send(new LinkMessage.Draw(new ScreenEvent.Clear()));
            history.forEach(event -> send(new LinkMessage.Draw(event)));
            send(status());
        }
        return welcome;
    }

    public synchronized void detach(Viewer leaving) {
        if (viewer == leaving) {
            viewer = null;
        }
        watchers.remove(leaving);
    }

    /** A plain terminal takes the judge's seat: the whole screen is drawn for it now, and every change after. */
    public synchronized void attachPlain(PlainViewer terminal) {
        if (plain != null && plain != terminal) {
            plain.displaced();
        }
        plain = terminal;
        terminal.redraw(screen(), discipline.judge(), notice);
    }

    public synchronized void detachPlain(PlainViewer leaving) {
        if (plain == leaving) {
            plain = null;
        }
    }

    /** The judge's screen as it stands, for a plain terminal that needs it redrawn. */
    public synchronized void redrawPlain(PlainViewer terminal) {
        if (plain == terminal) {
            terminal.redraw(screen(), discipline.judge(), notice);
        }
    }

    private parlor.transcripts.screen.Screen screen() {
        parlor.transcripts.screen.Screen screen = new parlor.transcripts.screen.Screen();
        screen.applyAll(history);
        return screen;
    }

    /** A watcher sees the conversation so far and everything after, and can never write into it. */
    public synchronized LinkMessage.Welcome watch(Viewer watcher, String relayEpoch, String proof, String contestName) {
        return watchers.add(watcher, history, status(), relayEpoch, proof, contestName);
    }

    public synchronized void fromWatcher(Viewer watcher, Frame frame, String peer) {
        watchers.from(watcher, frame, peer);
    }

    /** A frame from the attached station: a key (once, however often it is sent), an acknowledgement, or nothing new. */
    public synchronized void fromStation(Frame frame) {
        link.receive(frame, clock.instant()).ifPresent(message -> {
            if (message instanceof LinkMessage.KeyPressed key) {
                keyPressed(key.key(), link.delivered());
            }
        });
    }

    /** Every few milliseconds: acknowledgements owed and frames to send again. */
    synchronized void tick() {
        List<Frame> frames = link.tick(clock.instant());
        if (viewer != null && !frames.isEmpty()) {
            viewer.write(frames);
        }
        watchers.tick();
    }

    /** A key, recorded before it has any effect; {@code seq} is its frame number from the station (0 if none). */
    public synchronized void keyPressed(Key key, long seq) {
        Instant now = clock.instant();
        record.key(key, seq, discipline.judge(), now);
        handle(discipline.accept(key, now));
        if (discipline.judgeHasTurn()) {
            entity.judgeTyping(discipline.unsentLines(), discipline.pendingLine());
        }
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
        shower.execute(() -> showPaced(lines));
    }

    private void showPaced(List<String> lines) {
        List<Pacer.Step> steps;
        synchronized (this) {
            Duration since = messageAt == null ? Duration.ZERO : Duration.between(messageAt, clock.instant());
            steps = pacer.schedule(lines, since);
            if (discipline.judgeHasTurn() && !steps.isEmpty()) {
                // nobody asked: typing it would mix with the judge's own typing, so it appears whole, in time
                steps = List.of(new Pacer.Step.Whole(steps.get(0).at()));
            }
        }
        Instant start = clock.instant();
        for (Pacer.Step step : steps) {
            sleepUntil(start.plus(step.at()));
            synchronized (this) {
                switch (step) {
                    case Pacer.Step.Whole whole -> {
                        finishReply(lines, false);
                        return;
                    }
                    case Pacer.Step.Type type -> {
                        record.entityKey(Key.of(type.text().charAt(0)), discipline.judge(), clock.instant());
                        show(new ScreenEvent.EntityType(type.text()));
                    }
                    case Pacer.Step.EndLine end -> {
                        record.entityKey(Key.RETURN, discipline.judge(), clock.instant());
                        show(new ScreenEvent.NewLine());
                    }
                }
            }
        }
        synchronized (this) {
            finishReply(lines, true);
        }
    }

    private void finishReply(List<String> lines, boolean typed) {
        Instant now = clock.instant();
        if (awaitingReplySince != null) {
            OpsLog.replyComplete(spec.id(), lines.size(), Duration.between(awaitingReplySince, now));
            awaitingReplySince = null;
        }
        record.reply(lines, discipline.judge(), now, typed);
        handle(discipline.entitySaid(lines, now, typed));
    }

    private void show(ScreenEvent event) {
        history.add(event);
        send(new LinkMessage.Draw(event));
    }

    private void sleepUntil(Instant when) {
        Duration wait = Duration.between(clock.instant(), when);
        if (wait.isNegative() || wait.isZero()) {
            return;
        }
        try {
            Thread.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public synchronized void failed(String reason) {
        entityDown = true;
        OpsLog.entityDied(spec.id(), entitySpec.id(), reason);
        record.down(reason, discipline.judge(), clock.instant());
        setNotice(NOT_RESPONDING);
        awaitingReplySince = null;
        handle(discipline.returnTurn());
    }

    @Override
    public synchronized void back(String how) {
        if (entityDown) {
            entityDown = false;
            OpsLog.entityBack(spec.id(), entitySpec.id(), how);
            setNotice("");
        }
    }

    private void handle(List<DisciplineEvent> events) {
        for (DisciplineEvent event : events) {
            switch (event) {
                case DisciplineEvent.Show show -> {
                    history.add(show.screen());
                    send(new LinkMessage.Draw(show.screen()));
                }
                case DisciplineEvent.JudgeChanged change -> {
                    record.transcribe(change);
                    OpsLog.judgeChanged(spec.id(), change.previous(), change.judge());
                    entity.judgeChanged(change.judge());
                    send(status());
                }
                case DisciplineEvent.MessageCompleted message -> messageCompleted(message);
                case DisciplineEvent.JudgeLine line -> record.transcribe(line);
                case DisciplineEvent.EntityLine line -> record.transcribe(line);
                case DisciplineEvent.KeyApplied applied -> entity.judgeKey(applied.key());
                case DisciplineEvent.Refused ignored -> {
                    // the keystroke is on record; a refused key simply has no effect on screen
                }
            }
        }
    }

    private void messageCompleted(DisciplineEvent.MessageCompleted message) {
        int words = message.text().isBlank() ? 0 : message.text().trim().split("\\s+").length;
        OpsLog.messageComplete(spec.id(), message.judge(), message.lines().size(), words);
        if (entityDown) {
            setNotice(NOT_RESPONDING);
            handle(discipline.returnTurn());
            return;
        }
        awaitingReplySince = clock.instant();
        messageAt = awaitingReplySince;
        entity.judgeSaid(message.text());
    }

    private void setNotice(String text) {
        if (!text.equals(notice)) {
            notice = text;
            send(status());
        }
    }

    private LinkMessage.Status status() {
        return new LinkMessage.Status(discipline.judge(), notice);
    }

    /** Numbered and kept until the station acknowledges it, whether or not a station is there now. */
    private void send(LinkMessage.Data message) {
        Frame frame = link.stamp(message, clock.instant());
        if (viewer != null) {
            viewer.write(List.of(frame));
        }
        watchers.send(message);
        if (plain != null) {
            plain.show(message);
        }
    }

    synchronized void close() {
        shower.shutdownNow();
        entity.close();
        record.close();
    }
}
