package parlor.station.screen;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays a station's state out on a character grid: the conversation fills the screen from the top
 * and scrolls, the last row is the status line. Pure, so layouts are tested as text.
 */
public final class StationView {

    private static final String HELP = "PgUp/PgDn scroll  Ctrl-] quit";

    /** The rows to draw, where the cursor goes, and whether it shows (not while scrolled back). */
    public record Layout(List<String> rows, int cursorColumn, int cursorRow, boolean cursorVisible) {
    }

    private StationView() {
    }

    /** The bottom line's text, given how far back the view is scrolled and how far it could be. */
    @FunctionalInterface
    public interface StatusLine {
        String text(int scroll, int maxScroll);
    }

    public static Layout layout(StationState state, int columns, int rows) {
        return layout(state.conversation(), state.scrollBack(), (scroll, max) -> statusLine(state, columns, scroll, max), columns, rows);
    }

    /** Any conversation screen with any status line: the station's, or a replay's. */
    public static Layout layout(parlor.transcripts.screen.Screen conversation, int scrollBack, StatusLine status, int columns, int rows) {
        List<String> wrapped = wrap(conversation.lines(), columns);
        int height = Math.max(1, rows - 1);
        int maxScroll = Math.max(0, wrapped.size() - height);
        int scroll = Math.min(scrollBack, maxScroll);
        int end = wrapped.size() - scroll;
        int start = Math.max(0, end - height);
        List<String> out = new ArrayList<>(wrapped.subList(start, end));
        int cursorRow = out.size() - 1;
        int cursorColumn = Math.min(out.get(cursorRow).length(), columns - 1);
        while (out.size() < height) {
            out.add("");
        }
        out.add(fit(status.text(scroll, maxScroll), columns));
        return new Layout(out, cursorColumn, cursorRow, scroll == 0);
    }

    /** Hard-wraps every line to the width; the last wrapped piece of the last line holds the cursor. */
    static List<String> wrap(List<String> lines, int columns) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            int at = 0;
            do {
                out.add(line.substring(at, Math.min(line.length(), at + columns)));
                at += columns;
            } while (at < line.length());
        }
        return out;
    }

    static String statusLine(StationState state, int columns, int scroll, int maxScroll) {
        String judge = state.judge() < 0 ? "judge --" : String.format("judge %02d", state.judge());
        String round = state.roundLine(state.now());
        String left = " " + (state.watcher() ? "WATCHING " : "") + state.terminal() + "  " + judge + (round.isEmpty() ? "" : "  " + round)
            + "  " + state.link();
        if (!state.notice().isEmpty()) {
            left += "  | " + state.notice();
        }
        String right = scroll > 0 ? "SCROLLED BACK " + scroll + " lines (End: latest) " : HELP + " ";
        if (left.length() + right.length() + 1 > columns) {
            right = "";
        }
        return left + " ".repeat(Math.max(1, columns - left.length() - right.length())) + right;
    }

    private static String fit(String line, int columns) {
        return line.length() > columns ? line.substring(0, columns) : line;
    }
}
