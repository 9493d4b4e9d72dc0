package parlor.relay.server;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A TCP connection's bytes before its handshake is done, capped: a HELLO and its key's proof
 * take well under a kilobyte, so a peer that sends {@link #BYTES} without being welcomed is sending
 * something else (a flood of blank lines or a line without end is no damaged frame, and would
 * otherwise be read until the deadline).
 */
final class HandshakeBudget extends FilterInputStream {

    static final int BYTES = 32 * 1024;

    private long left = BYTES;
    private volatile boolean lifted;

    HandshakeBudget(InputStream in) {
        super(in);
    }

    /** The handshake is done: no limit any more. */
    void lift() {
        lifted = true;
    }

    /** The budget is spent. */
    static final class Exceeded extends IOException {
        Exceeded() {
            super("sent " + BYTES / 1024 + " KB without completing the handshake");
        }
    }

    @Override
    public int read() throws IOException {
        spendable();
        int b = in.read();
        left -= b < 0 ? 0 : 1;
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (lifted) {
            return in.read(buffer, offset, length);
        }
        spendable();
        int n = in.read(buffer, offset, (int) Math.min(length, left));
        left -= Math.max(n, 0);
        return n;
    }

    private void spendable() throws Exceeded {
        if (!lifted && left <= 0) {
            throw new Exceeded();
        }
    }
}
