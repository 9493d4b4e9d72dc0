package parlor.relay.pacing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Turns a reply's lines into timed steps: when each character appears, when each line ends.
 * Pure but for its random draws: the caller carries the steps out at their times.
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
    private final DayPace people;
    private final Random random;

    public Pacer(Pacing pacing, DayPace people, Random random) {
        this.pacing = pacing;
        this.people = people;
        this.random = random;
    }

    public Pacing pacing() {
        return pacing;
    }

    /**
     * The steps for a reply nobody was seen composing (a program's), the judge's message of {@code
     * messageChars} having ended {@code sinceMessage} ago. Typed at a person's pace, it is typed on
     * a person's clock: its first character when a person's first key would have been shown (their
     * thinking, then the correction window, or the minimum delay if later), its last when theirs
     * would. Otherwise it is shown whole, not before the minimum delay.
     */
    public List<Step> compose(List<String> lines, int messageChars, Duration sinceMessage) {
        if (!pacing.typed() || !pacing.composing()) {
            return asIs(lines, sinceMessage);
        }
        int chars = ComposingModel.PersonsReply.chars(lines);
        Composed composed = people.draw(messageChars, chars, random);
        Duration first = composed.thinking().plus(pacing.shownBehind(composed.thinking()));
        return typed(lines, notBefore(first, sinceMessage), composed.typing());
    }

    /**
     * The steps for a reply a person has already composed, or one to be shown at once: typed at a
     * person's gaps after the minimum delay, or whole.
     */
    public List<Step> asIs(List<String> lines, Duration sinceMessage) {
        Duration start = notBefore(pacing.minReplyDelay(), sinceMessage);
        if (!pacing.typed()) {
            return List.of(new Step.Whole(start));
        }
        List<Step> steps = new ArrayList<>();
        Duration t = start;
        for (String line : lines) {
            for (int i = 0; i < line.length(); i++) {
                t = t.plus(people.gap(random));
                steps.add(new Step.Type(t, String.valueOf(line.charAt(i))));
            }
            t = t.plus(people.gap(random));
            steps.add(new Step.EndLine(t));
        }
        return steps;
    }

    /** Its keys from {@code first} on, the gaps between them drawn from people and stretched to take {@code typing} in all. */
    private List<Step> typed(List<String> lines, Duration first, Duration typing) {
        List<String> keys = new ArrayList<>();
        lines.forEach(line -> {
            line.chars().forEach(c -> keys.add(String.valueOf((char) c)));
            keys.add(null); // the line's end
        });
        double[] gaps = new double[keys.size()];
        double drawn = 0;
        for (int i = 1; i < gaps.length; i++) {
            gaps[i] = people.gap(random).toNanos();
            drawn += gaps[i];
        }
        double stretch = drawn > 0 ? typing.toNanos() / drawn : 0;
        List<Step> steps = new ArrayList<>();
        double at = first.toNanos();
        for (int i = 0; i < keys.size(); i++) {
            at += gaps[i] * stretch;
            Duration when = Duration.ofNanos(Math.round(at));
            steps.add(keys.get(i) == null ? new Step.EndLine(when) : new Step.Type(when, keys.get(i)));
        }
        return steps;
    }

    /** How long from now until {@code due} after the judge's message, which ended {@code sinceMessage} ago. */
    private static Duration notBefore(Duration due, Duration sinceMessage) {
        Duration wait = due.minus(sinceMessage);
        return wait.isNegative() ? Duration.ZERO : wait;
    }
}
