package parlor.relay.link;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One end of a station-relay conversation over any transport: typed messages out, typed
 * messages in. Writes are serialised; reads happen on the caller's thread.
 */
public final class Link implements AutoCloseable {

    private final Transport transport;
    private final FrameReader reader;
    private final Consumer<String> onDamage;
    private long nextSeq = 1;

    public Link(Transport transport, Consumer<String> onDamage) {
        this.transport = transport;
        this.onDamage = onDamage;
        this.reader = new FrameReader(transport.in(), onDamage);
    }

    public String name() {
        return transport.name();
    }

    public synchronized void send(LinkMessage message) throws IOException {
        String line = FrameCodec.encode(LinkCodec.toFrame(message, nextSeq++));
        transport.out().write(line.getBytes(StandardCharsets.UTF_8));
        transport.out().flush();
    }

    /** The next message, or empty when the other side has gone. Bad frames are reported and skipped. */
    public Optional<LinkMessage> receive() throws IOException {
        while (true) {
            Optional<Frame> frame = reader.next();
            if (frame.isEmpty()) {
                return Optional.empty();
            }
            try {
                return Optional.of(LinkCodec.fromFrame(frame.get()));
            } catch (IllegalArgumentException e) {
                onDamage.accept("unusable " + frame.get().type() + " frame: " + e.getMessage());
            }
        }
    }

    @Override
    public void close() {
        try {
            transport.close();
        } catch (IOException ignored) {
            // already gone: nothing more to release
        }
    }
}
