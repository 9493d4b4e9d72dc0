package parlor.bench;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.concurrent.locks.LockSupport;
import parlor.relay.pacing.TypingModel;
import parlor.transcripts.keys.Key;

/**
 * A judge at one terminal: types a message word by word, each key after a gap drawn from the 2012
 * judges' own typing, ends it with Return Return, waits for the reply, and goes on, turn after
 * turn. Seeded by the station's number, so every server (the relay and the baselines) gets the
 * same messages with the same gaps.
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
    /** The rest of the message being typed, its Return Return included. */
    private final Deque<Stroke> message = new ArrayDeque<>();
    /** When the next key is due, in nanoseconds of this judge's own typing time (see {@link #typeTurn}). */
    private long next;
    private boolean gaveUp;

    /** A judge at station {@code station}: every server gets this judge's same messages with the same gaps. */
    JudgeTypist(int station, TypingModel typing) {
        this.random = new Random(0x10AD_0000_0000L + station);
        this.typing = typing;
        // stations start spread over a second, as judges would not all press their first key together
        this.next = random.nextInt(1000) * 1_000_000L;
    }

    /**
     * Types what falls due in {@code [from, from + length)} of this judge's typing time, that
     * stretch taking place from {@code realStart} on ({@link System#nanoTime}): the typing carries
     * on from turn to turn as if the turns in between had not happened, so a server's turns add up
     * to one judge typing steadily. A reply owed is waited for until {@code giveUpNanos}; one that
     * never comes ends this judge's typing for the run (what it sent counts as lost).
     */
    void typeTurn(LoadTerminal terminal, long from, long length, long realStart, long giveUpNanos) throws Exception {
        long toReal = realStart - from;
        while (!gaveUp && next < from + length) {
            if (message.isEmpty()) {
                nextMessage();
            }
            Stroke stroke = message.poll();
            for (long wait = next + toReal - System.nanoTime(); wait > 0; wait = next + toReal - System.nanoTime()) {
                LockSupport.parkNanos(wait);
            }
            terminal.press(stroke.key(), stroke.kind());
            if (stroke.kind() != LoadTerminal.Stroke.END_OF_MESSAGE) {
                next += gap();
            } else if (terminal.tally().awaitReply(giveUpNanos)) {
                // the judge reads the reply: the next message starts a gap after it arrived
                next = System.nanoTime() - toReal + gap();
            } else {
                gaveUp = true;
            }
        }
    }

    private void nextMessage() {
        String question = QUESTIONS.get(random.nextInt(QUESTIONS.size()));
        Key.typing(question).forEach(key -> message.add(new Stroke(key, LoadTerminal.Stroke.CHARACTER)));
        message.add(new Stroke(Key.RETURN, LoadTerminal.Stroke.END_OF_LINE));
        message.add(new Stroke(Key.RETURN, LoadTerminal.Stroke.END_OF_MESSAGE));
    }

    private long gap() {
        return typing.nextGap(random).toNanos();
    }

    private record Stroke(Key key, LoadTerminal.Stroke kind) {
    }
}
