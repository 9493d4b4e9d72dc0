package parlor.relay.link;

import java.io.IOException;

/**
 * Marks a transport's output that never makes its writer wait: what the peer cannot take yet is
 * queued (a TCP link on the relay's event loop). Whoever produces frames may write them itself;
 * a blocking output needs a writer thread so that a slow station holds up no one.
 */
public interface QueuedOutput {

    /** Too much waits for a peer that is not reading: the link is to be dropped (it may reconnect). */
    final class Overflow extends IOException {
        public Overflow(String message) {
            super(message);
        }
    }
}
