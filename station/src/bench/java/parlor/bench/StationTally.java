package parlor.bench;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One station's account of a load run: each key sent is queued with the answer it expects and the
 * time it went; answers arrive in order and are matched against the head of the queue, which gives
 * each key's latency. Messages finished and replies received are counted beside. Keys are pressed
 * on the typist's thread and answered on the link's: everything is under one lock (a
 * {@link ReentrantLock}, which a waiting virtual thread does not pin).
 */
final class StationTally {

    private record Pending(String expected, LoadTerminal.Stroke stroke, long sentNanos) {
    }

    private final String terminal;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition replied = lock.newCondition();
    private final Deque<Pending> unanswered = new ArrayDeque<>();
    /** When each answered key was sent, and how long its answer took (microseconds), index for index. */
    private final LongSamples sentAt = new LongSamples();
    private final LongSamples micros = new LongSamples();
    /** What each answered key was ({@link LoadTerminal.Stroke#ordinal()}), index for index. */
    private final LongSamples strokes = new LongSamples();
    private long sent;
    private long wrong;
    private long unexpected;
    private long messages;
    private long replies;

    StationTally(String terminal) {
        this.terminal = terminal;
    }

    String terminal() {
        return terminal;
    }

    /** A key goes out now; {@code expected} names the answer that will show it arrived. */
    void sent(String expected, LoadTerminal.Stroke stroke) {
        lock.lock();
        try {
            unanswered.add(new Pending(expected, stroke, System.nanoTime()));
            sent++;
            if (stroke == LoadTerminal.Stroke.END_OF_MESSAGE) {
                messages++;
            }
        } finally {
            lock.unlock();
        }
    }

    /** True if the oldest unanswered key is waiting for this answer. */
    boolean expecting(String answer) {
        lock.lock();
        try {
            return !unanswered.isEmpty() && unanswered.peek().expected().equals(answer);
        } finally {
            lock.unlock();
        }
    }

    /** An answer arrived: it belongs to the oldest unanswered key, and must be the one that key expects. */
    void answered(String answer) {
        long now = System.nanoTime();
        lock.lock();
        try {
            Pending oldest = unanswered.poll();
            if (oldest == null) {
                unexpected++;
            } else if (!oldest.expected().equals(answer)) {
                wrong++;
            } else {
                sentAt.add(oldest.sentNanos());
                micros.add((now - oldest.sentNanos()) / 1000);
                strokes.add(oldest.stroke().ordinal());
            }
        } finally {
            lock.unlock();
        }
    }

    /** The hidden side answered the last message (later lines of the same reply are not counted again). */
    void replied() {
        lock.lock();
        try {
            if (replies < messages) {
                replies++;
                replied.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Waits until every message sent has its reply; false if {@code giveUpNanos} came first. */
    boolean awaitReply(long giveUpNanos) throws InterruptedException {
        lock.lock();
        try {
            while (replies < messages) {
                long left = giveUpNanos - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                replied.await(left, TimeUnit.NANOSECONDS);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** True once every key sent has been answered and every message replied to. */
    boolean settled() {
        lock.lock();
        try {
            return unanswered.isEmpty() && replies == messages;
        } finally {
            lock.unlock();
        }
    }

    /** The counts as they stand. */
    Counts counts() {
        lock.lock();
        try {
            return new Counts(sent, micros.size(), wrong, unexpected, messages, replies);
        } finally {
            lock.unlock();
        }
    }

    /** Latencies (microseconds) of the keys of these kinds sent at or after {@code fromNanos}, added to {@code into}. */
    void latenciesSince(long fromNanos, java.util.Set<LoadTerminal.Stroke> kinds, LongSamples into) {
        lock.lock();
        try {
            for (int i = 0; i < micros.size(); i++) {
                if (sentAt.get(i) >= fromNanos && kinds.contains(LoadTerminal.Stroke.values()[(int) strokes.get(i)])) {
                    into.add(micros.get(i));
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** Keys sent and answered correctly; answers that did not match their key, or came with no key waiting; messages and replies. */
    record Counts(long sent, long answered, long wrong, long unexpected, long messages, long replies) {

        static final Counts NONE = new Counts(0, 0, 0, 0, 0, 0);

        Counts plus(Counts other) {
            return new Counts(sent + other.sent, answered + other.answered, wrong + other.wrong,
                unexpected + other.unexpected, messages + other.messages, replies + other.replies);
        }

        long unansweredKeys() {
            return sent - answered;
        }

        long missingReplies() {
            return messages - replies;
        }
    }
}
