package parlor.relay.day;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Watching a seat's screen from the console: its lines so far, then each line as it is completed.
 * It only ever reads the screen, so a watcher cannot type into the conversation.
 */
final class ScreenWatch implements AutoCloseable {

    private static final long POLL_MS = 200;

    private volatile boolean closed;

    static ScreenWatch start(Supplier<List<String>> screen, Consumer<String> out) {
        ScreenWatch watch = new ScreenWatch();
        Thread.ofVirtual().name("console-watch").start(() -> watch.run(screen, out));
        return watch;
    }

    private void run(Supplier<List<String>> screen, Consumer<String> out) {
        List<String> shown = List.of();
        while (!closed) {
            List<String> now = screen.get();
            // the last line is still being typed; a cleared screen (a new round) starts the count again
            List<String> complete = now.isEmpty() ? now : now.subList(0, now.size() - 1);
            int from = complete.size() >= shown.size() && complete.subList(0, shown.size()).equals(shown) ? shown.size() : 0;
            if (from == 0 && !shown.isEmpty()) {
                out.accept("---- the screen was cleared ----");
            }
            complete.subList(from, complete.size()).forEach(out);
            shown = List.copyOf(complete);
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
