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
    public record Layout(List<String> rows, int cursorColumn, int cursorRow, boolean cursorVisible) {}

    private StationView() {}

    /** The bottom line's text, given how far back the view is scrolled and how far it could be. */
    @FunctionalInterface
    public interface StatusLine {
        String text(int scroll, int maxScroll);
    }

    public static Layout layout(StationState state, int columns, int rows) {
        return layout(
                state.conversation(),
                state.scrollBack(),
                (scroll, max) -> statusLine(state, columns, scroll, max),
                columns,
                rows);
    }

    /** Any conversation screen with any status line: the station's, or a replay's. */
    public static Layout layout(
            parlor.transcripts.screen.Screen conversation, int scrollBack, StatusLine status, int columns, int rows) {
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

    /**
     * Terminal, judge, round and time left, the link, any notice, and the key hints; at 80 columns
     * the least important give way first (see {@link parlor.relay.plain.StatusLine}), and no word is cut in half.
     */
    static String statusLine(StationState state, int columns, int scroll, int maxScroll) {
        String judge = state.judge() < 0 ? "judge --" : String.format("judge %02d", state.judge());
        String round = state.roundLine(state.now());
        String head = " " + (state.watcher() ? "WATCHING " : "") + state.terminal() + "  " + judge
                + (round.isEmpty() ? "" : "  " + round);
        List<String> hints = scroll > 0
                ? List.of("SCROLLED BACK " + scroll + " lines (End: latest) ", "SCROLLED BACK " + scroll + " ", "")
                : List.of(HELP + " ", "");
        return new parlor.relay.plain.StatusLine(
                        head, List.of(state.link(), briefly(state.link())), state.notice(), hints)
                .fit(columns);
    }

    /**
     * The link's state in a few words, for a status line with no room for where the relay is
     * (the station's log has that, with every attempt).
     */
    static String briefly(String link) {
        if (link.equals("connected")) {
            // all is well: with no word about the link, the status line says nothing is wrong
            return "";
        }
        String retrying = link.endsWith("; retrying") ? "; retrying" : "";
        if (link.startsWith("relay unreachable")) {
            return "relay unreachable" + retrying;
        }
        if (link.startsWith("lost the relay")) {
            return "relay lost" + retrying;
        }
        if (link.startsWith("connecting to ")) {
            return "connecting";
        }
        if (link.startsWith("relay said goodbye") || link.startsWith("relay closed the link")) {
            return "relay closed the link" + retrying;
        }
        // a refusal's reason is what the judge must read: it stays, cut between words if need be
        return link;
    }

    private static String fit(String line, int columns) {
        return line.length() > columns ? line.substring(0, columns) : line;
    }
}
