package parlor.relay.link;

import java.io.IOException;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The frames that failed their MAC on one link. Each is dropped; the first is reported, the rest
 * only counted and told once the link ends ({@link #summary()}): someone rewriting every frame must
 * not be able to flood the log with one line each. A run of failures with no good frame between
 * means the two sides are out of step (a frame added or deleted on the way): the link is closed
 * and made again, with fresh nonces and so fresh keys.
 */
final class MacFailures {

    /** Failures in a row after which the link is closed. */
    static final int MAX_IN_A_ROW = 32;

    private final Consumer<String> report;
    private long count;
    private int inARow;

    MacFailures(Consumer<String> report) {
        this.report = report;
    }

    void failed(String reason, String line) throws IOException {
        count++;
        inARow++;
        if (count == 1) {
            report.accept(
                    "frame failed its MAC (" + reason + "), dropped, not applied" + (line.isEmpty() ? "" : ": " + line)
                            + "; any more on this link are counted and reported when it ends");
        }
        if (inARow >= MAX_IN_A_ROW) {
            throw new IOException(
                    MAX_IN_A_ROW + " frames in a row failed their MAC; link closed, to be made again with fresh keys");
        }
    }

    void passed() {
        inARow = 0;
    }

    long count() {
        return count;
    }

    /** What to tell once the link has ended, if more failed than the one already reported. */
    Optional<String> summary() {
        return count <= 1
                ? Optional.empty()
                : Optional.of(
                        count
                                + " frames failed their MAC on this link (the first reported when it came); all dropped, none applied");
    }
}
