package parlor.relay.entity;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;
import parlor.relay.ops.EntityLog;

/**
 * Keeps an entry running for the length of a contest: an entry that crashes or exits is started
 * again (with backoff, up to a spin limit) and asked the judge's unanswered message again (an entry
 * in keystroke mode is given again every key since its last reply), so the judge sees only a delay; an entry that does not answer within its reply timeout is treated as
 * hung, stopped and started again. Only when the spin limit is reached does the judge's terminal
 * hear that the other side is not responding.
 */
public final class SupervisedEntity implements Entity {

    private final String terminal;
    private final String id;
    private final Supplier<Entity> factory;
    private final Duration replyTimeout;
    private final Clock clock;
    private final RestartPolicy policy = new RestartPolicy();
    private final SinceLastReply told = new SinceLastReply();
    private EntityListener listener;
    private Entity current;
    private Instant askedAt;
    private boolean down;
    private boolean closed;
    private long generation;

    public SupervisedEntity(String terminal, String id, Supplier<Entity> factory, Duration replyTimeout, Clock clock) {
        this.terminal = terminal;
        this.id = id;
        this.factory = factory;
        this.replyTimeout = replyTimeout;
        this.clock = clock;
    }

    @Override
    public synchronized void start(EntityListener entityListener) {
        this.listener = entityListener;
        launch();
        Thread.ofVirtual().name("supervise-" + id).start(this::watchForHangs);
    }

    private void launch() {
        long mine = ++generation;
        current = factory.get();
        policy.started(clock.instant());
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
        told.said(message);
        askedAt = clock.instant();
        if (!down) {
            current.judgeSaid(message);
        }
    }

    @Override
    public synchronized void judgeChanged(int judge) {
        current.judgeChanged(judge);
    }

    @Override
    public synchronized void judgeKey(parlor.transcripts.keys.Key key) {
        told.key(key);
        if (!down) {
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
            told.replied();
        }
        listener.replied(text);
    }

    private void typedBy(long from, parlor.transcripts.keys.Key key) {
        synchronized (this) {
            if (from != generation || closed) {
                return;
            }
        }
        listener.typed(key);
    }

    private void failedBy(long from, String reason) {
        Optional<Duration> pause;
        synchronized (this) {
            if (from != generation || closed || down) {
                return;
            }
            current.close();
            pause = policy.failed(clock.instant());
            if (pause.isEmpty()) {
                down = true;
            }
        }
        if (pause.isEmpty()) {
            EntityLog.entityGaveUp(terminal, id, reason, RestartPolicy.SPIN_LIMIT, RestartPolicy.SPIN_WINDOW);
            // told from its own thread: this may run inside a restart holding our lock, and the session has its own
            String told = reason + "; " + RestartPolicy.SPIN_LIMIT + " failures within "
                    + RestartPolicy.SPIN_WINDOW.toMinutes() + " min, not restarted";
            Thread.ofVirtual().start(() -> listener.failed(told));
            return;
        }
        EntityLog.entityRestarting(terminal, id, reason, pause.get());
        Thread.ofVirtual().name("restart-" + id).start(() -> restartAfter(pause.get(), from + 1));
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
            told.unanswered().ifPresent(message -> askedAt = clock.instant());
            told.tellAgain(current::judgeKey, current::judgeSaid);
        }
    }

    /** Stops the entry and starts it again, as after a crash: the unanswered message is asked again. */
    public void restart(String why) {
        long running;
        synchronized (this) {
            running = generation;
        }
        failedBy(running, why);
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
            Duration nap;
            synchronized (this) {
                boolean waiting = !down && told.unanswered().isPresent() && askedAt != null;
                Duration waited = waiting ? Duration.between(askedAt, clock.instant()) : Duration.ZERO;
                if (waiting && waited.compareTo(replyTimeout) >= 0) {
                    hung = generation;
                    askedAt = null;
                }
                nap = waiting ? replyTimeout.minus(waited) : IDLE_WATCH;
            }
            if (hung >= 0) {
                failedBy(hung, "no reply within " + replyTimeout.toSeconds() + " s (hung)");
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
