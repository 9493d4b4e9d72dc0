package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import parlor.relay.pacing.Pacer;

/**
 * Shows replies as the contest's pacing says (after a minimum delay, or typed at a human
 * typist's pace), one after another on their own thread, so the seat is never held up while a
 * reply is being typed. Once its conversation is over, not one more character is shown.
 */
final class PacedReplies {

    /** What a reply's steps do to the conversation. Each call is made holding the seat's lock. */
    interface Steps {
        /** How long ago the judge's message was completed. */
        Duration sinceMessage();

        /** The judge's message, in characters. */
        int messageChars();

        /** Whether a person composed the replies, taking their own time (a confederate); else they are given a person's. */
        boolean byAPerson();

        boolean judgeHasTurn();

        /** A typed reply goes on record whole before its first character appears. */
        void typingBegins(List<String> lines);

        void typed(String character);

        void lineEnded();

        void finished(List<String> lines, boolean typed);
    }

    /** Far longer than any minimum reply delay: the rest of a reply a restarted relay finishes typing starts at once. */
    private static final Duration LONG_AGO = Duration.ofDays(1);

    private final Pacer pacer;
    private final Clock clock;
    private final Object lock;
    private final Steps conversation;
    private final BooleanSupplier over;
    private final ExecutorService shower =
            Executors.newSingleThreadExecutor(Thread.ofVirtual().name("pacer").factory());
    /** The reply being typed now and what of it is on the screen, or null; guarded by {@link #lock}. */
    private List<String> typing;

    private final StringBuilder typedSoFar = new StringBuilder();

    /** {@code over} is true once the conversation has ended; it is read holding {@code lock}. */
    PacedReplies(Pacer pacer, Clock clock, Object lock, Steps conversation, BooleanSupplier over) {
        this.pacer = pacer;
        this.clock = clock;
        this.lock = lock;
        this.conversation = conversation;
        this.over = over;
    }

    void show(List<String> lines) {
        shower.execute(() -> showNow(lines));
    }

    /** A reply a relay that was stopped had begun typing: the rest is typed now, from where it stood. */
    void finishTyping(List<String> lines, String alreadyTyped) {
        String whole = typedForm(lines);
        String rest = whole.startsWith(alreadyTyped) ? whole.substring(alreadyTyped.length()) : whole;
        typing = List.copyOf(lines);
        typedSoFar.setLength(0);
        typedSoFar.append(whole, 0, whole.length() - rest.length());
        List<Pacer.Step> steps = rest.isEmpty() ? List.of() : pacer.asIs(linesOf(rest), LONG_AGO);
        shower.execute(() -> carryOut(lines, steps));
    }

    void stop() {
        shower.shutdownNow();
    }

    /** The part of the reply being typed that is on the screen, as lines, if one is being typed now; called holding the lock. */
    Optional<List<String>> cutShort() {
        if (typing == null) {
            return Optional.empty();
        }
        List<String> shown = new ArrayList<>(List.of(typedSoFar.toString().split("\n", -1)));
        if (shown.getLast().isEmpty()) {
            shown.removeLast();
        }
        typing = null;
        return Optional.of(shown);
    }

    private void showNow(List<String> lines) {
        List<Pacer.Step> steps;
        synchronized (lock) {
            if (over.getAsBoolean()) {
                return;
            }
            // a person took their own time composing; a program's reply is typed on a person's clock
            steps = conversation.byAPerson()
                    ? pacer.asIs(lines, conversation.sinceMessage())
                    : pacer.compose(lines, conversation.messageChars(), conversation.sinceMessage());
            if (conversation.judgeHasTurn() && !steps.isEmpty()) {
                // nobody asked: typing it would mix with the judge's own typing, so it appears whole, in time
                steps = List.of(new Pacer.Step.Whole(steps.get(0).at()));
            }
        }
        carryOut(lines, steps);
    }

    private void carryOut(List<String> lines, List<Pacer.Step> steps) {
        Instant start = clock.instant();
        for (Pacer.Step step : steps) {
            if (!sleepUntil(start.plus(step.at()))) {
                return;
            }
            synchronized (lock) {
                if (over.getAsBoolean()) {
                    return;
                }
                if (step instanceof Pacer.Step.Whole) {
                    conversation.finished(lines, false);
                    return;
                }
                typeStep(lines, step);
            }
        }
        synchronized (lock) {
            if (!over.getAsBoolean()) {
                typing = null;
                conversation.finished(lines, true);
            }
        }
    }

    private void typeStep(List<String> lines, Pacer.Step step) {
        if (typing == null) {
            typing = List.copyOf(lines);
            typedSoFar.setLength(0);
            conversation.typingBegins(lines);
        }
        switch (step) {
            case Pacer.Step.Type type -> {
                typedSoFar.append(type.text());
                conversation.typed(type.text());
            }
            case Pacer.Step.EndLine end -> {
                typedSoFar.append('\n');
                conversation.lineEnded();
            }
            case Pacer.Step.Whole whole -> throw new IllegalStateException("a whole reply is not typed");
        }
    }

    /** A reply as its keys type it: every line, each ended with Return. */
    static String typedForm(List<String> lines) {
        StringBuilder out = new StringBuilder();
        lines.forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }

    /** The lines whose typed form is {@code typed} (which ends with a Return). */
    private static List<String> linesOf(String typed) {
        return List.of(typed.substring(0, typed.length() - 1).split("\n", -1));
    }

    /** False if the wait was cut short: the conversation is over and its thread stopped. */
    private boolean sleepUntil(Instant when) {
        Duration wait = Duration.between(clock.instant(), when);
        if (wait.isNegative() || wait.isZero()) {
            return !Thread.currentThread().isInterrupted();
        }
        try {
            parlor.relay.pacing.ClockSleep.sleep(clock, wait);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
