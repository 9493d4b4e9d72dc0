package parlor.relay.plain;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/**
 * {@code mode: ansi}: the 1996 screen on an 80x24 VT100, laid out as the Parlor station lays it
 * out. Rows 1-23 are a scrolling region (DECSTBM) holding the conversation, from the top, hard-
 * wrapped at 80 columns; row 24 is a status line in reverse video: the terminal, the judge
 * ({@code judge 04}, {@code judge --}) and any notice, cut between words to fit ({@link StatusLine}).
 *
 * <p>Only VT100 sequences are used (no colour, no xterm extensions), and the writer never relies
 * on the terminal's own line wrapping or on how it treats the last column: it wraps with CR LF
 * itself and erases a full row's last character by moving there explicitly. Characters count as
 * one column each; East Asian wide characters will misalign.
 *
 * <p>Echo appears as typed, an erase is BS SP BS, {@code >} starts a fresh line, and a reply
 * takes the place of a prompt nobody typed at, as in {@link Screen}. See {@link PlainScreen} for
 * when to call what.
 */
public final class AnsiScreenWriter implements PlainScreen {

    public static final int COLUMNS = 80;
    public static final int ROWS = 24;
    /** Rows 1..23 scroll with the conversation; row 24 is the status line. */
    public static final int CONVERSATION_ROWS = ROWS - 1;

    private static final String ESC = "\u001b";
    private static final String CRLF = "\r\n";
    private static final String ERASE_BEHIND = "\b \b";
    private static final String TO_LAST_COLUMN = ESC + "[" + (COLUMNS - 1) + "C";
    private static final String CLEAR_TO_END_OF_ROW = ESC + "[K";
    private static final String UP = ESC + "[A";
    private static final String HOME = ESC + "[H";
    private static final String NORMAL = ESC + "[0m";
    private static final String REVERSE = ESC + "[7m";
    private static final String SAVE_CURSOR = ESC + "7";
    private static final String RESTORE_CURSOR = ESC + "8";
    private static final String STATUS_ROW = ESC + "[" + ROWS + ";1H";
    /** Attributes off, origin mode off (rows count from the top), conversation rows scroll, screen cleared. */
    private static final String SET_UP = NORMAL + ESC + "[?6l" + ESC + "[1;" + CONVERSATION_ROWS + "r" + ESC + "[2J";
    /** The whole screen scrolls again, and the status line moves up out of the way of what comes next. */
    private static final String RELEASE = NORMAL + ESC + "[r" + STATUS_ROW + CRLF;

    private final String terminal;
    private final TerminalCharset charset;
    private CursorLine line = new CursorLine();
    private boolean setUp;
    private int judge = LineDiscipline.NO_JUDGE;
    private String notice = "";

    /** @param terminal the terminal's id, shown at the left of the status line */
    public AnsiScreenWriter(String terminal, TerminalCharset charset) {
        this.terminal = Objects.requireNonNull(terminal, "terminal");
        this.charset = Objects.requireNonNull(charset, "charset");
    }

    /** If nothing was drawn yet, the terminal is set up first (as by an empty {@link #redrawAll}). */
    @Override
    public byte[] draw(ScreenEvent event) {
        Wire wire = new Wire(charset);
        if (!(event instanceof ScreenEvent.Clear)) {
            setUpIfNew(wire); // a clear sets the terminal up anyway
        }
        switch (event) {
            case ScreenEvent.Echo echo -> echo(wire, echo.text());
            case ScreenEvent.Erase erase -> erase(wire, erase.count());
            case ScreenEvent.NewLine ignored -> {
                wire.control(CRLF);
                line.clear();
            }
            case ScreenEvent.Prompt ignored -> {
                if (!line.isEmpty()) {
                    wire.control(CRLF);
                }
                wire.text(Screen.PROMPT);
                line.startPrompt();
            }
            case ScreenEvent.EntityLine entity -> entityLine(wire, entity.text());
            case ScreenEvent.EntityType typed -> {
                // a reply typed as it comes: a prompt nobody typed at gives way to it, as for whole lines
                if (line.isBarePrompt()) {
                    wire.control("\r" + CLEAR_TO_END_OF_ROW);
                    line.clear();
                }
                echo(wire, typed.text());
            }
            case ScreenEvent.Clear ignored -> redraw(wire, List.of(""));
        }
        return wire.bytes();
    }

