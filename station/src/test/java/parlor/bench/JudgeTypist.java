package parlor.bench;

import java.util.List;
import java.util.Random;
import java.util.concurrent.locks.LockSupport;
import parlor.relay.pacing.TypingModel;
import parlor.transcripts.keys.Key;

/**
 * A judge at one terminal: types a message word by word, each key after a gap drawn from the 2012
 * judges' own typing, ends it with Return Return, waits for the reply, and goes on until the time
 * is up. Seeded by the station's number and the slice's, so every server (the relay and the
 * baselines) gets the same messages with the same gaps, and each slice of a run different ones.
 */
final class JudgeTypist {

    /** Questions of the kind judges asked; all fit one 78-column line. */
    private static final List<String> QUESTIONS = List.of(
        "Hello, how are you today?",
        "What did you have for breakfast this morning?",
        "Are you a human or a computer?",
        "What is the weather like where you are?",
        "Tell me about the last book you read.",
        "I am a little tired after the train journey.",
        "Which is bigger, a shoebox or Mount Everest?",
        "What would you do with a million pounds?",
        "Do you have any brothers or sisters?",
        "What is your favourite colour, and why?",
        "I feel like this contest is going well so far.",
        "Where did you grow up?",
        "What is two plus two, written in words?",
        "Have you ever been to the seaside in winter?",
        "What music do you listen to when you work?",
        "Why do people keep cats?");

    private final Random random;
    private final TypingModel typing;

    JudgeTypist(int station, int slice, TypingModel typing) {
        this.random = new Random(0x10AD_0000_0000L + ((long) slice << 24) + station);
        this.typing = typing;
    }

    /**
     * Types from {@code startNanos} until {@code deadlineNanos} (no key goes out after it); a reply
     * still owed at the deadline is waited for until {@code giveUpNanos}.
     */
    void typeUntil(LoadTerminal terminal, long startNanos, long deadlineNanos, long giveUpNanos) throws Exception {
        // stations start spread over a second, as judges would not all press their first key together
        long next = startNanos + random.nextInt(1000) * 1_000_000L;
        while (true) {
            String question = QUESTIONS.get(random.nextInt(QUESTIONS.size()));
            for (Key key : Key.typing(question)) {
                next = pressAt(next, deadlineNanos, terminal, key, LoadTerminal.Stroke.CHARACTER);
                if (next < 0) {
                    return;
                }
            }
            next = pressAt(next, deadlineNanos, terminal, Key.RETURN, LoadTerminal.Stroke.END_OF_LINE);
            next = next < 0 ? next : pressAt(next, deadlineNanos, terminal, Key.RETURN, LoadTerminal.Stroke.END_OF_MESSAGE);
            if (next < 0 || !terminal.tally().awaitReply(giveUpNanos)) {
                return;
            }
            // the judge reads the reply: the next message starts a gap after it arrived
            next = System.nanoTime() + gap();
        }
    }

    /** Presses the key at {@code atNanos} and returns when the next key is due, or -1 if the time is up. */
    private long pressAt(long atNanos, long deadlineNanos, LoadTerminal terminal, Key key, LoadTerminal.Stroke stroke) throws Exception {
        if (atNanos >= deadlineNanos) {
            return -1;
        }
        for (long wait = atNanos - System.nanoTime(); wait > 0; wait = atNanos - System.nanoTime()) {
            LockSupport.parkNanos(wait);
        }
        terminal.press(key, stroke);
        return atNanos + gap();
    }

    private long gap() {
        return typing.nextGap(random).toNanos();
    }
}
