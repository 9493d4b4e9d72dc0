package parlor.relay.pacing;

import java.time.Duration;

/**
 * How every entity's reply reaches the judge, the same for programs and people.
 *
 * <ul>
 *   <li>Not before {@code minReplyDelay} after the judge's message (the 2003 rules asked for 5 s).
 *   <li>{@link Typing#HUMAN}: a confederate's keys are shown as they are typed, {@code
 *       correctionWindow} behind, so what they erase within it never shows; a program's reply is
 *       typed on the same clock, from when a person would have begun it ({@code composing}, drawn
 *       from {@code model}'s people).
 *   <li>{@link Typing#LIVE}: 2009 as written; a confederate's and an LPP entry's own keys are shown
 *       the moment they come, corrections and all, and other replies whole.
 * </ul>
 */
public record Pacing(Duration minReplyDelay, Typing typing, boolean composing, Duration correctionWindow, Model model) {

    /** How a reply appears on the judge's screen. */
    public enum Typing {
        /** Whole, at once (after the minimum delay). */
        NONE,
        /** Typed at a person's pace: a person's own keys behind the correction window, a program's on the same clock. */
        HUMAN,
        /** Each side's own keys as they come, as in 2009 (a person's corrections show); replies that come whole are shown whole. */
        LIVE
    }

    /** Whose pace programs are given. */
    public enum Model {
        /** The day's own confederates', learned from the record as the day goes, 2012's until there are enough. */
        DAY,
        /** The 2012 confederates' alone, whatever the day's people do. */
        LOEBNER_2012
    }

    /** The correction window unless the contest file says otherwise: 87 % of the 2012 confederates' erasures fall within it. */
    public static final Duration DEFAULT_WINDOW = Duration.ofSeconds(5);

    public static final Pacing NONE = new Pacing(Duration.ZERO, Typing.NONE, false, Duration.ZERO, Model.DAY);

    public Pacing {
        if (typing != Typing.HUMAN) {
            // a window and a composing time belong to a person's pace alone
            composing = false;
            correctionWindow = Duration.ZERO;
        }
    }

    /** Whole replies, not before {@code minReplyDelay}. */
    public static Pacing delayed(Duration minReplyDelay) {
        return new Pacing(minReplyDelay, Typing.NONE, false, Duration.ZERO, Model.DAY);
    }

    /** A person's pace for everyone, as the contest file gives it by default: composing, the default window, the day's people. */
    public static Pacing human(Duration minReplyDelay) {
        return new Pacing(minReplyDelay, Typing.HUMAN, true, DEFAULT_WINDOW, Model.DAY);
    }

    public boolean none() {
        return minReplyDelay.isZero() && typing == Typing.NONE;
    }

    public boolean typed() {
        return typing == Typing.HUMAN;
    }

    public boolean live() {
        return typing == Typing.LIVE;
    }

    /**
     * How long after a person's first key it reaches the judge, if they began {@code thinking} after
     * the judge's message: at least the correction window, and never before the minimum delay. A
     * program's reply whose person would have begun then is shown from the same moment.
     */
    public Duration shownBehind(Duration thinking) {
        Duration toDelay = minReplyDelay.minus(thinking);
        return toDelay.compareTo(correctionWindow) > 0 ? toDelay : correctionWindow;
    }

    /**
     * How long a confederate at the desk may still erase a character: a little less than the
     * window, so an erase on its way to the judge's side always finds the character still held.
     * Zero (no limit) where keys do not go to the judge as typed behind a window.
     */
    public Duration deskWindow() {
        Duration margin = Duration.ofMillis(250);
        return correctionWindow.compareTo(margin.multipliedBy(2)) > 0
                ? correctionWindow.minus(margin)
                : correctionWindow.dividedBy(2);
    }
}
