package parlor.relay.link;

import java.util.Objects;

/**
 * One unit on the wire between a station and the relay. On the wire it is one text line,
 * {@code TYPE SEQ ACK [PAYLOAD] CRC}, so a person watching with {@code socat -v} can read it.
 * SEQ numbers the sender's data frames from 1 (0 for handshake and acknowledgement frames, which
 * are not numbered); ACK says every data frame up to that number from the other side arrived.
 */
public record Frame(String type, long seq, long ack, String payload) {

    public Frame(String type, long seq, String payload) {
        this(type, seq, 0, payload);
    }

    public Frame {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(payload, "payload");
        if (!type.matches("[A-Z]{1,12}")) {
            throw new IllegalArgumentException("frame type must be 1-12 capital letters: " + type);
        }
        if (seq < 0 || ack < 0) {
            throw new IllegalArgumentException("negative sequence number " + seq + "/" + ack);
        }
    }

    public Frame withAck(long newAck) {
        return new Frame(type, seq, newAck, payload);
    }
}
