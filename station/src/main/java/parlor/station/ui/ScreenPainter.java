package parlor.station.ui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Function;
import parlor.station.screen.StationView;

/** Puts a layout on a Lanterna screen: rows as given, the last in reverse video, the cursor where it belongs. */
public final class ScreenPainter {

    private ScreenPainter() {}

    /** Lays out for the screen's current size (after any resize) and draws only what changed. */
    public static void paint(TerminalScreen screen, Function<TerminalSize, StationView.Layout> layoutFor) {
        try {
            TerminalSize resized = screen.doResizeIfNecessary();
            TerminalSize size = resized != null ? resized : screen.getTerminalSize();
            StationView.Layout layout = layoutFor.apply(size);
            TextGraphics graphics = screen.newTextGraphics();
            for (int row = 0; row < layout.rows().size(); row++) {
                String text = layout.rows().get(row);
                String padded = text + " ".repeat(Math.max(0, size.getColumns() - text.length()));
                if (row == layout.rows().size() - 1) {
                    graphics.putString(0, row, padded, SGR.REVERSE);
                } else {
                    graphics.putString(0, row, padded);
                }
            }
            screen.setCursorPosition(
                    layout.cursorVisible() ? new TerminalPosition(layout.cursorColumn(), layout.cursorRow()) : null);
            screen.refresh(Screen.RefreshType.DELTA);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot draw on the terminal", e);
        }
    }
}
