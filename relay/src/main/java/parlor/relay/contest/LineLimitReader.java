package parlor.relay.contest;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Passes a YAML file through, refusing it where a line outgrows the limit. SnakeYAML copies its
 * whole look-ahead for each kilobyte of one token, so a line of a megabyte costs it seconds; refused
 * here, it costs nothing. Lines and columns are counted as SnakeYAML counts them, so the place
 * named is the one an editor shows.
 */
final class LineLimitReader extends FilterReader {

    private final String fileName;
    private final int maxLine;
    private int line = 1;
    private int column;
    private boolean afterCarriageReturn;

    LineLimitReader(Reader in, String fileName, int maxLine) {
        super(in);
        this.fileName = fileName;
        this.maxLine = maxLine;
    }

    @Override
    public int read() throws IOException {
        int c = super.read();
        if (c >= 0) {
            count((char) c);
        }
        return c;
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        int read = super.read(buffer, offset, length);
        for (int i = 0; i < read; i++) {
            count(buffer[offset + i]);
        }
        return read;
    }

    private void count(char c) {
        boolean carriageReturn = c == '\r';
        if (c == '\n' || c == '\u0085' || c == '\u2028' || c == '\u2029' || carriageReturn) {
            if (!(c == '\n' && afterCarriageReturn)) {
                line++;
            }
            column = 0;
        } else if (!Character.isLowSurrogate(c) && ++column > maxLine) {
            throw new ContestFileException(fileName + ":" + line + ":" + column + ": line " + line + " is longer than "
                    + maxLine + " characters, far more than any line of this file needs (a long list can go over"
                    + " several lines)");
        }
        afterCarriageReturn = carriageReturn;
    }
}
