package parlor.relay.ops;

import static parlor.relay.ops.OpsLines.LOG;

import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import parlor.relay.link.Transport;

/**
 * The operator log's one count of warnings anyone on the network can repeat (see {@link Repeats}),
 * and the counted line each collapsed window ends with: apart, since it keeps state and a thread
 * while the events themselves are stateless lines.
 */
final class RepeatedWarnings {

    /** At most this many warnings of a kind from one source are logged per {@link #REPEAT_WINDOW}; the rest are counted. */
    static final int FIRST_FEW = 10;

    static final Duration REPEAT_WINDOW = Duration.ofSeconds(10);
    private static final Repeats REPEATS = new Repeats(Clock.systemUTC(), FIRST_FEW, REPEAT_WINDOW);
    private static final AtomicBoolean SAYING_REPEATS = new AtomicBoolean();

    private RepeatedWarnings() {}

    /**
     * True if this warning is one too many from its source just now: it is counted, to be said in
     * one line when its window ends (by the next such warning, or within a second by a watcher).
     */
    static boolean collapsed(String event, String source) {
        // without the port: a flood over many connections is one source
        Repeats.Seen seen = REPEATS.seen(event, Transport.hostOf(source));
        seen.ended().ifPresent(RepeatedWarnings::repeated);
        if (!seen.log() && SAYING_REPEATS.compareAndSet(false, true)) {
            Thread.ofVirtual().name("ops-log-repeats").start(RepeatedWarnings::sayRepeatsEverySecond);
        }
        return !seen.log();
    }

    private static void sayRepeatsEverySecond() {
        while (true) {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                return;
            }
            REPEATS.due().forEach(RepeatedWarnings::repeated);
        }
    }

    /** "… and 249,990 more like it from 127.0.0.1 in the last 10 s": the line a window of collapsed warnings ends with. */
    static void repeated(Repeats.Summary summary) {
        LOG.atWarn()
                .addKeyValue("event", "repeated")
                .addKeyValue("like", summary.event())
                .addKeyValue("source", summary.source())
                .addKeyValue("count", summary.count())
                .addKeyValue("seconds", summary.over().toSeconds())
                .log(
                        "\u2026 and {} more like it from {} in the last {} s ({})",
                        String.format(Locale.ROOT, "%,d", summary.count()),
                        summary.source(),
                        summary.over().toSeconds(),
                        summary.event());
    }

    /** Every window's count now, ended or not: as the log closes. */
    static void sayAllRepeats() {
        REPEATS.all().forEach(RepeatedWarnings::repeated);
    }
}
