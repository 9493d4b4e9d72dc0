package parlor.station.ui;

import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.Terminal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.station.screen.StationState;
import parlor.station.screen.WallView;

/**
 * The audience wall's full screen: every terminal's conversation at once, each from its own
 * read-only link, drawn as the relay sends it (which is the delay after the judge saw it). Nothing
 * typed here goes anywhere; Ctrl-] leaves.
 */
public final class LanternaWall implements AutoCloseable {

    private final TerminalScreen screen;
    private final List<StationState> panes = new ArrayList<>();
    private final String footer;
    private volatile boolean closed;

    public LanternaWall(Terminal terminal, List<String> terminals) throws IOException {
        this.screen = new TerminalScreen(terminal);
        terminals.forEach(id -> panes.add(new StationState(id, true)));
        this.footer = " AUDIENCE  " + String.join(" ", terminals) + "  read-only, delayed by the relay  Ctrl-] quit";
        screen.startScreen();
        redraw();
        ClockRedraw.start(this::clockRunning, this::redraw, () -> closed);
    }

    /** What the link of pane {@code index} reports goes to that pane. */
    public RelayConnection.Events pane(int index) {
        StationState pane = panes.get(index);
        return new RelayConnection.Events() {
            @Override
            public void received(LinkMessage message) {
                synchronized (LanternaWall.this) {
                    pane.apply(message);
                }
                redraw();
            }

            @Override
            public void linkIs(String description) {
                synchronized (LanternaWall.this) {
                    pane.linkIs(description);
                }
                redraw();
            }
        };
    }

    private synchronized boolean clockRunning() {
        return panes.stream().anyMatch(StationState::clockRunning);
    }

    /** Reads keys until Ctrl-] or the terminal goes away; every other key is ignored. */
    public void run() throws IOException {
        while (true) {
            if (KeyMapping.of(screen.readInput(), 1) instanceof KeyMapping.Action.Quit) {
                return;
            }
        }
    }

    public synchronized void redraw() {
        if (!closed) {
            ScreenPainter.paintWall(screen, size -> WallView.layout(panes, footer, size.getColumns(), size.getRows()));
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        screen.stopScreen();
    }
}
