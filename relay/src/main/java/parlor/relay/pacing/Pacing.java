package parlor.relay.pacing;

import java.time.Duration;

/**
 * How every entity's reply reaches the judge, the same for programs and people: not before
 * {@code minReplyDelay} after the judge's message (the 2003 rules asked for 5 s); with
 * {@code typing}, character by character at a human typist's pace; and with {@code composing}, a
 * program's reply no sooner than a person would have had it ready, thinking and typing it
 * ({@link ComposingModel}), as a confederate's is.
 */
public record Pacing(Duration minReplyDelay, boolean typing, boolean composing) {

    public static final Pacing NONE = new Pacing(Duration.ZERO, false, false);

    /** As the contest file says it by default: a person's composing time comes with a person's typing. */
    public Pacing(Duration minReplyDelay, boolean typing) {
        this(minReplyDelay, typing, typing);
    }

    public boolean none() {
        return minReplyDelay.isZero() && !typing && !composing;
    }
}
