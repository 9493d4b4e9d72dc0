package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import parlor.relay.pacing.Pacer;

/**
 * Shows replies as the contest's pacing says (after a minimum delay, or typed at a human
 * typist's pace), one after another on their own thread, so the session is never held up while a
 * reply is being typed.
 */
final class PacedReplies {

    /** What a reply's steps do to the conversation. Each call is made holding the session's lock. */
    interface Conversation {
        /** How long ago the judge's message was completed. */
        Duration sinceMessage();

        boolean judgeHasTurn();

        void typed(String character);

        void lineEnded();

        void finished(List<String> lines, boolean typed);
    }

    private final Pacer pacer;
    private final Clock clock;
    private final Object lock;
    private final Conversation conversation;
    private final ExecutorService shower = Executors.newSingleThreadExecutor(Thread.ofVirtual().name("pacer").factory());

    PacedReplies(Pacer pacer, Clock clock, Object lock, Conversation conversation) {
        this.pacer = pacer;
        this.clock = clock;
        this.lock = lock;
        this.conversation = conversation;
    }

    void show(List<String> lines) {
        shower.execute(() -> showNow(lines));
    }

    void stop() {
        shower.shutdownNow();
    }

    private void showNow(List<String> lines) {
        List<Pacer.Step> steps;
        synchronized (lock) {
            steps = pacer.schedule(lines, conversation.sinceMessage());
            if (conversation.judgeHasTurn() && !steps.isEmpty()) {
                // nobody asked: typing it would mix with the judge's own typing, so it appears whole, in time
                steps = List.of(new Pacer.Step.Whole(steps.get(0).at()));
            }
        }
        Instant start = clock.instant();
        for (Pacer.Step step : steps) {
            sleepUntil(start.plus(step.at()));
            synchronized (lock) {
                switch (step) {
                    case Pacer.Step.Whole whole -> {
                        conversation.finished(lines, false);
                        return;
                    }
                    case Pacer.Step.Type type -> conversation.typed(type.text());
                    case Pacer.Step.EndLine end -> conversation.lineEnded();
                }
            }
        }
        synchronized (lock) {
            conversation.finished(lines, true);
        }
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
}
