package parlor.transcripts.testing;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Seeded damage of the kinds records really suffer: a serial line's flipped bits, a disk's
 * truncation, a copy that repeats a range, stray NULs and bytes that are not UTF-8, a line that
 * never ends; and the format's own words spliced in wrong places, which random bytes rarely hit.
 * The same seed gives the same inputs, so any failure can be repeated.
 */
public final class Mutator {

    /** Bytes a UTF-8 decoder must refuse: lone continuation, overlong, surrogate, cut sequence, never-valid. */
    private static final byte[][] NOT_UTF8 = {
        {(byte) 0x80},
        {(byte) 0xC0, (byte) 0xAF},
        {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
        {(byte) 0xE2, (byte) 0x82},
        {(byte) 0xFF},
        {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80},
    };

    private static final int KINDS = 11;

    private final Random random;
    private final List<byte[]> words;
    private final int longestLine;

    /**
     * @param words       tokens of the format worth splicing in (anchors for YAML, quotes for JSON, ...)
     * @param longestLine the longest line of garbage to insert; past a reader's line limit to test it
     */
    public Mutator(Random random, List<String> words, int longestLine) {
        this.random = random;
        this.words = words.stream().map(w -> w.getBytes(StandardCharsets.UTF_8)).toList();
        this.longestLine = longestLine;
    }

    public Random random() {
        return random;
    }

    /** The original with one to four damages done to it, one after another. */
    public byte[] mutate(byte[] original) {
        byte[] out = original;
        for (int n = 1 + random.nextInt(4); n > 0; n--) {
            out = damage(out);
        }
        return out;
    }

    /** Bytes with no structure at all, sometimes cut into lines. */
    public byte[] garbage() {
        byte[] bytes = new byte[random.nextInt(2000)];
        random.nextBytes(bytes);
        if (random.nextBoolean()) {
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = random.nextInt(20) == 0 ? (byte) '\n' : (byte) (32 + random.nextInt(95));
            }
        }
        return bytes;
    }

    private byte[] damage(byte[] in) {
        int at = in.length == 0 ? 0 : random.nextInt(in.length + 1);
        return switch (random.nextInt(KINDS)) {
            case 0 -> flipBytes(in);
            case 1 -> Arrays.copyOf(in, at);
            case 2 -> repeatRange(in, at);
            case 3 -> deleteRange(in, at);
            case 4 -> insert(in, at, randomBytes(1 + random.nextInt(64)));
            case 5 -> insert(in, at, new byte[1 + random.nextInt(3)]);
            case 6 -> insert(in, at, NOT_UTF8[random.nextInt(NOT_UTF8.length)]);
            case 7 -> random.nextInt(8) == 0 ? insert(in, at, longLine()) : flipBytes(in);
            case 8 -> words.isEmpty() ? flipBytes(in) : insert(in, at, words.get(random.nextInt(words.size())));
            case 9 -> insert(in, at, lineEnd());
            default -> spliceLine(in, at);
        };
    }

    private byte[] flipBytes(byte[] in) {
        byte[] out = in.clone();
        for (int n = out.length == 0 ? 0 : 1 + random.nextInt(8); n > 0; n--) {
            out[random.nextInt(out.length)] ^= (byte) (1 << random.nextInt(8));
        }
        return out;
    }

    /** A range copied in place once or, for short ranges, thousands of times (the input that makes regexes backtrack). */
    private byte[] repeatRange(byte[] in, int at) {
        int length = Math.min(in.length - at, random.nextBoolean() ? 1 + random.nextInt(4) : 1 + random.nextInt(200));
        if (length <= 0) {
            return in;
        }
        int times = length <= 4 && random.nextInt(4) == 0 ? 1000 + random.nextInt(20_000) : 1 + random.nextInt(3);
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length + length * times);
        out.write(in, 0, at + length);
        for (int i = 0; i < times; i++) {
            out.write(in, at, length);
        }
        out.write(in, at + length, in.length - at - length);
        return out.toByteArray();
    }

    private byte[] deleteRange(byte[] in, int at) {
        int length = Math.min(in.length - at, 1 + random.nextInt(100));
        byte[] out = new byte[in.length - length];
        System.arraycopy(in, 0, out, 0, at);
        System.arraycopy(in, at + length, out, at, out.length - at);
        return out;
    }

    /** One of the input's own lines copied to another place: well-formed lines out of order. */
    private byte[] spliceLine(byte[] in, int at) {
        if (in.length == 0) {
            return in;
        }
        int from = random.nextInt(in.length);
        int start = from;
        while (start > 0 && in[start - 1] != '\n') {
            start--;
        }
        int end = from;
        while (end < in.length && in[end] != '\n') {
            end++;
        }
        return insert(in, at, Arrays.copyOfRange(in, start, Math.min(in.length, end + 1)));
    }

    private byte[] longLine() {
        byte[] line = new byte[longestLine / 2 + random.nextInt(longestLine / 2 + 1)];
        byte fill = (byte) (random.nextBoolean() ? 'x' : random.nextInt(32));
        Arrays.fill(line, fill);
        return line;
    }

    private byte[] lineEnd() {
        String[] ends = {"\n", "\r", "\r\n", "\n\n\n", "\r\r"};
        return ends[random.nextInt(ends.length)].getBytes(StandardCharsets.US_ASCII);
    }

    private byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }

    private static byte[] insert(byte[] in, int at, byte[] piece) {
        byte[] out = new byte[in.length + piece.length];
        System.arraycopy(in, 0, out, 0, at);
        System.arraycopy(piece, 0, out, at, piece.length);
        System.arraycopy(in, at, out, at + piece.length, in.length - at);
        return out;
    }
}
