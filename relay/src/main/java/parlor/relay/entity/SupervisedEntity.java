package parlor.relay.entity;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import parlor.relay.ops.EntityLog;

/**
 * Keeps an entry running for the length of a contest: an entry that crashes or exits is started
 * again (with backoff, up to a spin limit); an entry that does not answer within its reply timeout
 * is treated as hung, stopped and started again. Only when the spin limit is reached, or the entry
 * has died twice on the same judge's message ({@link DeathsOnAMessage}), does the judge's terminal
 * hear that the other side is not responding; it is then down until the operator restarts it.
 *
 * <p>An entry started afresh, after its own failure or after a restart of the relay ({@link
 * #recall}), is first brought back to where its conversation stood, as its kind allows ({@link
 * CatchUp}): given the earlier messages again, its answers to them set aside and never shown, or
 * told the conversation outright. Then it is asked the judge's unanswered message again (an entry
 * in keystroke mode is given every key since its last answer), so the judge sees only a delay and
 * the entry still knows what it was told. Catching up answers count against the reply timeout and
 * the spin limit like any answer.
 */
public final class SupervisedEntity implements Entity {

    private final String terminal;
    private final String id;
    private final Supplier<Entity> factory;
    private final Duration replyTimeout;
    private final Clock clock;
    private final CatchUp catchUp;
    private final RestartPolicy policy = new RestartPolicy();
    private final ConversationSoFar memory = new ConversationSoFar();
    private EntityListener listener;
    private Entity current;
    private Instant askedAt;
    /** The new entry being given the earlier messages again, or null once it stands where the last stood. */
    private CatchingUp catching;
    /** A restarted relay recalled a conversation that an entry of {@link CatchUp#REPLAYED_AFTER_RELAY_RESTART} must be given. */
    private boolean replayOwed;
    /** Between a failure and the successor's start: what the judge says meanwhile waits for the successor. */
    private boolean restarting;

    private boolean down;
    private boolean closed;
    private long generation;
    /** The judge's message it keeps dying on: not asked of a third successor. */
    private final DeathsOnAMessage deaths = new DeathsOnAMessage();

    /** An entry whose every new instance knows nothing ({@link CatchUp#REPLAYED}): a program's. */
    public SupervisedEntity(String terminal, String id, Supplier<Entity> factory, Duration replyTimeout, Clock clock) {
        this(terminal, id, factory, replyTimeout, clock, CatchUp.REPLAYED);
    }

    public SupervisedEntity(
            String terminal, String id, Supplier<Entity> factory, Duration replyTimeout, Clock clock, CatchUp catchUp) {
        this.terminal = terminal;
        this.id = id;
        this.factory = factory;
        this.replyTimeout = replyTimeout;
        this.clock = clock;
        this.catchUp = catchUp;
    }

    /**
     * Before {@link #start}: the conversation a restarted relay recovered from its record, which
     * the entry (started afresh with the relay) is brought back to as it would be after a crash of
     * its own. The judge's unanswered message, if any, is then asked again with {@link #judgeSaid}.
     */
    public synchronized void recall(Earlier earlier) {
        memory.recall(earlier);
        replayOwed = !earlier.answered().isEmpty();
    }

    @Override
    public synchronized void start(EntityListener entityListener) {
        this.listener = entityListener;
        launch();
        bringUp();
        Thread.ofVirtual().name("supervise-" + id).start(this::watchForHangs);
    }

    private void launch() {
        long mine = ++generation;
        restarting = false;
        current = factory.get();
        policy.started(clock.instant());
        if (catchUp == CatchUp.TOLD && current instanceof Remembering remembering) {
            remembering.remember(memory.earlier().answered());
        }
        // replies and failures of an entry that has since been replaced are ignored
        current.start(new EntityListener() {
            @Override
            public void replied(String text) {
                SupervisedEntity.this.repliedBy(mine, text);
            }

            @Override
            public void typed(parlor.transcripts.keys.Key key) {
                SupervisedEntity.this.typedBy(mine, key);
            }

            @Override
            public void failed(String reason) {
                SupervisedEntity.this.failedBy(mine, reason);
            }
        });
    }

