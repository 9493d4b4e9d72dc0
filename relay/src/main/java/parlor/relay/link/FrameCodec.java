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
        String body = frame.type() + " " + frame.seq() + (frame.payload().isEmpty() ? "" : " " + Escaping.escape(frame.payload()));
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
        int typeEnd = body.indexOf(' ');
        if (typeEnd < 0) {
            return new Decoded.Damaged("no sequence number");
        }
        int seqEnd = body.indexOf(' ', typeEnd + 1);
        String seqText = seqEnd < 0 ? body.substring(typeEnd + 1) : body.substring(typeEnd + 1, seqEnd);
        String payload = seqEnd < 0 ? "" : body.substring(seqEnd + 1);
        try {
            return new Decoded.Ok(new Frame(body.substring(0, typeEnd), Long.parseLong(seqText), Escaping.unescape(payload)));
        } catch (IllegalArgumentException e) {
            return new Decoded.Damaged(e.getMessage());
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
