package parlor.station.ui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntPredicate;
import parlor.station.screen.StationView;
import parlor.station.screen.WallView;

/**
 * Puts a layout on a Lanterna screen: rows as given, the status rows in reverse video, the cursor
 * where it belongs. A station and an audience wall are drawn by the same code.
 */
public final class ScreenPainter {

    private ScreenPainter() {}

    /** Lays out for the screen's current size (after any resize) and draws only what changed. */
    public static void paint(TerminalScreen screen, Function<TerminalSize, StationView.Layout> layoutFor) {
        TerminalSize size = sizeAfterResize(screen);
        StationView.Layout layout = layoutFor.apply(size);
        int last = layout.rows().size() - 1;
        draw(
                screen,
                size,
                layout.rows(),
                row -> row == last,
                layout.cursorVisible() ? new TerminalPosition(layout.cursorColumn(), layout.cursorRow()) : null);
    }

    /** An audience wall: its panes' titles and its last row reversed, and no cursor (nobody types there). */
    public static void paintWall(TerminalScreen screen, Function<TerminalSize, WallView.Layout> layoutFor) {
        TerminalSize size = sizeAfterResize(screen);
        WallView.Layout layout = layoutFor.apply(size);
        draw(screen, size, layout.rows(), row -> row < layout.reversed().length && layout.reversed()[row], null);
    }

    private static TerminalSize sizeAfterResize(TerminalScreen screen) {
        TerminalSize resized = screen.doResizeIfNecessary();
        return resized != null ? resized : screen.getTerminalSize();
    }

    private static void draw(
            TerminalScreen screen,
            TerminalSize size,
            List<String> rows,
            IntPredicate reversed,
            TerminalPosition cursor) {
        try {
            TextGraphics graphics = screen.newTextGraphics();
            for (int row = 0; row < rows.size(); row++) {
                String text = rows.get(row);
                String padded = text + " ".repeat(Math.max(0, size.getColumns() - text.length()));
                if (reversed.test(row)) {
                    graphics.putString(0, row, padded, SGR.REVERSE);
                } else {
                    graphics.putString(0, row, padded);
                }
            }
            screen.setCursorPosition(cursor);
            screen.refresh(Screen.RefreshType.DELTA);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot draw on the terminal", e);
        }
    }
}
