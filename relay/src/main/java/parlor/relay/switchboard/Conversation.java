package parlor.relay.switchboard;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.entity.EntityListener;
import parlor.relay.entity.Resuming;
import parlor.relay.entity.Sanitiser;
import parlor.relay.entity.SupervisedEntity;
import parlor.relay.ops.EntityLog;
import parlor.relay.ops.OpsLog;
import parlor.relay.ops.RecordLog;
import parlor.relay.pacing.Pacer;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * One conversation at a seat, from its first prompt to its hand-over: the line discipline, the
 * record, the turns, the entity and the screen they draw. It is made whole (new, recovered from its
 * record, or a waiting screen) and replaced whole. Once it is closed, nothing its entity or its
 * pacing still sends reaches the seat. Its methods are called holding the seat's lock; the
 * entity's calls, which come on the entity's own threads, take that lock themselves.
 */
final class Conversation implements EntityListener, ConfederateLink.JudgeSide {

    private final Seat seat;
    private final Route route;
    private final Clock clock;
    private final LineDiscipline discipline;
    private final ConversationRecord record;
    private final SeatScreen screen;
    private final ConversationTurns turns;
    private final PacedReplies paced;
    /** What a reply's keys do to the record and the screen, whichever way they come. */
    private final PacedSteps steps;
    /** A confederate's reply shown as they type it, behind the correction window; null unless the contest types at a person's pace. */
    private final WindowedReply windowed;
    /** An entry's reply as it types it, key by key; guarded by the seat's lock. */
    private final StreamedReply streamed = new StreamedReply();

    private final Optional<Recovery.Recovered> recovered;
    private final OpeningAssertion opening;
    /** 2009: the judge starts; an entry's words before then are set aside (a confederate's wait in {@link ConfederateLink}). */
    private final boolean judgeStarts;
    /**
     * Whether an entity's keys reach the judge the moment they come: with {@code typing: live} (2009
     * as written, tells and all), or where nothing arrives whole beside them. Without pacing a
     * confederate's message reaches the judge whole, so in a contest with confederates a streamed
     * reply would tell a program from a person.
     */
    private final boolean streams;
    /** Read by the pacing's thread holding the seat's lock, and by the seat's tick without it. */
    private volatile boolean closed;

    private boolean readOnlyKeysLogged;

    private Conversation(
            Seat seat, Route route, Contest contest, Clock clock, Optional<Recovery.Recovered> recovered, int judge) {
        this.seat = seat;
        this.route = route;
        this.clock = clock;
        this.recovered = recovered;
        String terminal = seat.terminal();
        this.opening = OpeningAssertion.at(
                terminal, route.entity(), contest, recovered.isPresent(), route.phase(), seat.openings());
        // an entry's: a desk hears the judge first, the verdict clerk asks first, and a confederate waits at the link
        boolean entry = !(route.entity() instanceof EntitySpec.Desk
                || route.entity() instanceof EntitySpec.Clerk
                || route.entity() instanceof EntitySpec.Confederate);
        this.judgeStarts = entry && ConfederateLink.judgeStarts(contest.day()) && recovered.isEmpty();
        this.streams = route.pacing().live()
                || route.pacing().none()
                        && contest.entities().values().stream().noneMatch(e -> e instanceof EntitySpec.Confederate);
        if (recovered.isPresent()) {
            this.discipline = recovered.get().replay().discipline();
            this.record = ConversationRecord.resumed(
                    terminal, route.entity(), contest, clock, recovered.get(), seat.manifest());
        } else {
            this.discipline = new LineDiscipline(judge, contest.judgesTalkingTo(route.entity()));
            if (route.entity() instanceof EntitySpec.Desk) {
                // where the confederate's keys go to the judge as typed, what has gone cannot be erased
                discipline.withCorrectionWindow(contest.pacing().deskWindow());
            }
            this.record = new ConversationRecord(
                    terminal, route.entity(), contest, clock, clock.instant(), judge, route.phase(), seat.manifest());
        }
        List<ScreenEvent> shown = new java.util.ArrayList<>();
        route.preface().forEach(line -> shown.add(new ScreenEvent.EntityLine(line)));
        recovered.ifPresent(r -> shown.addAll(r.history()));
        this.screen = new SeatScreen(seat.viewers(), discipline::judge, shown);
        this.turns = new ConversationTurns(
                terminal, route.entity().id(), discipline, record, screen, seat.viewers(), route.instance(), clock);
        // a confederate (or the judge, at a desk) took their own time to compose; everyone else is given a person's
        boolean byAPerson =
                route.entity() instanceof EntitySpec.Confederate || route.entity() instanceof EntitySpec.Desk;
        this.steps = new PacedSteps(
                record, discipline, screen, clock, turns::messageAt, turns::messageChars, byAPerson, this::finishReply);
        this.paced = new PacedReplies(
                new Pacer(route.pacing(), seat.people(), new java.util.Random()), clock, seat, steps, () -> closed);
        this.windowed = route.entity() instanceof EntitySpec.Confederate
                        && (route.pacing().typed() || route.pacing().live())
                ? new WindowedReply(route.pacing(), seat.people(), clock, seat, steps, () -> closed)
                : null;
    }

