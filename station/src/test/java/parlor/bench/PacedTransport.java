package parlor.bench;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.locks.LockSupport;
import parlor.relay.link.Transport;

/**
 * A transport whose writes take as long as they would on a real serial line at the given speed
 * (8N1: ten bits a byte). Linux pseudo-terminals ignore the baud rate, so the bench adds it back.
 */
final class PacedTransport {

    private PacedTransport() {
    }

    static Transport at(int baud, Transport line) {
        long nanosPerByte = 10L * 1_000_000_000L / baud;
        OutputStream paced = new FilterOutputStream(line.out()) {
            private long lineFreeAt = System.nanoTime();

            @Override
            public synchronized void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
                // each byte arrives only once the one before it has crossed the line; the bytes of one
                // write go back to back, as a UART sends them, so a wake-up that comes late (a loaded
                // machine) does not slow the line: the bytes after it catch up
                lineFreeAt = Math.max(System.nanoTime(), lineFreeAt);
                for (int i = 0; i < length; i++) {
                    lineFreeAt += nanosPerByte;
                    for (long now = System.nanoTime(); now < lineFreeAt; now = System.nanoTime()) {
                        LockSupport.parkNanos(lineFreeAt - now);
                    }
                    out.write(bytes[offset + i]);
                    out.flush();
                }
            }
        };
        return new Transport(line.name() + "@paced" + baud, line.in(), paced, line.closer());
    }
}
