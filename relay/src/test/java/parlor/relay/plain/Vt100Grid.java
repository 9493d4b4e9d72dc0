package parlor.relay.plain;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A strict, small VT100 for tests: it understands exactly the sequences the writers may send and
 * fails on anything else (any other control character included), so a test sees both what the
 * judge would see and that nothing unexpected went out. At the last column it waits to wrap, as
 * xterm and tmux do, and a BS from there moves back from the last column; with autowrap off, the
 * last column is overwritten instead.
 */
final class Vt100Grid {

    private final int columns;
    private final int rows;
    private final boolean autowrap;
    private final int[][] cells;
    private final boolean[][] reversed;
    private int row;
    private int column;
    private boolean wrapPending;
    private boolean reverse;
    private int top;
    private int bottom;
    private int[] saved = {0, 0, 0};

    Vt100Grid(int columns, int rows, boolean autowrap) {
        this.columns = columns;
        this.rows = rows;
        this.autowrap = autowrap;
        this.cells = new int[rows][columns];
        this.reversed = new boolean[rows][columns];
        this.bottom = rows - 1;
        clear(0, rows);
    }

    static Vt100Grid standard() {
        return new Vt100Grid(AnsiScreenWriter.COLUMNS, AnsiScreenWriter.ROWS, true);
    }

    Vt100Grid feed(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        int[] codePoints = text.codePoints().toArray();
        for (int i = 0; i < codePoints.length; i++) {
            i = accept(codePoints, i);
        }
        return this;
    }

    /** Every row, trailing blanks removed. */
    List<String> rows() {
        List<String> out = new ArrayList<>();
        for (int[] cellRow : cells) {
            out.add(new String(cellRow, 0, columns).stripTrailing());
        }
        return out;
    }

    /** The screen as a golden text file holds it: rows joined by newlines, one after the last. */
    String text() {
        return String.join("\n", rows()) + "\n";
    }

    int cursorRow() {
        return row;
    }

    int cursorColumn() {
        return column;
    }

    boolean isReversed(int atRow, int atColumn) {
        return reversed[atRow][atColumn];
    }

    private int accept(int[] in, int i) {
        int c = in[i];
        switch (c) {
            case 0x1b -> {
                return escape(in, i + 1);
            }
            case '\r' -> {
                column = 0;
                wrapPending = false;
            }
            case '\n' -> lineFeed();
            case '\b' -> {
                column = Math.max(0, column - 1);
                wrapPending = false;
            }
            default -> {
                if (c < 0x20 || (c >= 0x7f && c < 0xa0)) {
                    throw new AssertionError(String.format("control character 0x%02x reached the terminal", c));
                }
                print(c);
            }
        }
        return i;
    }

    private void print(int c) {
        if (wrapPending) {
            column = 0;
            lineFeed();
        }
        cells[row][column] = c;
        reversed[row][column] = reverse;
        if (column < columns - 1) {
            column++;
        } else {
            wrapPending = autowrap;
        }
    }

    private void lineFeed() {
        wrapPending = false;
        if (row == bottom) {
            for (int r = top; r < bottom; r++) {
                cells[r] = cells[r + 1];
                reversed[r] = reversed[r + 1];
            }
            cells[bottom] = new int[columns];
            reversed[bottom] = new boolean[columns];
            Arrays.fill(cells[bottom], ' ');
        } else if (row < rows - 1) {
            row++;
        }
    }

    private int escape(int[] in, int i) {
        if (i >= in.length) {
            throw new AssertionError("output ends inside an escape sequence");
        }
        switch (in[i]) {
            case '7' -> saved = new int[] {row, column, reverse ? 1 : 0};
            case '8' -> {
                row = saved[0];
                column = saved[1];
                reverse = saved[2] == 1;
                wrapPending = false;
            }
            case '[' -> {
                return controlSequence(in, i + 1);
            }
            default -> throw new AssertionError("unexpected escape sequence ESC " + Character.toString(in[i]));
        }
        return i;
    }

    private int controlSequence(int[] in, int i) {
        StringBuilder parameters = new StringBuilder();
        while (i < in.length && (in[i] == '?' || in[i] == ';' || (in[i] >= '0' && in[i] <= '9'))) {
            parameters.appendCodePoint(in[i++]);
        }
        if (i >= in.length) {
            throw new AssertionError("output ends inside an escape sequence");
        }
        String p = parameters.toString();
        wrapPending = false;
        switch (in[i]) {
            case 'A' -> row = Math.max(row >= top ? top : 0, row - number(p, 0, 1));
            case 'C' -> column = Math.min(columns - 1, column + number(p, 0, 1));
            case 'H' -> {
                row = Math.min(rows - 1, number(p, 0, 1) - 1);
                column = Math.min(columns - 1, number(p, 1, 1) - 1);
            }
            case 'J' -> eraseDisplay(p);
            case 'K' -> expect(p, "", "K").eraseRow(row, column);
            case 'm' ->
                reverse = switch (p) {
                    case "", "0" -> false;
                    case "7" -> true;
                    default -> throw new AssertionError("unexpected attribute ESC[" + p + "m");
                };
            case 'r' -> {
                top = p.isEmpty() ? 0 : number(p, 0, 1) - 1;
                bottom = p.isEmpty() ? rows - 1 : number(p, 1, rows) - 1;
                row = 0;
                column = 0;
            }
            case 'l' -> expect(p, "?6", "l");
            default -> throw new AssertionError("unexpected escape sequence ESC[" + p + Character.toString(in[i]));
        }
        return i;
    }

    private void eraseDisplay(String p) {
        expect(p, "2", "J");
        clear(0, rows);
    }

    private Vt100Grid expect(String parameters, String wanted, String finalByte) {
        if (!parameters.equals(wanted)) {
            throw new AssertionError("unexpected escape sequence ESC[" + parameters + finalByte);
        }
        return this;
    }

    private void eraseRow(int atRow, int from) {
        for (int c = from; c < columns; c++) {
            cells[atRow][c] = ' ';
            reversed[atRow][c] = false;
        }
    }

    private void clear(int fromRow, int toRow) {
        for (int r = fromRow; r < toRow; r++) {
            eraseRow(r, 0);
        }
    }

    private static int number(String parameters, int index, int fallback) {
        String[] parts = parameters.split(";", -1);
        return index < parts.length && !parts[index].isEmpty() ? Integer.parseInt(parts[index]) : fallback;
    }
}