    @Override
    public synchronized void judgeSaid(String message) {
        memory.said(message);
        if (listening()) {
            askedAt = clock.instant();
            current.judgeSaid(message);
        }
    }

    /** Whether the entry takes what the judge says now: not while it is down, restarting or catching up (it is told after). */
    private boolean listening() {
        return !down && !restarting && catching == null;
    }

    @Override
    public synchronized void judgeChanged(int judge) {
        current.judgeChanged(judge);
    }

    @Override
    public synchronized void judgeKey(parlor.transcripts.keys.Key key) {
        memory.key(key);
        if (listening()) {
            current.judgeKey(key);
        }
    }

    @Override
    public synchronized void judgeTyping(String unsent) {
        current.judgeTyping(unsent);
    }

    private void repliedBy(long from, String text) {
        synchronized (this) {
            if (from != generation || closed) {
                return;
            }
            if (catching != null) {
                setAside();
                return;
            }
            memory.answered(text);
            deaths.forget();
        }
        listener.replied(text);
    }

    /** A catching up answer, or a key of one: never shown, never recorded. */
    private void typedBy(long from, parlor.transcripts.keys.Key key) {
        synchronized (this) {
            if (from != generation || closed || catching != null) {
                return;
            }
        }
        listener.typed(key);
    }

    /**
     * A new entry is brought to where its conversation stands: given the earlier messages again
     * if its kind needs them, else (or then) told what it has not answered.
     */
    private void bringUp() {
        if (down || restarting) {
            // it failed as it started: its successor is brought up instead
            return;
        }
        List<Earlier.Exchange> earlier = memory.earlier().answered();
        boolean replay = catchUp == CatchUp.REPLAYED || catchUp == CatchUp.REPLAYED_AFTER_RELAY_RESTART && replayOwed;
        if (replay && !earlier.isEmpty()) {
            catching = new CatchingUp(earlier, clock.instant());
            askedAt = clock.instant();
            catching.giveNext(current);
            return;
        }
        replayOwed = false;
        tellSinceLastAnswer();
    }

    /** The answer to an earlier message given again is set aside; the next is given, or the entry has caught up. */
    private void setAside() {
        askedAt = clock.instant();
        if (catching.more()) {
            catching.giveNext(current);
            return;
        }
        EntityLog.entityCaughtUp(terminal, id, catching.given(), catching.took(clock.instant()));
        catching = null;
        replayOwed = false;
        tellSinceLastAnswer();
    }

    private void tellSinceLastAnswer() {
        memory.unanswered().ifPresent(message -> askedAt = clock.instant());
        memory.tellAgain(current::judgeKey, current::judgeSaid);
    }

    private void failedBy(long from, String reason) {
        failedBy(from, reason, true);
    }

    /** {@code died}: the entry crashed or hung, so the message it had been given (if any) counts against that message. */
    private void failedBy(long from, String reason, boolean died) {
        Optional<Duration> pause;
        synchronized (this) {
            if (from != generation || closed || down) {
                return;
            }
            current.close();
            // its successor catches up from the beginning; nobody is asked anything until it is up, so no hang is
            // counted meanwhile (a reply timeout shorter than the pause counted one more failure before)
            boolean caughtUp = catching == null;
            catching = null;
            askedAt = null;
            if (died && caughtUp && diedOnTheMessage(reason)) {
                return;
            }
            pause = policy.failed(clock.instant());
            if (pause.isEmpty()) {
                EntityLog.entityGaveUp(terminal, id, reason, RestartPolicy.SPIN_LIMIT, RestartPolicy.SPIN_WINDOW);
                notResponding(reason + "; " + RestartPolicy.SPIN_LIMIT + " failures within "
                        + RestartPolicy.SPIN_WINDOW.toMinutes() + " min, not restarted");
                return;
            }
            restarting = true;
        }
        EntityLog.entityRestarting(terminal, id, reason, pause.get());
        Thread.ofVirtual().name("restart-" + id).start(() -> restartAfter(pause.get(), from + 1));
    }

