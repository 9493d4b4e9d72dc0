package parlor.relay.pacing;

import java.time.Duration;

/**
 * How every entity's reply reaches the judge, the same for programs and people: not before
 * {@code minReplyDelay} after the judge's message (the 2003 rules asked for 5 s), and, with
 * {@code typing}, character by character at a human typist's pace.
 */
public record Pacing(Duration minReplyDelay, boolean typing) {

    public static final Pacing NONE = new Pacing(Duration.ZERO, false);

    public boolean none() {
        return minReplyDelay.isZero() && !typing;
    }
}
