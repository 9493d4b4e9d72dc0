package parlor.transcripts.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Lines are cut from the buffer or from a text read whole now, not built a character at a time:
 * the same lines, numbers and cuts as the reader by characters gave (the oracle below, as it was
 * until 26 November), whatever the line ends and however the source hands its characters over.
 */
class BoundedLinesTest {

    private static final String[] PIECES = {
        "a", "J1 013370152380273400 judge left a", "\n", "\r", "\r\n", "\n\r", "\r\r", "", " ", "é\u2028"
    };

    @Test
    void theSameLinesFromATextWholeAndFromAReaderInAnyChunks() throws IOException {
        Random random = new Random(20261126L);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            int pieces = random.nextInt(12);
            for (int p = 0; p < pieces; p++) {
                text.append(PIECES[random.nextInt(PIECES.length)]);
            }
            if (random.nextInt(10) == 0) {
                text.append("x".repeat(random.nextInt(20_000)));
            }
            String whole = text.toString();
            List<BoundedLines.Line> expected = oracle(new Chunks(whole, random.nextLong()));
            assertThat(all(new BoundedLines(whole))).as(whole).isEqualTo(expected);
            assertThat(all(new BoundedLines(new Chunks(whole, random.nextLong()))))
                    .as(whole)
                    .isEqualTo(expected);
        }
    }

    private static List<BoundedLines.Line> all(BoundedLines lines) throws IOException {
        List<BoundedLines.Line> read = new ArrayList<>();
        for (BoundedLines.Line line = lines.next(); line != null; line = lines.next()) {
            read.add(line);
        }
        return read;
    }

    /** A reader handing over a random number of characters at a time, as a pipe or a decoder may. */
    private static final class Chunks extends Reader {
        private final String text;
        private final Random random;
        private int at;

        Chunks(String text, long seed) {
            this.text = text;
            this.random = new Random(seed);
        }

        @Override
        public int read(char[] into, int offset, int length) {
            if (at == text.length()) {
                return -1;
            }
            int n = Math.min(Math.min(length, 1 + random.nextInt(9000)), text.length() - at);
            text.getChars(at, at + n, into, offset);
            at += n;
            return n;
        }

        @Override
        public void close() {}
    }

    private static List<BoundedLines.Line> oracle(Reader source) throws IOException {
        List<BoundedLines.Line> lines = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        boolean started = false;
        boolean afterCr = false;
        int number = 0;
        for (int c = source.read(); c >= 0; c = source.read()) {
            if (afterCr) {
                afterCr = false;
                if (c == '\n') {
                    continue;
                }
            }
            started = true;
            if (c == '\n' || c == '\r') {
                afterCr = c == '\r';
                lines.add(new BoundedLines.Line(++number, text.toString(), false));
                text.setLength(0);
                started = false;
            } else {
                text.append((char) c);
            }
        }
        if (started) {
            lines.add(new BoundedLines.Line(++number, text.toString(), false));
        }
        return lines;
    }
}
