package parlor.relay.link;

import java.nio.charset.StandardCharsets;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The MAC of one direction of a keyed link: HMAC-SHA-256 under that direction's link key, over the
 * frame's number on this link and its line. Both sides count the frames themselves (the number is
 * never sent): any line replayed, reordered, deleted or added on a link fails, which the session's
 * own numbering would not catch for acknowledgements and keep-alives (they are not numbered). Every
 * line received takes the next number whatever it holds, so a frame rewritten in place costs only
 * itself; one added or deleted puts every later one out of step, and the link is closed after
 * {@link MacFailures#MAX_IN_A_ROW} and made again with fresh keys.
 *
 * <p>Not thread-safe: a {@link Link} writes under its lock, and reads on one thread. The HMAC is
 * RFC 2104's, with the two padded key blocks hashed once per link and copied for each frame, where
 * {@code javax.crypto.Mac} hashes them again for every MAC: that was 4 SHA-256 blocks a keystroke's
 * frame, now 2, and at the relay's JIT level (C1, no SHA intrinsics) an encode and decode went from
 * 5.2 to 3.7 us at best (bench/frame-mac-2026-11-25.txt). {@code FrameMacTest} holds it to the JDK's HmacSHA256.
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

    /** SHA-256 having hashed the key's inner pad, and its outer pad: RFC 2104's two blocks, hashed once per link, not per frame. */
    private final MessageDigest innerPadded;

    private final MessageDigest outerPadded;
    private final byte[] inner = new byte[32];
    private final byte[] number = new byte[Long.BYTES];
    private final byte[] full = new byte[32];
    private final byte[] offered = new byte[TAG_BYTES];
    private long next;

    /** {@code key}: 32 bytes, as {@link SeatKeys#linkMac} derives it. */
    public FrameMac(byte[] key) {
        if (key.length > BLOCK_BYTES) {
            throw new IllegalArgumentException("a link key is at most " + BLOCK_BYTES + " bytes");
        }
        innerPadded = padded(key, (byte) 0x36);
        outerPadded = padded(key, (byte) 0x5c);
    }

    private static final int BLOCK_BYTES = 64;

    private static MessageDigest padded(byte[] key, byte pad) {
        byte[] block = java.util.Arrays.copyOf(key, BLOCK_BYTES);
        for (int i = 0; i < BLOCK_BYTES; i++) {
            block[i] ^= pad;
        }
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(block);
            return sha;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
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
        try {
            MessageDigest hashing = (MessageDigest) innerPadded.clone();
            hashing.update(number);
            hashing.update(body.getBytes(StandardCharsets.UTF_8));
            hashing.digest(inner, 0, inner.length);
            hashing = (MessageDigest) outerPadded.clone();
            hashing.update(inner);
            hashing.digest(full, 0, full.length);
        } catch (CloneNotSupportedException | DigestException e) {
            throw new IllegalStateException("SHA-256 can be copied, and its digest is 32 bytes", e);
        }
    }
}
