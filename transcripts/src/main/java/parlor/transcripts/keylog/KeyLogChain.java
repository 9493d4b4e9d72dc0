package parlor.transcripts.keylog;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The running MAC on every keystroke-log line: {@code LINE<TAB>kVVVVVVVVVVVVVVVV}, where the value
 * covers the line and the value before it, so a line added, removed or changed after the relay
 * wrote it breaks the chain there. {@code k}: HMAC-SHA-256 under a record key derived from the
 * contest key (only its holder can make or check a value); {@code h}: plain SHA-256, where the
 * contest has no key (it catches an edit by anyone who does not recompute the chain). A tab never
 * occurs in a formatted line (its payload is escaped), so the value is told from the line exactly.
 * One instance per writer or reader: it holds its Mac and is not thread-safe.
 */
public final class KeyLogChain {

    /** Between a line and its chain value. */
    public static final char SEPARATOR = '\t';
    /** 96 bits of the MAC: a forger without the key has one chance in 2^96 per try, and cannot try offline. */
    private static final int BYTES = 12;
    /** The length of a value as written: its kind letter and 16 base64url characters. */
    public static final int VALUE_LENGTH = 1 + 16;

    private static final byte[] LABEL = "parlor record".getBytes(StandardCharsets.UTF_8);
    private static final Base64.Encoder BASE64 = Base64.getUrlEncoder().withoutPadding();

    private final char kind;
    private final Mac mac;
    private final MessageDigest digest;

    private KeyLogChain(Optional<byte[]> recordKey) {
        try {
            this.kind = recordKey.isPresent() ? 'k' : 'h';
            this.mac = recordKey.isPresent() ? Mac.getInstance("HmacSHA256") : null;
            this.digest = recordKey.isPresent() ? null : MessageDigest.getInstance("SHA-256");
            if (mac != null) {
                mac.init(new SecretKeySpec(recordKey.get(), "HmacSHA256"));
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 and SHA-256 are part of every Java runtime", e);
        }
    }

    /** A chain keyed by the record key, or a plain hash chain where there is none. */
    public static KeyLogChain of(Optional<byte[]> recordKey) {
        return new KeyLogChain(recordKey);
    }

    /** The key records are chained under: derived from the contest key, so the contest key itself never keys anything else. */
    public static byte[] recordKey(String contestKey) {
        try {
            Mac derive = Mac.getInstance("HmacSHA256");
            derive.init(new SecretKeySpec(contestKey.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return derive.doFinal(LABEL);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    /** {@code k} for a keyed chain, {@code h} for a plain one. */
    public char kind() {
        return kind;
    }

    /** The value a line carries after the value {@code previous} ({@code ""} for a record's first line). */
    public String next(String previous, byte[] line) {
        byte[] sum;
        byte[] before = previous.getBytes(StandardCharsets.US_ASCII);
        if (mac != null) {
            mac.update(before);
            mac.update((byte) '\n');
            mac.update(line);
            sum = mac.doFinal();
        } else {
            digest.update(before);
            digest.update((byte) '\n');
            digest.update(line);
            sum = digest.digest();
        }
        return kind + BASE64.encodeToString(java.util.Arrays.copyOf(sum, BYTES));
    }

    /** A line's text and its chain value, if it has one (the text after the last tab, if shaped like a value). */
    public record Sealed(String text, Optional<String> value) {}

    /** Splits a line as read into its text and its value. */
    public static Sealed split(String line) {
        int tab = line.lastIndexOf(SEPARATOR);
        if (tab < 0) {
            return new Sealed(line, Optional.empty());
        }
        return new Sealed(line.substring(0, tab), Optional.of(line.substring(tab + 1)));
    }

    /** Whether two values are the same, in constant time (a guess learns nothing from how long a compare took). */
    static boolean same(String expected, String found) {
        return MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.US_ASCII), found.getBytes(StandardCharsets.US_ASCII));
    }
}
