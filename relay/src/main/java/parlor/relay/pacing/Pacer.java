package parlor.relay.pacing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Turns a reply's lines into timed steps: when each character appears, when each line ends.
 * Pure: the caller carries the steps out at their times.
 */
public final class Pacer {

    /** One step of showing a reply, {@code at} after the reply began to be shown. */
    public sealed interface Step {
        Duration at();

        /** A character typed on the current line. */
        record Type(Duration at, String text) implements Step {}

        /** The current line ends (the typist pressed Return). */
        record EndLine(Duration at) implements Step {}

        /** The whole reply appears at once (no typing emulation). */
        record Whole(Duration at) implements Step {}
    }

    private final Pacing pacing;
    private final TypingModel model;
    private final ComposingModel composing;
    private final Random random;

    public Pacer(Pacing pacing, TypingModel model, Random random) {
        this(pacing, model, ComposingModel.confederates2012(), random);
    }

    public Pacer(Pacing pacing, TypingModel model, ComposingModel composing, Random random) {
        this.pacing = pacing;
        this.model = model;
        this.composing = composing;
        this.random = random;
    }

    /**
     * When, after the judge's message of {@code messageChars}, a person would have had this reply
     * ready, thinking and typing it: a program's reply is shown no sooner. Zero where the contest
     * does not ask for it.
     */
    public Duration composingTime(int messageChars, List<String> lines) {
        if (!pacing.composing()) {
            return Duration.ZERO;
        }
        int replyChars = lines.stream().mapToInt(String::length).sum();
        return composing.time(messageChars, replyChars, random);
    }

    /** The steps for a reply whose judge's message was completed {@code sinceMessage} ago, composed by a person in real time. */
    public List<Step> schedule(List<String> lines, Duration sinceMessage) {
        return schedule(lines, sinceMessage, Duration.ZERO);
    }

    /**
     * The steps for a reply whose judge's message was completed {@code sinceMessage} ago and which
     * counts as ready {@code ready} after that message: the first step comes at the later of the
     * minimum delay and that.
     */
    public List<Step> schedule(List<String> lines, Duration sinceMessage, Duration ready) {
        Duration notBefore = ready.compareTo(pacing.minReplyDelay()) > 0 ? ready : pacing.minReplyDelay();
        Duration wait = notBefore.minus(sinceMessage);
        Duration t = wait.isNegative() ? Duration.ZERO : wait;
        if (!pacing.typing()) {
            return List.of(new Step.Whole(t));
        }
        List<Step> steps = new ArrayList<>();
        for (String line : lines) {
            for (int i = 0; i < line.length(); i++) {
                t = t.plus(model.nextGap(random));
                steps.add(new Step.Type(t, String.valueOf(line.charAt(i))));
            }
            t = t.plus(model.nextGap(random));
            steps.add(new Step.EndLine(t));
        }
        return steps;
    }
}
