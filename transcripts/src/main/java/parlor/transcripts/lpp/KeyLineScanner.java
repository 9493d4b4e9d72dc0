package parlor.transcripts.lpp;

import java.time.Instant;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.keys.Key;

/**
 * Reads a key line, {@code J<n> <stamp> [<stamp>] <typist> <side> <key>}, in one pass over its
 * words, taking exactly the lines the pattern {@code J(\d*)\s+(\d+)(?:\s+(\d+))?\s+(\S+)\s+(left|right)\s*(\S*)\s*}
 * took (and so reporting the same damage): the pattern took a fifth of the time to read the 2012
 * corpus. A word is a run of anything but {@code \s} (space, tab, VT, FF, CR, LF). One per log:
 * it keeps the typist and the keys it has seen, so most lines make no new string but their own.
 */
final class KeyLineScanner {

    /** One more word than the longest key line has: a line with this many is no key line. */
    private static final int MOST_WORDS = 7;

    private static final String LEFT = "left";
    private static final String RIGHT = "right";

    private final int[] starts = new int[MOST_WORDS];
    private final int[] ends = new int[MOST_WORDS];
    private final KeyNames keys = new KeyNames();
    private String typist = "";

    /** The line's key; throws {@link IllegalArgumentException} saying what is wrong with it. */
    LppLog.Line scan(String line, int number) {
        int words = words(line);
        int side = -1;
        if (words >= 4 && judgeWord(line) && digits(line, 1)) {
            side = words >= 5 && digits(line, 2) && isSide(line, 4, words) ? 4 : isSide(line, 3, words) ? 3 : -1;
        }
        if (side < 0) {
            throw new IllegalArgumentException(looksLikeKey(line) ? "key line cut short or garbled" : "not a key line");
        }
        boolean left = line.startsWith(LEFT, starts[side]);
        int keyStart = starts[side] + (left ? LEFT : RIGHT).length();
        int keyEnd = ends[side];
        if (keyStart == keyEnd && words == side + 2) {
            keyStart = starts[side + 1];
            keyEnd = ends[side + 1];
        }
        if (keyStart == keyEnd) {
            throw new IllegalArgumentException("no key name");
        }
        Instant at = LppStamp.decode(line, starts[1], ends[1]);
        int judge = judge(line);
        String who = typist(line, starts[side - 1], ends[side - 1]);
        Speaker speaker = who.equals("judge") || who.equals("local") ? Speaker.JUDGE : Speaker.HIDDEN;
        return new LppLog.Line(number, judge, at, speaker, who, left ? LEFT : RIGHT, keys.of(line, keyStart, keyEnd));
    }

    /** Whether the line starts as a key line does ({@code J\d*\s+\d.*}): the reader's header ends at the first. */
    static boolean looksLikeKey(String line) {
        int length = line.length();
        if (length == 0 || line.charAt(0) != 'J') {
            return false;
        }
        int i = 1;
        while (i < length && digit(line.charAt(i))) {
            i++;
        }
        int gap = i;
        while (i < length && space(line.charAt(i))) {
            i++;
        }
        if (i == gap || i == length || !digit(line.charAt(i))) {
            return false;
        }
        for (i++; i < length; i++) {
            if (lineTerminator(line.charAt(i))) {
                return false; // '.' stops at these
            }
        }
        return true;
    }

    private int words(String line) {
        int count = 0;
        int i = 0;
        int length = line.length();
        while (count < MOST_WORDS) {
            while (i < length && space(line.charAt(i))) {
                i++;
            }
            if (i == length) {
                break;
            }
            starts[count] = i;
            while (i < length && !space(line.charAt(i))) {
                i++;
            }
            ends[count++] = i;
        }
        return count;
    }

    private boolean judgeWord(String line) {
        return starts[0] == 0
                && line.charAt(0) == 'J'
                && (ends[0] == starts[0] + 1 || digits(line, starts[0] + 1, ends[0]));
    }

    private boolean digits(String line, int word) {
        return digits(line, starts[word], ends[word]);
    }

    /** Word {@code word} starts with a side and what follows it is at most one more word: the key. */
    private boolean isSide(String line, int word, int words) {
        int start = starts[word];
        int named = line.startsWith(LEFT, start) ? LEFT.length() : line.startsWith(RIGHT, start) ? RIGHT.length() : -1;
        if (named < 0) {
            return false;
        }
        boolean keyInWord = ends[word] - start > named;
        return words == word + 1 || !keyInWord && words == word + 2;
    }

    private int judge(String line) {
        int start = starts[0] + 1;
        int end = ends[0];
        if (start == end) {
            return -1;
        }
        if (end - start > 9) {
            return Integer.parseInt(line.substring(start, end)); // may not fit: the same refusal as before
        }
        int value = 0;
        for (int i = start; i < end; i++) {
            value = value * 10 + line.charAt(i) - '0';
        }
        return value;
    }

    private String typist(String line, int start, int end) {
        if (typist.length() != end - start || !line.startsWith(typist, start)) {
            typist = line.substring(start, end);
        }
        return typist;
    }

    private static boolean digits(String line, int start, int end) {
        for (int i = start; i < end; i++) {
            if (!digit(line.charAt(i))) {
                return false;
            }
        }
        return start < end;
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    /** What {@code \s} matches (most characters are past it at the first test). */
    private static boolean space(char c) {
        return c <= ' ' && (c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r');
    }

    private static boolean lineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /** Keys by name, met again and again: a small table, a miss making a new key (which checks its name). */
    private static final class KeyNames {

        private final Key[] seen = new Key[256];

        Key of(String line, int start, int end) {
            int length = end - start;
            int slot = (length * 31 + line.charAt(start) * 7 + line.charAt(end - 1)) & (seen.length - 1);
            Key known = seen[slot];
            if (known != null && known.name().length() == length && line.startsWith(known.name(), start)) {
                return known;
            }
            Key key = new Key(line.substring(start, end));
            seen[slot] = key;
            return key;
        }
    }
}
