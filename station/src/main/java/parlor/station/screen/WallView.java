package parlor.station.screen;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays an audience wall out on a character grid: one pane per terminal, tiled (two side by side,
 * four in a square, up to eight in two rows of four), each a title row and the conversation's
 * latest lines; the last row says what the wall is. Pure, so layouts are tested as text.
 */
public final class WallView {

    /** Panes a wall shows at most: beyond that the text is too small to read across a room. */
    public static final int MOST_PANES = 8;

    private static final char RULE = '\u2502';

    /** The rows to draw, and which of them are drawn in reverse video (titles and the last row). */
    public record Layout(List<String> rows, boolean[] reversed) {}

    private WallView() {}

    /** How many panes across for {@code panes} of them: 1, 2, 2, 2, 3, 3, 4, 4. */
    static int across(int panes) {
        return panes <= 1 ? 1 : panes <= 4 ? 2 : panes <= 6 ? 3 : 4;
    }

    public static Layout layout(List<StationState> panes, String footer, int columns, int rows) {
        int across = across(panes.size());
        int down = Math.max(1, (panes.size() + across - 1) / across);
        int width = Math.max(1, (columns - (across - 1)) / across);
        int height = Math.max(2, (rows - 1) / down);
        List<StringBuilder> out = new ArrayList<>();
        boolean[] reversed = new boolean[rows];
        for (int r = 0; r < rows; r++) {
            out.add(new StringBuilder());
        }
        for (int i = 0; i < panes.size(); i++) {
            int top = (i / across) * height;
            List<String> pane = pane(panes.get(i), width, height);
            reversed[Math.min(rows - 1, top)] = true;
            for (int r = 0; r < height && top + r < rows - 1; r++) {
                StringBuilder row = out.get(top + r);
                if (i % across > 0) {
                    row.append(RULE);
                }
                row.append(pane.get(r));
            }
        }
        out.get(rows - 1).append(fit(footer, columns));
        reversed[rows - 1] = true;
        List<String> drawn = out.stream().map(StringBuilder::toString).toList();
        return new Layout(drawn, reversed);
    }

    /**
     * One pane: its title, then whatever was revealed (kept in sight), then the conversation's last
     * lines as they come, padded to the pane's size.
     */
    static List<String> pane(StationState state, int width, int height) {
        List<String> pane = new ArrayList<>();
        pane.add(pad(title(state, width), width));
        if (!state.revealed().isEmpty()) {
            StationView.wrap(List.of(state.revealed().split("\n")), width).forEach(line -> pane.add(pad(line, width)));
            pane.add("-".repeat(width));
        }
        List<String> body = StationView.wrap(state.conversation().lines(), width);
        int room = Math.max(0, height - pane.size());
        body.subList(Math.max(0, body.size() - room), body.size()).forEach(line -> pane.add(pad(line, width)));
        while (pane.size() < height) {
            pane.add(" ".repeat(width));
        }
        return pane.subList(0, height);
    }

    /**
     * "T1  judge 01  round 2/4 left 4:31", and the link's trouble, if any, in a few words; in a
     * narrow pane the judge is "J01", so the time left is not cut off.
     */
    static String title(StationState state, int width) {
        String round = state.roundLine(state.now());
        String link = StationView.briefly(state.link());
        String after = (round.isEmpty() ? "" : "  " + round) + (link.isEmpty() ? "" : "  " + link);
        boolean seated = state.judge() >= 0;
        String full =
                " " + state.terminal() + "  " + (seated ? String.format("judge %02d", state.judge()) : "judge --");
        if ((full + after).length() <= width) {
            return full + after;
        }
        return " " + state.terminal() + " " + (seated ? String.format("J%02d", state.judge()) : "J--") + after;
    }

    private static String pad(String text, int width) {
        String cut = fit(text, width);
        return cut + " ".repeat(width - cut.length());
    }

    private static String fit(String line, int columns) {
        return line.length() > columns ? line.substring(0, columns) : line;
    }
}
