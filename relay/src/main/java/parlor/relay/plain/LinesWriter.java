package parlor.relay.plain;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/**
 * {@code mode: lines}: the conversation as plain lines for a terminal that cannot move its
 * cursor (teletype-like, or any terminal whose escape sequences are unknown). It sends printable
 * text, CR LF, and BS SP BS to erase: never an escape sequence.
 *
 * <p>Echo appears as typed, {@code >} starts a fresh line, replies are lines of their own, and a
 * status change is a line in brackets, {@code [judge 04]} or {@code [the other side is not
 * responding]}, printed only when it changes; the judge's unfinished line is then typed again
 * below it. Rows hold one column less than the terminal is wide, so the terminal never has to
 * decide how to wrap at its last column. An erase that reaches back past a wrapped row, where
 * no teletype can go, types the line's remaining last row again instead, as a Unix tty reprints.
 */
public final class LinesWriter implements PlainScreen {

    public static final int DEFAULT_COLUMNS = 80;
    /** A redraw's rows, header included: a 24-row screen shows all of it, as the station shows 23 rows of conversation. */
    public static final int REDRAW_ROWS = AnsiScreenWriter.CONVERSATION_ROWS;

    private static final String CRLF = "\r\n";
    private static final String ERASE_BEHIND = "\b \b";

    private final String terminal;
    private final TerminalCharset charset;
    private final int rowWidth;
    private CursorLine line = new CursorLine();
    /** Where in the line the cursor's row starts: where the line last wrapped or was typed again. */
    private int rowStart;

    private boolean statusShown;
    private int judge = LineDiscipline.NO_JUDGE;
    private String notice = "";

    public LinesWriter(String terminal, TerminalCharset charset) {
        this(terminal, charset, DEFAULT_COLUMNS);
    }

    /** @param columns how wide the terminal is; text wraps one column earlier */
    public LinesWriter(String terminal, TerminalCharset charset, int columns) {
        if (columns < 2) {
            throw new IllegalArgumentException("a terminal needs at least 2 columns: " + columns);
        }
        this.terminal = Objects.requireNonNull(terminal, "terminal");
        this.charset = Objects.requireNonNull(charset, "charset");
        this.rowWidth = columns - 1;
    }

    @Override
    public byte[] draw(ScreenEvent event) {
        Wire wire = new Wire(charset);
        switch (event) {
            case ScreenEvent.Echo echo ->
                charset.shown(echo.text()).codePoints().forEach(c -> type(wire, c));
            case ScreenEvent.Erase erase -> erase(wire, erase.count());
            case ScreenEvent.NewLine ignored -> {
                wire.control(CRLF);
                startLine(new CursorLine());
            }
            case ScreenEvent.Prompt ignored -> {
                freshLine(wire);
                wire.text(Screen.PROMPT);
                line.startPrompt();
            }
            case ScreenEvent.EntityLine entity -> entityLine(wire, entity.text());
            case ScreenEvent.EntityType typed -> {
                if (line.isBarePrompt()) {
                    wire.control(ERASE_BEHIND);
                    startLine(new CursorLine());
                }
                charset.shown(typed.text()).codePoints().forEach(c -> type(wire, c));
            }
            // a teletype cannot clear; the replay that follows is printed below
            case ScreenEvent.Clear ignored -> freshLine(wire);
        }
        return wire.bytes();
    }

    /** A bracketed line for whatever changed (the judge, or a new notice); empty when nothing did. */
    @Override
    public byte[] status(int judge, String notice) {
        Objects.requireNonNull(notice, "notice");
        List<String> changes = new ArrayList<>();
        if (!statusShown || judge != this.judge) {
            changes.add(Rows.judge(judge));
        }
        if (!notice.isEmpty() && !notice.equals(this.notice)) {
            changes.add(notice);
        }
        this.judge = judge;
        this.notice = notice;
        statusShown = true;
        Wire wire = new Wire(charset);
        if (!changes.isEmpty()) {
            toRowStart(wire);
            announce(wire, changes);
            typeAgain(wire);
        }
        return wire.bytes();
    }

