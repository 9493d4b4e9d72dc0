package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import parlor.relay.pacing.ClockSleep;
import parlor.relay.pacing.ComposingModel.PersonsReply;
import parlor.relay.pacing.DayPace;
import parlor.relay.pacing.Pacing;
import parlor.transcripts.keys.Key;

/**
 * A confederate's reply shown on the judge's screen as they type it, behind the correction window
 * (or later, to keep the minimum delay): a key erased within the window is taken back with its
 * erasure and never shown, so the judge waits for the person once and sees no corrections. Each
 * key goes through the same gate as any reply ({@link StreamedReply}). A reply begun while the
 * judge has the turn is not shown as typed: it comes whole when sent, as any reply nobody asked
 * for. Once shown in full, the reply is heard by the day's pace, for programs to be paced like it.
 */
final class WindowedReply {

    /** What the reply's keys do to the conversation; each call is made holding the seat's lock. */
    interface Shows {
        /** When the judge's last message was complete, or null before the first. */
        Instant messageAt();

        int messageChars();

        boolean judgeHasTurn();

        /** A key of the reply reaches the judge: on record first, then on the screen. */
        void show(StreamedReply.Shown shown);

        /** The reply is over, every key of it shown: its lines as the judge saw them. */
        void finished(List<String> lines);
    }

    /** How long the showing thread waits with nothing held, before it looks again whether the conversation is over. */
    private static final Duration IDLE = Duration.ofSeconds(1);

    private final Pacing pacing;
    private final DayPace people;
    private final Clock clock;
    private final Object lock;
    private final Shows conversation;
    private final BooleanSupplier over;
    private final LinkedBlockingQueue<Boolean> wake = new LinkedBlockingQueue<>();
    private final ExecutorService shower = Executors.newSingleThreadExecutor(
            Thread.ofVirtual().name("windowed-reply").factory());
    // guarded by lock
    private HeldKeys held;
    private boolean whole;
    private final StreamedReply streamed = new StreamedReply();
    /** When each key shown of the reply was typed (as the relay had it) and when it was shown. */
    private final List<Instant> typedAt = new ArrayList<>();

    private final List<Instant> shownAt = new ArrayList<>();
    private String sent;

    WindowedReply(Pacing pacing, DayPace people, Clock clock, Object lock, Shows conversation, BooleanSupplier over) {
        this.pacing = pacing;
        this.people = people;
        this.clock = clock;
        this.lock = lock;
        this.conversation = conversation;
        this.over = over;
    }

    /** A key the person typed, as it took effect at their desk; called holding the lock. */
    void key(Key key) {
        if (held == null && !whole) {
            begin();
        }
        if (!whole) {
            held.key(key, clock.instant());
            wake.offer(Boolean.TRUE);
        }
    }

    /**
     * The person sent the reply, {@code text} as they typed it; called holding the lock. False if
     * none was being shown as typed: the caller shows it as any reply.
     */
    boolean sent(String text) {
        if (held == null) {
            whole = false;
            return false;
        }
        sent = text;
        held.sent();
        wake.offer(Boolean.TRUE);
        return true;
    }

    /**
     * A restarted relay goes on with a reply the person was typing, of which {@code shown} reached
     * the judge before it stopped (a Return as a line break). Called holding the lock, before any key.
     */
    void resume(String shown) {
        if (shown.isEmpty()) {
            return;
        }
        beginAt(pacing.correctionWindow());
        StreamedReply.keysOf(shown).forEach(key -> streamed.key(key, false));
    }

    /**
     * How far the person had typed when the relay stopped, as the desk's record has it: what the
     * judge has not been shown of it is shown now, for its window has long passed. Called holding the lock.
     */
    void typingResumed(String typed) {
        if (held == null && !typed.isEmpty() && !conversation.judgeHasTurn()) {
            beginAt(pacing.correctionWindow());
        }
        if (held != null) {
            catchUpTo(typed);
        }
    }

