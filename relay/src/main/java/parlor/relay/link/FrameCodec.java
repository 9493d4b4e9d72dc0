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
        return new String(encodeBytes(frame), StandardCharsets.UTF_8);
    }

    /**
     * The same line as {@link #encode(Frame)}, as the bytes that go on the wire, written straight
     * into one array: a key's echo is encoded this way on the relay's loop for every key typed, and
     * going through a builder, two strings and their UTF-8 copies was the most garbage it made
     * (a quarter of what the relay allocated under bench/load, 1,000 stations).
     */
    public static byte[] encodeBytes(Frame frame) {
        byte[] payload = frame.payload().isEmpty()
                ? new byte[0]
                : Escaping.escape(frame.payload()).getBytes(StandardCharsets.UTF_8);
        String type = frame.type();
        int bodyLength = type.length()
                + 1
                + decimalDigits(frame.seq())
                + 1
                + decimalDigits(frame.ack())
                + (payload.length == 0 ? 0 : 1 + payload.length);
        byte[] line = new byte[bodyLength + 1 + CRC_CHARS + 1];
        int at = 0;
        for (int i = 0; i < type.length(); i++) {
            line[at++] = (byte) type.charAt(i); // capital letters only (Frame checks)
        }
        line[at++] = ' ';
        at = putDecimal(frame.seq(), line, at);
        line[at++] = ' ';
        at = putDecimal(frame.ack(), line, at);
        if (payload.length > 0) {
            line[at++] = ' ';
            System.arraycopy(payload, 0, line, at, payload.length);
            at += payload.length;
        }
        CRC32 crc = new CRC32();
        crc.update(line, 0, bodyLength);
        int value = (int) crc.getValue();
        line[at++] = ' ';
        for (int shift = 28; shift >= 0; shift -= 4) {
            line[at++] = (byte) HEX_DIGITS.charAt((value >>> shift) & 0xf);
        }
        line[at] = '\n';
        return line;
    }

    private static int decimalDigits(long value) {
        int digits = 1;
        for (long rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        return digits;
    }

    /** {@code value} (not negative: Frame checks) in decimal at {@code at}; returns where it ends. */
    private static int putDecimal(long value, byte[] into, int at) {
        int end = at + decimalDigits(value);
        long rest = value;
        for (int i = end - 1; i >= at; i--) {
            into[i] = (byte) ('0' + rest % 10);
            rest /= 10;
        }
        return end;
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
     * The frame a line's first {@code length} bytes hold (without its line end), as {@link
     * #decode(String)} says of the same bytes read as UTF-8; a sound ASCII line, every key's frame,
     * is read where it lies, without the string, its body's copy and that copy's bytes the text path
     * makes for it. Anything else takes the text path, so it is refused in the same words.
     */
    public static Decoded decode(byte[] line, int length) {
        Frame frame = length >= CRC_CHARS + 4 ? soundAscii(line, length) : null;
        return frame != null ? new Decoded.Ok(frame) : decode(new String(line, 0, length, StandardCharsets.UTF_8));
    }

    /** The frame of a sound line of ASCII, or null for the text path to read (or refuse) it. */
    private static Frame soundAscii(byte[] line, int length) {
        int crcAt = length - CRC_CHARS;
        if (line[crcAt - 1] != ' ' || !ascii(line, length)) {
            return null;
        }
        long written = 0;
        for (int i = crcAt; i < length; i++) {
            int digit = HEX_DIGITS.indexOf(line[i]);
            if (digit < 0) {
                return null;
            }
            written = written << 4 | digit;
        }
        CRC32 crc = new CRC32();
        crc.update(line, 0, crcAt - 1);
        if (crc.getValue() != written) {
            return null;
        }
        int bodyEnd = crcAt - 1;
        int afterType = indexOf(' ', line, 0, bodyEnd);
        int afterSeq = afterType < 0 ? -1 : indexOf(' ', line, afterType + 1, bodyEnd);
        int afterAck = afterSeq < 0 ? -1 : indexOf(' ', line, afterSeq + 1, bodyEnd);
        int ackEnd = afterAck < 0 ? bodyEnd : afterAck;
        long seq = afterSeq < 0 ? -1 : decimal(line, afterType + 1, afterSeq);
        long ack = afterSeq < 0 ? -1 : decimal(line, afterSeq + 1, ackEnd);
        if (seq < 0 || ack < 0) {
            return null;
        }
        try { // a bad type (Frame checks it) or escape is the text path's to refuse
            String payload = afterAck < 0
                    ? ""
                    : Escaping.unescape(
                            new String(line, afterAck + 1, bodyEnd - afterAck - 1, StandardCharsets.US_ASCII));
            return new Frame(new String(line, 0, afterType, StandardCharsets.US_ASCII), seq, ack, payload);
        } catch (IllegalArgumentException refused) {
            return null;
        }
    }

    private static boolean ascii(byte[] line, int length) {
        for (int i = 0; i < length; i++) {
            if (line[i] < 0) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(char wanted, byte[] line, int from, int end) {
        for (int i = from; i < end; i++) {
            if (line[i] == wanted) {
                return i;
            }
        }
        return -1;
    }

    /** 1-18 decimal digits as a number, else -1 (the text path reads, or refuses, anything else). */
    private static long decimal(byte[] line, int from, int end) {
        if (end <= from || end - from > 18) {
            return -1;
        }
        long value = 0;
        for (int i = from; i < end; i++) {
            if (line[i] < '0' || line[i] > '9') {
                return -1;
            }
            value = value * 10 + (line[i] - '0');
        }
        return value;
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