    /** A new conversation; the judge sitting at the seat goes on sitting there. */
    static Conversation fresh(Seat seat, Route route, Contest contest, Clock clock, int judge) {
        return new Conversation(seat, route, contest, clock, Optional.empty(), judge);
    }

    /** A conversation an earlier run of the relay did not see to its end, picked up from its record. */
    static Conversation recovered(Seat seat, Route route, Contest contest, Clock clock, Recovery.Recovered recovered) {
        return new Conversation(
                seat,
                route,
                contest,
                clock,
                Optional.of(recovered),
                recovered.replay().judge());
    }

    Route route() {
        return route;
    }

    EntitySpec entitySpec() {
        return route.entity();
    }

    int judge() {
        return discipline.judge();
    }

    SeatScreen screen() {
        return screen;
    }

    ConversationRecord record() {
        return record;
    }

    /** Writes that waited for the disk are tried again. */
    void recordRetry() {
        record.retry();
    }

    /**
     * Starts the conversation. One that follows another at the seat draws the screen afresh: its
     * preface (which is not part of its record), and all a recovered one had shown. A recovered one
     * then asks its entity again what was unanswered, or finishes typing a reply the relay died typing.
     */
    void start(boolean clearFirst) {
        if (clearFirst) {
            screen.redrawStation();
            seat.viewers().plain().ifPresent(screen::redraw);
        }
        if (recovered.isEmpty() && !route.readOnly()) {
            // a waiting screen has no prompt: there is no one to talk to
            turns.open();
        }
        if (clearFirst) {
            screen.sendStatus();
            seat.viewers()
                    .stationSession()
                    .filter(session -> !route.readOnly())
                    .ifPresent(session ->
                            record.link(session, seat.viewers().link.delivered(), discipline.judge(), clock.instant()));
        }
        if (recovered.isPresent() && route.instance() instanceof Resuming resuming) {
            logRecovered(recovered.get());
            resuming.resume(this, recovered.get().said(), recovered.get().unanswered());
            return;
        }
        // an entry started afresh with the relay is brought back to where it stood, as after a crash of its own
        recovered
                .filter(r -> route.instance() instanceof SupervisedEntity)
                .ifPresent(r -> ((SupervisedEntity) route.instance()).recall(r.earlier()));
        route.instance().start(this);
        if (!turns.entityDown() && !route.readOnly()) {
            EntityLog.entityStarted(seat.terminal(), route.entity().id());
        }
        recovered.ifPresent(this::carryOn);
    }

    private void logRecovered(Recovery.Recovered r) {
        RecordLog.conversationRecovered(
                seat.terminal(),
                r.keys().toString(),
                r.keyCount(),
                discipline.judge(),
                r.unanswered().isPresent());
    }

    private void carryOn(Recovery.Recovered r) {
        logRecovered(r);
        if (windowed != null) {
            windowed.resume(r.personTyping());
        }
        if (r.replyBeingTyped().isPresent()) {
            Recovery.TypedSoFar typing = r.replyBeingTyped().get();
            record.replyAlreadyOnRecord();
            paced.finishTyping(typing.lines(), typing.typed());
            return;
        }
        r.unanswered().ifPresent(turns::askAgain);
    }

    /** A station took the seat: the keys that follow are numbered by it. */
    void stationLinked(String stationSession) {
        if (!route.readOnly()) {
            record.link(stationSession, 0, discipline.judge(), clock.instant());
        }
    }