    /** A bracketed header with the terminal and the status, then the conversation's last rows. */
    @Override
    public byte[] redrawAll(Screen conversation, int judge, String notice) {
        this.judge = judge;
        this.notice = Objects.requireNonNull(notice, "notice");
        statusShown = true;
        Wire wire = new Wire(charset);
        List<String> header = new ArrayList<>(List.of(terminal + "  " + Rows.judge(judge)));
        if (!notice.isEmpty()) {
            header.add(notice);
        }
        toRowStart(wire);
        int headerRows = announce(wire, header);
        List<String> lines = lastLinesThatFit(conversation.lines(), REDRAW_ROWS - headerRows);
        lines.subList(0, lines.size() - 1).forEach(done -> writeLine(wire, done));
        line = CursorLine.restored(charset.shown(lines.get(lines.size() - 1)));
        typeAgain(wire);
        return wire.bytes();
    }

    @Override
    public byte[] release() {
        Wire wire = new Wire(charset);
        freshLine(wire);
        return wire.bytes();
    }

    private void type(Wire wire, int codePoint) {
        if (column() == rowWidth) {
            wire.control(CRLF);
            rowStart = line.length();
        }
        wire.character(codePoint);
        line.append(codePoint);
    }

    private void erase(Wire wire, int count) {
        for (int i = Math.min(count, line.erasable()); i > 0; i--) {
            if (column() > 0) {
                wire.control(ERASE_BEHIND);
                line.dropLast();
            } else {
                // the character is on the row above, out of reach: show what is left of that row again
                line.dropLast();
                rowStart = Math.max(0, line.length() - 1) / rowWidth * rowWidth;
                wire.text(line.tail(rowStart));
            }
        }
    }

    private void entityLine(Wire wire, String text) {
        if (line.isBarePrompt()) {
            wire.control(ERASE_BEHIND);
        } else {
            toRowStart(wire);
        }
        startLine(new CursorLine());
        writeLine(wire, text);
    }

    /** Bracketed lines on lines of their own; returns how many rows they took. */
    private int announce(Wire wire, List<String> notes) {
        int rows = 0;
        for (String note : notes) {
            rows += writeLine(wire, "[" + note + "]");
        }
        return rows;
    }

    /** A whole line of text from the start of a row, wrapped, the cursor left at the start of the next; returns its rows. */
    private int writeLine(Wire wire, String text) {
        List<String> rows = Rows.wrap(charset.shown(text), rowWidth);
        rows.forEach(row -> wire.text(row).control(CRLF));
        return rows.size();
    }

    /** The cursor's line, typed again from a fresh line (after something was printed in between). */
    private void typeAgain(Wire wire) {
        List<String> rows = Rows.wrap(line.text(), rowWidth);
        for (int i = 0; i < rows.size(); i++) {
            wire.control(i > 0 ? CRLF : "").text(rows.get(i));
        }
        rowStart = (rows.size() - 1) * rowWidth;
    }

    /** Ends the cursor's line: a new line starts at the start of a row. */
    private void freshLine(Wire wire) {
        toRowStart(wire);
        startLine(new CursorLine());
    }

    /** Moves the cursor to the start of an empty row, leaving the line as it is. */
    private void toRowStart(Wire wire) {
        if (column() > 0) {
            wire.control(CRLF);
        }
    }

    private void startLine(CursorLine fresh) {
        line = fresh;
        rowStart = 0;
    }

    /** The newest lines that fill at most {@code maxRows} rows, always including the cursor's. */
    private List<String> lastLinesThatFit(List<String> lines, int maxRows) {
        int first = lines.size() - 1;
        int rows = Rows.wrap(charset.shown(lines.get(first)), rowWidth).size();
        while (first > 0) {
            int more = Rows.wrap(charset.shown(lines.get(first - 1)), rowWidth).size();
            if (rows + more > Math.max(1, maxRows)) {
                break;
            }
            rows += more;
            first--;
        }
        return lines.subList(first, lines.size());
    }

    /** Where the cursor is on its row; {@code rowWidth} means the row is full. */
    private int column() {
        return line.length() - rowStart;
    }
}