    /**
     * The entry died with the judge's message unanswered (one that died while being given the earlier
     * messages again was never given it); true if that was once too often, and the judge is told.
     */
    private boolean diedOnTheMessage(String reason) {
        deaths.died(memory.unanswered());
        if (!deaths.poisoned(memory.unanswered())) {
            return false;
        }
        // a third death on it would be the judge's message, not the entry's luck: the operator decides
        EntityLog.poisonMessage(terminal, id, deaths.times());
        notResponding(reason + "; died on the judge's message " + deaths.times()
                + " times, not asked it again until the operator restarts it");
        return true;
    }

    /**
     * Down until the operator restarts it: the judge is told it is not responding and has the turn
     * back, so the message it did not answer is never asked again (the judge may type it again).
     */
    private void notResponding(String told) {
        down = true;
        memory.forgetUnanswered();
        // told from its own thread: this may run inside a restart holding our lock, and the session has its own
        Thread.ofVirtual().start(() -> listener.failed(told));
    }

    private void restartAfter(Duration pause, long expectedGeneration) {
        try {
            Thread.sleep(pause);
        } catch (InterruptedException e) {
            return;
        }
        synchronized (this) {
            if (closed || generation != expectedGeneration - 1) {
                return;
            }
            launch();
            EntityLog.entityRestarted(terminal, id);
            bringUp();
        }
    }

    /**
     * The operator stops the entry and starts it again, as after a crash: it catches up, and the
     * unanswered message is asked again. One the judge was told is not responding (given up on, or
     * dying on a message) is started again, its failures forgiven, and takes the judge's next message.
     */
    public void restart(String why) {
        long running;
        boolean wasDown;
        synchronized (this) {
            if (closed) {
                return;
            }
            running = generation;
            wasDown = down;
            if (wasDown) {
                down = false;
                policy.forgive();
                deaths.forget();
                launch();
                EntityLog.entityRestartedByOperator(terminal, id);
                bringUp();
            }
        }
        if (wasDown) {
            // the operator's restart runs on the judge's seat: the seat takes the judge's messages again before it
            // returns
            listener.back("started again by the operator");
            return;
        }
        failedBy(running, why, false);
    }

    /**
     * An entry that has not answered within its reply timeout is hung: stop it and start it again.
     * The watch looks once a second, or when the unanswered message falls due if that is sooner:
     * a thousand entries, each watched five times a second, kept the relay's carriers busy for
     * nothing under bench/load.
     */
    private void watchForHangs() {
        while (!closed) {
            long hung = -1;
            String doing = "";
            Duration nap;
            synchronized (this) {
                boolean waiting =
                        !down && (catching != null || memory.unanswered().isPresent()) && askedAt != null;
                Duration waited = waiting ? Duration.between(askedAt, clock.instant()) : Duration.ZERO;
                if (waiting && waited.compareTo(replyTimeout) >= 0) {
                    hung = generation;
                    doing = (catching != null ? " to an earlier message given again" : "")
                            + " (hung)"
                            + current.whyNoReply().map(why -> ": " + why).orElse("");
                    askedAt = null;
                }
                nap = waiting ? replyTimeout.minus(waited) : IDLE_WATCH;
            }
            if (hung >= 0) {
                failedBy(hung, "no reply within " + replyTimeout.toSeconds() + " s" + doing);
            }
            try {
                Thread.sleep(clamp(nap));
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** The longest the watch sleeps, and the shortest (so that it cannot spin). */
    private static final Duration IDLE_WATCH = Duration.ofSeconds(1);

    private static final Duration FINEST_WATCH = Duration.ofMillis(200);

    private Duration clamp(Duration nap) {
        Duration longest = replyTimeout.compareTo(IDLE_WATCH) < 0 ? replyTimeout : IDLE_WATCH;
        if (nap.compareTo(FINEST_WATCH) < 0) {
            return FINEST_WATCH;
        }
        return nap.compareTo(longest) > 0 ? longest : nap;
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (current != null) {
            current.close();
        }
    }
}
