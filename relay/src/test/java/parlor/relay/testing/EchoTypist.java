package parlor.relay.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * A judge at a real station over TCP, typing each key after the echo of the one before and timing
 * each echo: 40 letters, then 40 backspaces, and again, so the line stays shorter than the
 * discipline allows.
 */
public final class EchoTypist implements AutoCloseable {

    private final BlockingQueue<LinkMessage> drawn = new LinkedBlockingQueue<>();
    private final RelayConnection station;
    private int onLine;
    private boolean erasing;

    public EchoTypist(HostPort address, String terminal, int warmUpKeys) throws InterruptedException {
        station = new RelayConnection(RelayConnection.Dialer.tcp(address), terminal, new RelayConnection.Events() {
                    @Override
                    public void received(LinkMessage message) {
                        drawn.add(message);
                    }

                    @Override
                    public void linkIs(String description) {
                        // only echoes are timed
                    }
                })
                .start();
        while (!(next() instanceof LinkMessage.Welcome)) {
            // admitted and redrawn
        }
        type(warmUpKeys);
    }

    /** Keys typed while {@code going} holds, and at least {@code atLeast} of them; each echo's time in µs. */
    public List<Long> typeWhile(BooleanSupplier going, int atLeast) throws InterruptedException {
        List<Long> micros = new ArrayList<>();
        while (going.getAsBoolean() || micros.size() < atLeast) {
            micros.add(oneKey());
        }
        return micros;
    }

    /** {@code keys} keys; each echo's time in µs. */
    public List<Long> type(int keys) throws InterruptedException {
        List<Long> micros = new ArrayList<>();
        for (int i = 0; i < keys; i++) {
            micros.add(oneKey());
        }
        return micros;
    }

    /** The line typed so far erased, then {@code text} sent as a message (two Returns), untimed. */
    public void say(String text) throws InterruptedException {
        while (onLine > 0) {
            erasing = true;
            oneKey();
        }
        erasing = false;
        text.chars().forEach(c -> station.send(Key.of((char) c)));
        station.send(Key.RETURN);
        station.send(Key.RETURN);
    }

    private long oneKey() throws InterruptedException {
        if (onLine == 40 || onLine == 0) {
            erasing = onLine == 40;
        }
        long start = System.nanoTime();
        station.send(erasing ? Key.BACKSPACE : Key.of('a'));
        Class<? extends ScreenEvent> echo = erasing ? ScreenEvent.Erase.class : ScreenEvent.Echo.class;
        while (!(next() instanceof LinkMessage.Draw draw && echo.isInstance(draw.event()))) {
            // a status line, an acknowledgement, the other side's words: not the echo
        }
        onLine += erasing ? -1 : 1;
        return (System.nanoTime() - start) / 1000;
    }

    private LinkMessage next() throws InterruptedException {
        LinkMessage message = drawn.poll(30, TimeUnit.SECONDS);
        if (message == null) {
            throw new AssertionError("no echo for 30 s");
        }
        return message;
    }

    /**
     * The floor under the p99 without a disturbance, in µs. On a shared 2-core CI machine a sleeping
     * thread's wake-up alone is sometimes a millisecond at p99 (1,407 µs against a quiet 72 µs was seen
     * while floods were still read to their end), and twice a quiet 100 µs would test the scheduler,
     * not the relay.
     */
    private static final long QUIET_P99_FLOOR_MICROS = 1_000;

    /** The most a disturbed echo's p99 may be: twice the quiet one's, the quiet one taken as at least the floor. */
    public static long twiceQuiet(long quietP99) {
        return 2 * Math.max(quietP99, QUIET_P99_FLOOR_MICROS);
    }

    /** The nearest-rank 99th percentile of {@code micros}. */
    public static long p99(List<Long> micros) {
        List<Long> sorted = micros.stream().sorted().toList();
        return sorted.get((int) Math.ceil(0.99 * sorted.size()) - 1);
    }

    @Override
    public void close() {
        station.close();
    }
}
