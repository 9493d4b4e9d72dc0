package parlor.relay.ops;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** Where {@link OpsEvent}s go as they are logged: to whoever listens now, on the thread that logs them. */
public final class OpsEvents {

    private static final List<Consumer<OpsEvent>> LISTENERS = new CopyOnWriteArrayList<>();

    private OpsEvents() {}

    /** A listener registered with {@link #listen}: closing it stops the events. */
    public interface Listening extends AutoCloseable {
        @Override
        void close();
    }

    /** Hands {@code listener} every event from now until the returned handle is closed. It must not block. */
    public static Listening listen(Consumer<OpsEvent> listener) {
        LISTENERS.add(listener);
        return () -> LISTENERS.remove(listener);
    }

    static void publish(OpsEvent event) {
        LISTENERS.forEach(listener -> listener.accept(event));
    }
}
