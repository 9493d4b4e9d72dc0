package parlor.relay.plain;

import java.util.HexFormat;
import java.util.Objects;
import parlor.transcripts.keys.Key;

/**
 * What {@link PlainKeyDecoder} made of the bytes a plain terminal sent: a key for the line
 * discipline, or bytes that name no key, kept so the operator log can say what arrived.
 */
public sealed interface PlainInput {

    /** A keystroke, named as everywhere else in Parlor (X11 keysym names). */
    record Pressed(Key key) implements PlainInput {
        public Pressed {
            Objects.requireNonNull(key, "key");
        }
    }

    /**
     * Bytes that are not a key: invalid or cut-off UTF-8, an escape sequence no keyboard key is
     * known to send, a character with no key name. Nothing is shown for them.
     *
     * @param bytes  the bytes as lower-case hex pairs separated by spaces, e.g. {@code "1b 5b 39 39 7e"}
     * @param reason why they are not a key, for the operator log
     */
    record Unreadable(String bytes, String reason) implements PlainInput {
        public Unreadable {
            Objects.requireNonNull(bytes, "bytes");
            Objects.requireNonNull(reason, "reason");
        }

        static Unreadable of(byte[] bytes, int length, String reason) {
            return new Unreadable(HexFormat.ofDelimiter(" ").formatHex(bytes, 0, length), reason);
        }
    }
}
