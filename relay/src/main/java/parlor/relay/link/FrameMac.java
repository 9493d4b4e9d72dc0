package parlor.relay.link;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The MAC of one direction of a keyed link: HMAC-SHA-256 under that direction's link key, over the
 * frame's number on this link and its line. Both sides count the frames themselves (the number is
 * never sent): any line replayed, reordered, deleted or added on a link fails, which the session's
 * own numbering would not catch for acknowledgements and keep-alives (they are not numbered). Every
 * line received takes the next number whatever it holds, so a frame rewritten in place costs only
 * itself; one added or deleted puts every later one out of step, and the link is closed after
 * {@link MacFailures#MAX_IN_A_ROW} and made again with fresh keys.
 *
 * <p>Not thread-safe: a {@link Link} writes under its lock, and reads on one thread. One {@link Mac}
 * per direction, kept: {@code Mac.getInstance} costs more than the MAC of a keystroke's frame.
 */
public final class FrameMac {

    /**
     * 128 bits of the 256. A forger must guess a tag online, one frame per guess, each guess
     * dropped, counted and logged, the link closed after a few in a row: 2^-128 a guess (64 bits
     * would already do against that); 128 is the floor NIST SP 800-107 gives for a truncated
     * HMAC-SHA-256 tag, at 24 characters per frame more than the CRC's 8.
     */
    public static final int TAG_BYTES = 16;
    public static final int TAG_CHARS = 2 * TAG_BYTES;
    private static final String HEX_DIGITS = "0123456789abcdef";

    private final Mac mac;
    private final byte[] number = new byte[Long.BYTES];
    private final byte[] full = new byte[32];
    private final byte[] offered = new byte[TAG_BYTES];
    private long next;

    public FrameMac(byte[] key) {
        try {
            mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    /** Appends the tag of the next frame, {@code body}, as {@link #TAG_CHARS} lower-case hex digits. */
    void appendTag(String body, StringBuilder line) {
        tagOf(next++, body);
        for (int i = 0; i < TAG_BYTES; i++) {
            line.append(HEX_DIGITS.charAt((full[i] >>> 4) & 0xf)).append(HEX_DIGITS.charAt(full[i] & 0xf));
        }
    }

    /** Takes the next frame's number: called for every line received, whatever it holds. */
    long take() {
        return next++;
    }

    /** Whether {@code line} holds, from {@code tagAt}, the tag of frame {@code frameNumber} with {@code body}; in constant time. */
    boolean holds(long frameNumber, String body, String line, int tagAt) {
        for (int i = 0; i < TAG_BYTES; i++) {
            int high = HEX_DIGITS.indexOf(line.charAt(tagAt + 2 * i));
            int low = HEX_DIGITS.indexOf(line.charAt(tagAt + 2 * i + 1));
            if (high < 0 || low < 0) {
                return false;
            }
            offered[i] = (byte) (high << 4 | low);
        }
        tagOf(frameNumber, body);
        int difference = 0;
        for (int i = 0; i < TAG_BYTES; i++) {
            difference |= full[i] ^ offered[i];
        }
        return difference == 0;
    }

    private void tagOf(long frameNumber, String body) {
        for (int i = 0; i < Long.BYTES; i++) {
            number[i] = (byte) (frameNumber >>> (56 - 8 * i));
        }
        mac.update(number);
        mac.update(body.getBytes(StandardCharsets.UTF_8));
        try {
            mac.doFinal(full, 0);
        } catch (javax.crypto.ShortBufferException e) {
            throw new IllegalStateException("an HMAC-SHA-256 is 32 bytes", e);
        }
    }
}
