package parlor.transcripts.testing;

import java.io.Reader;

/** Text with one line of garbage so long it must never be held whole, made as it is read. */
public final class HugeLine extends Reader {

    private final String before;
    private final long garbage;
    private final String after;
    private long at;

    /** {@code before}, then {@code garbage} characters and a line end, then {@code after}. */
    public HugeLine(String before, long garbage, String after) {
        this.before = before;
        this.garbage = garbage;
        this.after = after;
    }

    @Override
    public int read(char[] into, int offset, int length) {
        long end = before.length() + garbage + 1 + after.length();
        if (at >= end) {
            return -1;
        }
        int n = (int) Math.min(length, end - at);
        for (int i = 0; i < n; i++, at++) {
            into[offset + i] = charAt(at);
        }
        return n;
    }

    private char charAt(long position) {
        if (position < before.length()) {
            return before.charAt((int) position);
        }
        long inGarbage = position - before.length();
        if (inGarbage < garbage) {
            return (char) (inGarbage % 97 == 0 ? 1 : 'a' + inGarbage % 26);
        }
        return inGarbage == garbage ? '\n' : after.charAt((int) (inGarbage - garbage - 1));
    }

    @Override
    public void close() {
        // nothing held
    }
}
