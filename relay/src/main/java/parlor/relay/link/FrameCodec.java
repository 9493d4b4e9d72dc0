package parlor.relay.link;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.zip.CRC32;
import parlor.transcripts.text.Escaping;

/**
 * Encodes frames as lines and decodes lines back, refusing anything damaged. The payload is
 * escaped so a line never holds a control character: {@code \\}, {@code \xHH}.
 */
public final class FrameCodec {

    /** Longest line accepted, in bytes, line end included. */
    public static final int MAX_LINE_BYTES = 4096;

    private static final int CRC_CHARS = 8;

    private FrameCodec() {
    }

    public static String encode(Frame frame) {
        String body = frame.type() + " " + frame.seq() + " " + frame.ack()
            + (frame.payload().isEmpty() ? "" : " " + Escaping.escape(frame.payload()));
        return body + " " + crc(body) + "\n";
    }

    /** The frame a line (without its line end) holds, or why it holds none. */
    public static Decoded decode(String line) {
        if (line.length() < CRC_CHARS + 4) {
            return new Decoded.Damaged("too short");
        }
        int crcAt = line.length() - CRC_CHARS;
        if (line.charAt(crcAt - 1) != ' ') {
            return new Decoded.Damaged("no checksum");
        }
        String body = line.substring(0, crcAt - 1);
        if (!crc(body).equals(line.substring(crcAt))) {
            return new Decoded.Damaged("checksum mismatch");
        }
        String[] parts = body.split(" ", 4);
        if (parts.length < 3) {
            return new Decoded.Damaged("no sequence and acknowledgement numbers");
        }
        try {
            String payload = parts.length == 4 ? Escaping.unescape(parts[3]) : "";
            return new Decoded.Ok(new Frame(parts[0], Long.parseLong(parts[1]), Long.parseLong(parts[2]), payload));
        } catch (IllegalArgumentException e) {
            return new Decoded.Damaged(e.getMessage() == null ? "unreadable frame" : e.getMessage());
        }
    }

    /** A decoding outcome: a frame, or a reason to drop the line. */
    public sealed interface Decoded {
        record Ok(Frame frame) implements Decoded {
        }

        record Damaged(String reason) implements Decoded {
        }
    }

    private static String crc(String body) {
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().toHexDigits((int) crc.getValue());
    }
}
