package parlor.relay.link;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.Consumer;
import parlor.transcripts.text.Escaping;

/**
 * Reads frames from a byte stream, one per line. Damaged, oversized or garbled lines are
 * reported to the given handler and skipped; reading goes on with the next line.
 */
public final class FrameReader {

    private final InputStream in;
    private final Consumer<String> onDamage;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private boolean oversized;

    public FrameReader(InputStream in, Consumer<String> onDamage) {
        this.in = in;
        this.onDamage = onDamage;
    }

    /** The next good frame, or empty at the end of the stream. */
    public Optional<Frame> next() throws IOException {
        while (true) {
            int b = in.read();
            if (b < 0) {
                if (line.size() > 0) {
                    onDamage.accept("stream ended inside a frame (" + line.size() + " bytes dropped)");
                    line.reset();
                }
                return Optional.empty();
            }
            if (b != '\n') {
                append(b);
                continue;
            }
            Optional<Frame> frame = finishLine();
            if (frame.isPresent()) {
                return frame;
            }
        }
    }

    private void append(int b) {
        if (line.size() >= FrameCodec.MAX_LINE_BYTES) {
            oversized = true;
            return;
        }
        line.write(b);
    }

    private Optional<Frame> finishLine() {
        String text = line.toString(StandardCharsets.UTF_8);
        boolean tooLong = oversized;
        line.reset();
        oversized = false;
        if (tooLong) {
            onDamage.accept("frame longer than " + FrameCodec.MAX_LINE_BYTES + " bytes dropped");
            return Optional.empty();
        }
        if (text.endsWith("\r")) {
            text = text.substring(0, text.length() - 1);
        }
        if (text.isEmpty()) {
            return Optional.empty();
        }
        return switch (FrameCodec.decode(text)) {
            case FrameCodec.Decoded.Ok ok -> Optional.of(ok.frame());
            case FrameCodec.Decoded.Damaged damaged -> {
                onDamage.accept(damaged.reason() + ": " + Escaping.escape(abbreviate(text)));
                yield Optional.empty();
            }
        };
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }
}
