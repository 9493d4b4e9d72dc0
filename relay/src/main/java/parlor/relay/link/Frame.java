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
        if (!isType(type)) {
            throw new IllegalArgumentException("frame type must be 1-12 capital letters: " + type);
        }
        if (seq < 0 || ack < 0) {
            throw new IllegalArgumentException("negative sequence number " + seq + "/" + ack);
        }
    }

    /**
     * One to twelve capital letters. Checked by hand, not with a regular expression: every frame sent
     * or received is built several times over (numbered, acknowledged, decoded), and compiling a
     * pattern each time was a third of everything the relay allocated under load.
     */
    private static boolean isType(String type) {
        if (type.isEmpty() || type.length() > 12) {
            return false;
        }
        for (int i = 0; i < type.length(); i++) {
            char c = type.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }

    public Frame withAck(long newAck) {
        return new Frame(type, seq, newAck, payload);
    }
}
