package parlor.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.locks.LockSupport;
import parlor.relay.link.Transport;

/**
 * A transport whose bytes cross as they would a real serial line at the given speed (8N1: ten bits
 * a byte). Linux pseudo-terminals ignore the baud rate, so the bench adds it back. Like a real
 * port, a write goes into the driver's buffer and returns; the line sends what is buffered back to
 * back, one byte a character time, so a writer that wakes late on a loaded machine does not leave
 * the line idle while it has something to send.
 */
final class PacedTransport {

    private PacedTransport() {
    }

    static Transport at(int baud, Transport line) {
        long nanosPerByte = 10L * 1_000_000_000L / baud;
        BlockingQueue<byte[]> buffered = new LinkedBlockingQueue<>();
        Thread uart = Thread.ofPlatform().daemon().name("paced-" + line.name()).start(() -> send(buffered, line.out(), nanosPerByte));
        OutputStream paced = new OutputStream() {
            @Override
            public void write(int b) {
                buffered.add(new byte[] {(byte) b});
            }

            @Override
            public void write(byte[] bytes, int offset, int length) {
                buffered.add(java.util.Arrays.copyOfRange(bytes, offset, offset + length));
            }
        };
        return new Transport(line.name() + "@paced" + baud, line.in(), paced, () -> {
            uart.interrupt();
            line.close();
        });
    }

    /** Each byte arrives only once the one before it has crossed the line; an idle line starts again from now. */
    private static void send(BlockingQueue<byte[]> buffered, OutputStream out, long nanosPerByte) {
        long lineFreeAt = System.nanoTime();
        try {
            while (true) {
                byte[] bytes = buffered.take();
                lineFreeAt = Math.max(System.nanoTime(), lineFreeAt);
                for (byte b : bytes) {
                    lineFreeAt += nanosPerByte;
                    for (long now = System.nanoTime(); now < lineFreeAt; now = System.nanoTime()) {
                        LockSupport.parkNanos(lineFreeAt - now);
                    }
                    out.write(b);
                    out.flush();
                }
            }
        } catch (InterruptedException | IOException e) {
            // the line was closed
        }
    }
}
