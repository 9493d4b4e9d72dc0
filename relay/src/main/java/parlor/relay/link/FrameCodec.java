package parlor.relay.link;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import parlor.transcripts.text.Escaping;

/**
 * Encodes frames as lines and decodes lines back, refusing anything damaged. The payload is
 * escaped so a line never holds a control character: {@code \\}, {@code \xHH}. A line ends with a
 * CRC-32, or on a keyed link after the handshake with a MAC (docs/link-protocol.md).
 */
public final class FrameCodec {

    /** Longest line accepted, in bytes, line end included. */
    public static final int MAX_LINE_BYTES = 4096;

    private static final int CRC_CHARS = 8;
    private static final String HEX_DIGITS = "0123456789abcdef";

    private FrameCodec() {}

    /** A frame on an unkeyed link, or in the handshake: its line ends with a CRC-32, 8 hex digits. */
    public static String encode(Frame frame) {
        StringBuilder line = body(frame);
        int crc = crc(line.toString());
        line.append(' ');
        for (int shift = 28; shift >= 0; shift -= 4) {
            line.append(HEX_DIGITS.charAt((crc >>> shift) & 0xf));
        }
        return line.append('\n').toString();
    }

    /** A frame on a keyed link after the handshake: its line ends with its MAC, {@link FrameMac#TAG_CHARS} hex digits. */
    public static String encode(Frame frame, FrameMac mac) {
        StringBuilder line = body(frame);
        mac.appendTag(line.toString(), line.append(' '));
        return line.append('\n').toString();
    }

    private static StringBuilder body(Frame frame) {
        StringBuilder line = new StringBuilder(48 + frame.payload().length());
        line.append(frame.type()).append(' ').append(frame.seq()).append(' ').append(frame.ack());
        if (!frame.payload().isEmpty()) {
            line.append(' ').append(Escaping.escape(frame.payload()));
        }
        return line;
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
        if (crcWritten(line, crcAt) != (crc(body) & 0xffff_ffffL)) {
            return new Decoded.Damaged("checksum mismatch");
        }
        return fields(body);
    }

    /**
     * The frame a line of a keyed link holds, if its MAC is right; the line takes the next frame
     * number whatever it holds (see {@link FrameMac}).
     */
    public static Decoded decode(String line, FrameMac mac) {
        long number = mac.take();
        int tagAt = line.length() - FrameMac.TAG_CHARS;
        if (tagAt < 2 || line.charAt(tagAt - 1) != ' ') {
            return new Decoded.Unproven("no MAC");
        }
        String body = line.substring(0, tagAt - 1);
        if (!mac.holds(number, body, line, tagAt)) {
            return new Decoded.Unproven("MAC mismatch");
        }
        return fields(body);
    }

    /**
     * TYPE SEQ ACK [PAYLOAD], read in place: every frame into the relay and every station passes
     * here, and splitting it into a list of strings was 420 of the 4,600 bytes the relay's reading
     * threads allocated per key (bench/load, 300 stations), all of it for the collector.
     */
    private static Decoded fields(String body) {
        int afterType = body.indexOf(' ');
        int afterSeq = afterType < 0 ? -1 : body.indexOf(' ', afterType + 1);
        if (afterSeq < 0) {
            return new Decoded.Damaged("no sequence and acknowledgement numbers");
        }
        int afterAck = body.indexOf(' ', afterSeq + 1);
        int ackEnd = afterAck < 0 ? body.length() : afterAck;
        try {
            long seq = Long.parseLong(body, afterType + 1, afterSeq, 10);
            long ack = Long.parseLong(body, afterSeq + 1, ackEnd, 10);
            String payload = afterAck < 0 ? "" : Escaping.unescape(body.substring(afterAck + 1));
            return new Decoded.Ok(new Frame(body.substring(0, afterType), seq, ack, payload));
        } catch (IllegalArgumentException e) {
            return new Decoded.Damaged(e.getMessage() == null ? "unreadable frame" : e.getMessage());
        }
    }

    /** A decoding outcome: a frame, or a reason to drop the line. */
    public sealed interface Decoded {
        record Ok(Frame frame) implements Decoded {}

        record Damaged(String reason) implements Decoded {}

        /** On a keyed link: not sent by whoever holds the key, or not in its place on the link. */
        record Unproven(String reason) implements Decoded {}
    }

    private static int crc(String body) {
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.UTF_8));
        return (int) crc.getValue();
    }

    /**
     * The checksum a line ends with, as eight lower-case hex digits, or -1 if it is not written
     * so; read in place, as a string to compare with was garbage on every frame.
     */
    private static long crcWritten(String line, int crcAt) {
        long value = 0;
        for (int i = crcAt; i < crcAt + CRC_CHARS; i++) {
            int digit = HEX_DIGITS.indexOf(line.charAt(i));
            if (digit < 0) {
                return -1;
            }
            value = value << 4 | digit;
        }
        return value;
    }
}