    /** A key, recorded before it has any effect; {@code seq} is its frame number from the station (0 if none). */
    void key(Key key, long seq) {
        if (route.readOnly()) {
            if (!readOnlyKeysLogged) {
                readOnlyKeysLogged = true;
                OpsLog.badInput(
                        seat.terminal(),
                        "judge",
                        "keys typed between conversations (" + screen.notice()
                                + ") have no effect and are not recorded");
            }
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
        if (closed) {
            // a late reply belongs to no one now (its pacing has stopped taking replies)
            return;
        }
        if (judgeStarts && beforeTheJudge(raw)) {
            return;
        }
        List<String> lines = Sanitiser.lines(raw);
        synchronized (seat) {
            if (windowed != null && windowed.sent(raw)) {
                // a confederate's reply shown as they typed it: it ends once its last key is shown
                return;
            }
            // a reply shown key by key as it came is on the screen already, as the judge saw it
            boolean shown = streamed.shown();
            List<String> asSeen = streamed.finish();
            if (shown || route.pacing().none()) {
                finishReply(shown ? asSeen : lines, shown);
                return;
            }
        }
        paced.show(lines);
    }

    /**
     * A key of a reply the entity types as it goes (an LPP entry's, a confederate's), shown at once
     * (sanitised as any reply) when the judge is waiting for it, or, a confederate's at a person's
     * pace, behind the correction window. When the contest paces replies, an entry's reply is paced
     * whole, like a program's, when it ends.
     */
    @Override
    public void typed(Key key) {
        if (closed || !streams && windowed == null) {
            return;
        }
        synchronized (seat) {
            if (!closed && windowed != null) {
                windowed.key(key);
                return;
            }
            if (closed || judgeStarts && turns.messageAt() == null) {
                // 2009: nothing before the judge's first message; the whole reply is set aside and logged as it ends
                return;
            }
            streamed.key(key, discipline.judgeHasTurn()).forEach(steps::show);
        }
    }

    @Override
    public void typingResumed(String typed) {
        synchronized (seat) {
            if (!closed && windowed != null) {
                windowed.typingResumed(typed);
            }
        }
    }

    /** Whether the judge has yet to send a message here: then {@code raw} is set aside, as a prompted program's banner is. */
    private boolean beforeTheJudge(String raw) {
        synchronized (seat) {
            if (closed || turns.messageAt() != null) {
                return false;
            }
        }
        OpsLog.spokeFirst(seat.terminal(), route.entity().id(), raw.length());
        return true;
    }

    private void finishReply(List<String> lines, boolean typed) {
        if (!closed) {
            opening.replied(lines, discipline.judge());
            turns.replied(lines, typed);
        }
    }

    @Override
    public void failed(String reason) {
        synchronized (seat) {
            if (!closed) {
                streamed.reset();
                turns.failed(reason);
            }
        }
    }

    @Override
    public void back(String how) {
        synchronized (seat) {
            if (!closed) {
                turns.back(how);
            }
        }
    }

    /** What the judge's status line says, from the entity (the verdict clerk says what is wrong with an answer). */
    @Override
    public void notice(String text) {
        synchronized (seat) {
            if (!closed) {
                screen.notice(text);
            }
        }
    }

    /** The operator restarts this conversation's entry (a new process; the conversation goes on); false if it has none that can be. */
    boolean restartEntity(String why) {
        if (!(route.instance() instanceof SupervisedEntity supervised)) {
            return false;
        }
        supervised.restart(why);
        return true;
    }

    /**
     * The conversation is over: {@code endedBy} says why (the time is up), and goes on record so that
     * nobody takes it for one the relay died in. A reply being typed is cut where it stands, on screen
     * and on record. Without a reason (the relay stops) the record stays open, to be recovered.
     */
    void close(Optional<String> endedBy) {
        closed = true;
        paced.stop();
        if (windowed != null) {
            windowed.stop();
        }
        route.instance().close();
        endedBy.filter(why -> !route.readOnly()).ifPresent(why -> {
            paced.cutShort()
                    .or(() -> windowed == null ? Optional.empty() : windowed.cutShort())
                    .ifPresent(turns::cut);
            record.closed(why, discipline.judge(), clock.instant());
        });
        record.close();
    }
}