    /** Redraws the status line only when the judge or notice changed; empty otherwise. */
    @Override
    public byte[] status(int judge, String notice) {
        Objects.requireNonNull(notice, "notice");
        if (setUp && judge == this.judge && notice.equals(this.notice)) {
            return new byte[0];
        }
        this.judge = judge;
        this.notice = notice;
        Wire wire = new Wire(charset);
        if (setUp) {
            statusLine(wire);
        } else {
            redraw(wire, List.of(""));
        }
        return wire.bytes();
    }

    /** Clears the screen and shows the last 23 rows of the conversation, the cursor at its end, and the status line. */
    @Override
    public byte[] redrawAll(Screen conversation, int judge, String notice) {
        this.judge = judge;
        this.notice = Objects.requireNonNull(notice, "notice");
        Wire wire = new Wire(charset);
        redraw(wire, conversation.lines());
        return wire.bytes();
    }

    @Override
    public byte[] release() {
        setUp = false;
        line = new CursorLine();
        return new Wire(charset).control(RELEASE).bytes();
    }

    private void setUpIfNew(Wire wire) {
        if (!setUp) {
            redraw(wire, List.of(""));
        }
    }

    private void redraw(Wire wire, List<String> lines) {
        wire.control(SET_UP);
        statusLine(wire);
        wire.control(HOME);
        List<String> rows = new ArrayList<>();
        lines.forEach(each -> rows.addAll(Rows.wrap(charset.shown(each), COLUMNS)));
        List<String> visible = rows.subList(Math.max(0, rows.size() - CONVERSATION_ROWS), rows.size());
        for (int i = 0; i < visible.size(); i++) {
            wire.control(i > 0 ? CRLF : "").text(visible.get(i));
        }
        line = CursorLine.restored(charset.shown(lines.get(lines.size() - 1)));
        setUp = true;
    }

    private void statusLine(Wire wire) {
        // what the charset shows, fitted: a '?' for a character it cannot send is a column like any other
        String text = new StatusLine(
                        charset.shown(" " + terminal + "  " + Rows.judge(judge)),
                        List.of(),
                        charset.shown(notice),
                        List.of())
                .fit(COLUMNS);
        wire.control(SAVE_CURSOR + STATUS_ROW + REVERSE)
                .text(Rows.fit(text, COLUMNS))
                .control(NORMAL + RESTORE_CURSOR);
    }

    private void echo(Wire wire, String text) {
        charset.shown(text).codePoints().forEach(codePoint -> {
            if (column() == COLUMNS) {
                wire.control(CRLF);
            }
            wire.character(codePoint);
            line.append(codePoint);
        });
    }

    private void erase(Wire wire, int count) {
        for (int i = Math.min(count, line.erasable()); i > 0; i--) {
            int column = column();
            // at a full row's end the cursor may be waiting to wrap, where terminals disagree about BS
            wire.control(column == COLUMNS ? "\r" + TO_LAST_COLUMN + CLEAR_TO_END_OF_ROW : ERASE_BEHIND);
            line.dropLast();
            if (column == 1 && !line.isEmpty()) {
                // the row just emptied was a continuation: wait at the end of the full row above, as the station does
                wire.control(UP + TO_LAST_COLUMN);
            }
        }
    }

    private void entityLine(Wire wire, String text) {
        if (line.isBarePrompt()) {
            wire.control("\r" + CLEAR_TO_END_OF_ROW);
        } else if (!line.isEmpty()) {
            wire.control(CRLF);
        }
        for (String row : Rows.wrap(charset.shown(text), COLUMNS)) {
            wire.text(row).control(CRLF);
        }
        line.clear();
    }

    /** Where the cursor is on its row, 1..80 once the line has text; 80 means the row is full. */
    private int column() {
        return line.isEmpty() ? 0 : (line.length() - 1) % COLUMNS + 1;
    }
}
