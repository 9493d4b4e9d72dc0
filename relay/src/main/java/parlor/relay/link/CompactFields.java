package parlor.relay.link;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Reads an unescaped compact frame's fields, checking its CRC against the numbers it leaves out. */
final class CompactFields {

    private final byte[] body;
    private final int end;
    private int at;

    private CompactFields(byte[] body, int end) {
        this.body = body;
        this.end = end;
    }

    /** The frame in {@code body[0, end)} whose CRC-16 is {@code crc}, read against the context {@code received}. */
    static FrameCodec.Decoded read(byte[] body, int end, int crc, CompactCodec.Context received) {
        CompactFields fields = new CompactFields(body, end);
        int header = body[fields.at++] & 0xff;
        int mode = header & 3;
        if (mode != 3 && (received.seq < 0 || received.ack < 0)) {
            return new FrameCodec.Decoded.Damaged("numbers left out before any were given");
        }
        long seq = mode == 3 ? fields.number() : received.seq + 1;
        long ack = switch (mode) {
            case 0 -> received.ack;
            case 1 -> received.ack + 1;
            default -> fields.number();
        };
        String type = fields.type(header >>> 2);
        if (seq < 0 || ack < 0 || type == null) {
            return new FrameCodec.Decoded.Damaged("unreadable compact frame");
        }
        if (new Crc16().updateLong(seq).updateLong(ack).update(body, 0, end).value() != crc) {
            return new FrameCodec.Decoded.Damaged("checksum mismatch");
        }
        try {
            Frame frame = new Frame(type, seq, ack, fields.payload());
            received.carried(frame);
            return new FrameCodec.Decoded.Ok(frame);
        } catch (IllegalArgumentException e) {
            return new FrameCodec.Decoded.Damaged(e.getMessage());
        }
    }

    /** An unsigned LEB128 number, or -1 if it runs past the end or overflows. */
    private long number() {
        long value = 0;
        for (int shift = 0; shift < 63 && at < end; shift += 7) {
            int b = body[at++];
            value |= (long) (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                return value;
            }
        }
        return -1;
    }

    private String type(int code) {
        if (code != CompactTypes.NAMED) {
            return CompactTypes.name(code);
        }
        if (at >= end) {
            return null;
        }
        int length = body[at++] & 0xff;
        if (length > end - at) {
            return null;
        }
        String name = new String(body, at, length, StandardCharsets.US_ASCII);
        at += length;
        return name;
    }

    private String payload() {
        try {
            // a strict decoder: a flipped bit that made invalid UTF-8 must not become a replacement character
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body, at, end - at))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("payload is not UTF-8");
        }
    }
}
