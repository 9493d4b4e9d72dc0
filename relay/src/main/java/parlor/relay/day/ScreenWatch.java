package parlor.relay.day;

import java.time.Clock;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Watching a seat's screen from the console: its lines so far, then each line as it is typed
 * (see {@link WatchedScreen} for how a line still being typed is shown). It only ever reads the
 * screen, so a watcher cannot type into the conversation.
 */
final class ScreenWatch implements AutoCloseable {

    private static final long POLL_MS = 200;

    private volatile boolean closed;

    static ScreenWatch start(Supplier<List<String>> screen, Consumer<String> out) {
        // the monotonic clock: a wall clock set by hand must not hold a piece back, or rush it
        Clock clock = parlor.relay.link.SteadyClock.startingNow();
        ScreenWatch watch = new ScreenWatch();
        Thread.ofVirtual().name("console-watch").start(() -> watch.run(screen, out, clock));
        return watch;
    }

    private void run(Supplier<List<String>> screen, Consumer<String> out, Clock clock) {
        WatchedScreen watched = new WatchedScreen();
        while (!closed) {
            watched.look(screen.get(), clock.instant()).forEach(out);
            try {
                Thread.sleep(POLL_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() {
        closed = true;
    }
}
