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
 * read-only link, drawn as the relay sends it (which is the delay after the judge saw it). Its
 * panes may come after it is up (once the relay has said which terminals the contest has); until
 * then the last row says what it waits for. Nothing typed here goes anywhere; Ctrl-] leaves.
 */
public final class LanternaWall implements AutoCloseable {

    private final TerminalScreen screen;
    private final List<StationState> panes = new ArrayList<>();
    private String footer;
    private volatile boolean closed;

    /** A wall with no panes yet, {@code footer} on its last row. */
    public LanternaWall(Terminal terminal, String footer) throws IOException {
        this.screen = new TerminalScreen(terminal);
        this.footer = footer;
        screen.startScreen();
        redraw();
        ClockRedraw.start(this::clockRunning, this::redraw, () -> closed);
    }

    /**
     * Tiles a pane for each of {@code terminals}, {@code footer} on the last row; returns, for each
     * pane in the same order, where its link reports what it hears.
     */
    public List<RelayConnection.Events> show(List<String> terminals, String footer) {
        List<RelayConnection.Events> events = new ArrayList<>();
        synchronized (this) {
            panes.clear();
            terminals.forEach(id -> panes.add(new StationState(id, true)));
            this.footer = footer;
            panes.forEach(pane -> events.add(eventsOf(pane)));
        }
        redraw();
        return events;
    }

    /** The last row says something new (what the wall is waiting for). */
    public void footer(String text) {
        synchronized (this) {
            footer = text;
        }
        redraw();
    }

    private RelayConnection.Events eventsOf(StationState pane) {
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
