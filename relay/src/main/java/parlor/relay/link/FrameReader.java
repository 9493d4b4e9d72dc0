package parlor.relay.link;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.Supplier;
import parlor.transcripts.text.Escaping;

/**
 * Reads frames from a byte stream, one per line, readable or compact (told apart by the first
 * byte: {@link CompactCodec#isCompact}). Damaged, oversized or garbled lines are reported to the
 * given handler and skipped; reading goes on with the next line.
 */
public final class FrameReader {

    private final InputStream in;
    private final Consumer<String> onDamage;
    // read a chunk at a time, not a byte: a stream's read() takes a lock per byte, as does a
    // ByteArrayOutputStream's write, and the relay reads every key's frame this way. A small one:
    // a socket's read also keeps a native buffer of the size asked for on the reading thread, and
    // a relay holds a chunk and that buffer for every station connected (8 KB each took 16 KB a terminal)
    private final byte[] chunk = new byte[1024];
    private int chunkStart;
    private int chunkEnd;
    private byte[] line = new byte[128];
    private int lineLength;
    private boolean oversized;
    /** Set once the handshake has keyed the link: read on this thread only. */
    private FrameMac mac;

    private MacFailures macFailures;
    /** What the peer's compact frames have carried on this link: read on this thread only. */
    private final CompactCodec.Context compact = new CompactCodec.Context();
    /** Set once the handshake agreed on the compact form; until then, a line is readable or damaged. */
    private volatile boolean compactAgreed;

    public FrameReader(InputStream in, Consumer<String> onDamage) {
        this.in = in;
        this.onDamage = onDamage;
    }

    /** The next good frame, or empty at the end of the stream. */
    public Optional<Frame> next() throws IOException {
        return read(true);
    }

    /**
     * The next good frame the bytes already here make, without waiting for more: empty when they
     * are used up (or the stream has ended). For a reader called as bytes arrive, by the relay's loop.
     */
    public Optional<Frame> nextWithoutWaiting() throws IOException {
        return read(false);
    }

    private Optional<Frame> read(boolean wait) throws IOException {
        while (true) {
            if (chunkStart == chunkEnd && !wait && in.available() <= 0) {
                return Optional.empty();
            }
            if (chunkStart == chunkEnd && !refill()) {
                if (lineLength > 0) {
                    onDamage.accept("stream ended inside a frame (" + lineLength + " bytes dropped)");
                    lineLength = 0;
                }
                return Optional.empty();
            }
            int newline = indexOfNewline();
            append(chunkStart, (newline < 0 ? chunkEnd : newline) - chunkStart);
            if (newline < 0) {
                chunkStart = chunkEnd;
                continue;
            }
            chunkStart = newline + 1;
            Optional<Frame> frame = finishLine();
            if (frame.isPresent()) {
                return frame;
            }
        }
    }

    private boolean refill() throws IOException {
        int n = in.read(chunk);
        while (n == 0) {
            // a stream that breaks its contract and returns nothing must not spin a core
            LockSupport.parkNanos(1_000_000);
            n = in.read(chunk);
        }
        chunkStart = 0;
        chunkEnd = Math.max(n, 0);
        return n > 0;
    }

    private int indexOfNewline() {
        for (int i = chunkStart; i < chunkEnd; i++) {
            if (chunk[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private void append(int from, int count) {
        int room = FrameCodec.MAX_LINE_BYTES - lineLength;
        if (count > room) {
            oversized = true;
            count = room;
        }
        if (lineLength + count > line.length) {
            line = Arrays.copyOf(
                    line, Math.min(FrameCodec.MAX_LINE_BYTES, Math.max(line.length * 2, lineLength + count)));
        }
        System.arraycopy(chunk, from, line, lineLength, count);
        lineLength += count;
    }

    private Optional<Frame> finishLine() throws IOException {
        boolean compactLine = compactAgreed && mac == null && lineLength > 0 && CompactCodec.isCompact(line[0]);
        int length = !compactLine && lineLength > 0 && line[lineLength - 1] == '\r' ? lineLength - 1 : lineLength;
        boolean tooLong = oversized;
        lineLength = 0;
        oversized = false;
        if (tooLong) {
            return tooLong();
        }
        if (length == 0) {
            return Optional.empty();
        }
        if (compactLine) {
            return outcome(CompactCodec.decode(line, length, compact), () -> hex(line, length));
        }
        if (mac == null) {
            byte[] bytes = line;
            return outcome(
                    FrameCodec.decode(bytes, length),
                    () -> Escaping.escape(abbreviate(new String(bytes, 0, length, StandardCharsets.UTF_8))));
        }
        String text = new String(line, 0, length, StandardCharsets.UTF_8);
        return outcome(FrameCodec.decode(text, mac), () -> Escaping.escape(abbreviate(text)));
    }

    private Optional<Frame> outcome(FrameCodec.Decoded decoded, Supplier<String> shown) throws IOException {
        return switch (decoded) {
            case FrameCodec.Decoded.Ok ok -> {
                if (macFailures != null) {
                    macFailures.passed();
                }
                yield Optional.of(ok.frame());
            }
            case FrameCodec.Decoded.Damaged damaged -> {
                onDamage.accept(damaged.reason() + ": " + shown.get());
                yield Optional.empty();
            }
            case FrameCodec.Decoded.Unproven unproven -> {
                macFailures.failed(unproven.reason(), shown.get());
                yield Optional.empty();
            }
        };
    }

    private Optional<Frame> tooLong() throws IOException {
        if (mac == null) {
            onDamage.accept("frame longer than " + FrameCodec.MAX_LINE_BYTES + " bytes dropped");
        } else {
            // it took a line on the link all the same: its number goes with it
            mac.take();
            macFailures.failed("longer than " + FrameCodec.MAX_LINE_BYTES + " bytes", "");
        }
        return Optional.empty();
    }

    /**
     * From the next line on, frames must carry their MAC under {@code verifying}; failures go to
     * {@code failures}. Called on the reading thread, between frames.
     */
    void verify(FrameMac verifying, MacFailures failures) {
        this.mac = verifying;
        this.macFailures = failures;
    }

    /**
     * From now on, lines that do not start with a capital letter are compact frames (the readable
     * ones still come, from before the other side switched). Not before: a CRC-16 lets through more
     * garbage than a CRC-32, so a link that never agreed keeps the stronger check.
     */
    void acceptCompact() {
        compactAgreed = true;
    }

    /** A compact line as hex, the first 32 bytes: it is binary. */
    private static String hex(byte[] bytes, int length) {
        StringBuilder shown = new StringBuilder("compact");
        for (int i = 0; i < Math.min(length, 32); i++) {
            shown.append(' ')
                    .append(Character.forDigit((bytes[i] >> 4) & 0xf, 16))
                    .append(Character.forDigit(bytes[i] & 0xf, 16));
        }
        return length > 32 ? shown.append(" ...").toString() : shown.toString();
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }
}