    /** What of the reply being shown the judge has seen, as lines, if one is; called holding the lock. */
    Optional<List<String>> cutShort() {
        if (held == null || !streamed.shown()) {
            return Optional.empty();
        }
        held = null;
        return Optional.of(streamed.finish());
    }

    void stop() {
        shower.shutdownNow();
    }

    private void begin() {
        Instant messageAt = conversation.messageAt();
        if (messageAt == null || conversation.judgeHasTurn()) {
            whole = true;
            return;
        }
        beginAt(pacing.typed() ? pacing.shownBehind(Duration.between(messageAt, clock.instant())) : Duration.ZERO);
    }

    /** Keys held {@code behind} as typed; none at all, and corrections shown, where the contest types live. */
    private void beginAt(Duration behind) {
        held = pacing.typed() ? new HeldKeys(behind) : HeldKeys.asTheyCome();
        typedAt.clear();
        shownAt.clear();
        shower.execute(this::showAsDue);
    }

    private void showAsDue() {
        while (true) {
            Optional<Instant> next;
            synchronized (lock) {
                if (over.getAsBoolean() || held == null) {
                    return;
                }
                for (HeldKeys.Held due : held.due(clock.instant())) {
                    show(due.key(), due.due().minus(held.behind()));
                }
                if (held.over()) {
                    finish();
                    return;
                }
                next = held.nextDue();
            }
            Duration wait =
                    next.map(due -> Duration.between(clock.instant(), due)).orElse(IDLE);
            if (!awaitKey(wait)) {
                return;
            }
        }
    }

    private void show(Key key, Instant typed) {
        for (StreamedReply.Shown shown : streamed.key(key, false)) {
            typedAt.add(typed);
            shownAt.add(clock.instant());
            conversation.show(shown);
        }
    }

    /** Every key of {@code text} that has not reached the judge is shown now: what a restart or a race left behind. */
    private void catchUpTo(String text) {
        StreamedReply whole = new StreamedReply();
        StreamedReply.keysOf(text).forEach(key -> whole.key(key, false));
        String target = whole.typedSoFar();
        String already = streamed.typedSoFar();
        if (target.startsWith(already)) {
            Instant now = clock.instant();
            StreamedReply.keysOf(target.substring(already.length())).forEach(key -> show(key, now));
        }
    }

    private void finish() {
        // its last line's end is a key the person typed too (the first of the two Returns that sent it)
        catchUpTo(sent + "\n");
        List<String> lines = streamed.finish();
        held = null;
        heard(lines);
        conversation.finished(lines);
    }

    /**
     * The day's pace hears the reply as the judge saw it: when the person typed its first and last
     * keys the judge was shown (so a program drawn like it is shown with the same delays as they
     * were, not twice), and the gaps between them on the judge's screen.
     */
    private void heard(List<String> lines) {
        Instant messageAt = conversation.messageAt();
        if (typedAt.isEmpty() || messageAt == null || !pacing.typed()) {
            return;
        }
        List<Duration> gaps = new ArrayList<>();
        for (int i = 1; i < shownAt.size(); i++) {
            gaps.add(Duration.between(shownAt.get(i - 1), shownAt.get(i)));
        }
        long thinking =
                Math.max(0, Duration.between(messageAt, typedAt.getFirst()).toMillis());
        long typing = Math.max(
                0, Duration.between(typedAt.getFirst(), typedAt.getLast()).toMillis());
        people.heard(new PersonsReply(conversation.messageChars(), PersonsReply.chars(lines), thinking, typing), gaps);
    }

    /** Waits up to {@code wait} by the relay's clock, or until a key or the reply's end comes; false if the thread is stopped. */
    private boolean awaitKey(Duration wait) {
        if (wait.isNegative() || wait.isZero()) {
            return !Thread.currentThread().isInterrupted();
        }
        try {
            wake.poll(ClockSleep.onTheWall(clock, wait).toNanos(), TimeUnit.NANOSECONDS);
            wake.clear();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
