package parlor.relay.link;

import java.util.Objects;

/**
 * One unit on the wire between a station and the relay. On the wire it is one text line,
 * {@code TYPE SEQ [PAYLOAD] CRC}, so a person watching with {@code socat -v} can read it.
 */
public record Frame(String type, long seq, String payload) {

    public Frame {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(payload, "payload");
        if (!type.matches("[A-Z]{1,12}")) {
            throw new IllegalArgumentException("frame type must be 1-12 capital letters: " + type);
        }
        if (seq < 0) {
            throw new IllegalArgumentException("negative sequence number " + seq);
        }
    }
}
