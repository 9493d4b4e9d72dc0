package parlor.relay.pacing;

import java.time.Duration;

/**
 * How a person composes a reply: {@code thinking} from the judge's message to their first key, then
 * {@code typing} from their first key to their last, corrections and pauses included.
 */
public record Composed(Duration thinking, Duration typing) {

    public static final Composed AT_ONCE = new Composed(Duration.ZERO, Duration.ZERO);
}
