package parlor.relay.link;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The compact form of a frame, for slow lines (docs/link-protocol.md): a header byte (type code
 * and mode), the sequence and acknowledgement numbers only where the other side cannot infer them
 * (the next number, the same or next acknowledgement), the payload's UTF-8 bytes, a CRC-16 that
 * also covers the numbers left out, and a line end; {@code 0x0a} and {@code 0xff} inside are
 * escaped. A key and its echo take five bytes each instead of about twenty-five.
 */
public final class CompactCodec {

    static final byte END = '\n';
    /** Never in UTF-8, so payloads never need it escaped. */
    static final byte ESC = (byte) 0xff;

    private static final int FLIP = 0x20;

    private static final int NEXT_SAME_ACK = 0;
    private static final int NEXT_NEXT_ACK = 1;
    private static final int NEXT_GIVEN_ACK = 2;
    private static final int GIVEN = 3;

    private CompactCodec() {}

    /**
     * What one direction of a link has carried so far: the last numbered frame's number and the
     * last acknowledgement, or -1 before the first. Writer and reader each keep one, updated by
     * every good frame, so the numbers left out are the same on both sides until a frame is lost;
     * the CRC covers them, so a frame read out of step fails its check.
     */
    public static final class Context {
        long seq = -1;
        long ack = -1;

        void carried(Frame frame) {
            if (frame.seq() > 0) {
                seq = frame.seq();
            }
            ack = frame.ack();
        }
    }

    /** The frame as it goes on the line, line end included; {@code sent} is this direction's context, and is updated. */
    public static byte[] encode(Frame frame, Context sent) {
        int mode = mode(frame, sent);
        int code = CompactTypes.code(frame.type());
        ByteArrayOutputStream raw =
                new ByteArrayOutputStream(16 + frame.payload().length());
        raw.write(code << 2 | mode);
        if (mode == GIVEN) {
            writeNumber(raw, frame.seq());
        }
        if (mode >= NEXT_GIVEN_ACK) {
            writeNumber(raw, frame.ack());
        }
        if (code == CompactTypes.NAMED) {
            raw.write(frame.type().length());
            raw.writeBytes(frame.type().getBytes(StandardCharsets.US_ASCII));
        }
        raw.writeBytes(frame.payload().getBytes(StandardCharsets.UTF_8));
        byte[] body = raw.toByteArray();
        int crc = new Crc16()
                .updateLong(frame.seq())
                .updateLong(frame.ack())
                .update(body, 0, body.length)
                .value();
        sent.carried(frame);
        return escape(body, crc);
    }

    private static int mode(Frame frame, Context sent) {
        if (frame.seq() == 0 || sent.seq < 0 || frame.seq() != sent.seq + 1) {
            return GIVEN;
        }
        if (sent.ack >= 0 && frame.ack() == sent.ack) {
            return NEXT_SAME_ACK;
        }
        return sent.ack >= 0 && frame.ack() == sent.ack + 1 ? NEXT_NEXT_ACK : NEXT_GIVEN_ACK;
    }

    private static byte[] escape(byte[] body, int crc) {
        ByteArrayOutputStream line = new ByteArrayOutputStream(body.length + 4);
        for (byte b : body) {
            escapeTo(line, b);
        }
        escapeTo(line, (byte) (crc >>> 8));
        escapeTo(line, (byte) crc);
        line.write(END);
        return line.toByteArray();
    }

    private static void escapeTo(ByteArrayOutputStream line, byte b) {
        if (b == END || b == ESC) {
            line.write(ESC);
            line.write(b ^ FLIP);
        } else {
            line.write(b);
        }
    }

    private static void writeNumber(ByteArrayOutputStream out, long value) {
        long rest = value;
        while ((rest & ~0x7fL) != 0) {
            out.write((int) (rest & 0x7f) | 0x80);
            rest >>>= 7;
        }
        out.write((int) rest);
    }

    /** True if a line (without its line end) is in the compact form: a readable line starts with a capital letter, a compact one never. */
    static boolean isCompact(byte first) {
        return first < 'A' || first > 'Z';
    }

    /**
     * The frame a compact line (without its line end) holds, or why it holds none; {@code received}
     * is this direction's context, updated only by a good frame.
     */
    public static FrameCodec.Decoded decode(byte[] line, int length, Context received) {
        byte[] body = new byte[length];
        int size = unescape(line, length, body);
        if (size < 0) {
            return new FrameCodec.Decoded.Damaged("bad escape");
        }
        if (size < 3) {
            return new FrameCodec.Decoded.Damaged("too short");
        }
        return CompactFields.read(body, size - 2, crcAt(body, size - 2), received);
    }

    private static int crcAt(byte[] body, int at) {
        return (body[at] & 0xff) << 8 | body[at + 1] & 0xff;
    }

    /** Unescapes into {@code body}; returns its length, or -1 if an escape is not one. */
    private static int unescape(byte[] line, int length, byte[] body) {
        int size = 0;
        for (int i = 0; i < length; i++) {
            byte b = line[i];
            if (b == ESC) {
                if (++i == length) {
                    return -1;
                }
                b = (byte) (line[i] ^ FLIP);
                if (b != END && b != ESC) {
                    return -1;
                }
            }
            body[size++] = b;
        }
        return size;
    }
}
