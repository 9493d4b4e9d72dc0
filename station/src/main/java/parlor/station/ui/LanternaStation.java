package parlor.station.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.Terminal;
import java.io.IOException;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.station.screen.StationState;
import parlor.station.screen.StationView;

/**
 * The station's full screen: draws the state the relay's events build up, and turns the judge's
 * keystrokes into keys for the relay. Drawing happens under one lock; input is read on the
 * caller's thread.
 */
public final class LanternaStation implements RelayConnection.Events, AutoCloseable {

    private final TerminalScreen screen;
    private final StationState state;
    private RelayConnection connection;
    private volatile boolean closed;

    public LanternaStation(Terminal terminal, String terminalId) throws IOException {
        this(terminal, terminalId, false);
    }

    /** A watcher's station draws the same screen; its keys are sent only to be counted, never delivered. */
    public LanternaStation(Terminal terminal, String terminalId, boolean watcher) throws IOException {
        this.screen = new TerminalScreen(terminal);
        this.state = new StationState(terminalId, watcher);
        screen.startScreen();
        redraw();
        ClockRedraw.start(this::clockRunning, this::redraw, () -> closed);
    }

    private synchronized boolean clockRunning() {
        return state.clockRunning();
    }

    public void connectTo(RelayConnection relay) {
        this.connection = relay;
    }

    @Override
    public void received(LinkMessage message) {
        synchronized (this) {
            state.apply(message);
        }
        redraw();
    }

    @Override
    public void linkIs(String description) {
        synchronized (this) {
            state.linkIs(description);
        }
        redraw();
    }

    /** Reads keys until the judge quits or the terminal goes away. */
    public void run() throws IOException {
        while (true) {
            KeyStroke stroke = screen.readInput();
            switch (KeyMapping.of(stroke, pageLines())) {
                case KeyMapping.Action.Quit quit -> {
                    return;
                }
                case KeyMapping.Action.Send send -> {
                    synchronized (this) {
                        state.scrollToBottom();
                        state.watcherTyped();
                    }
                    // a watcher's keys too: the relay counts them for its log and never delivers them
                    connection.send(send.key());
                    if (state.watcher()) {
                        redraw();
                    }
                }
                case KeyMapping.Action.Scroll scroll -> {
                    synchronized (this) {
                        state.scroll(scroll.lines());
                    }
                    redraw();
                }
                case KeyMapping.Action.Ignore ignore -> {
                    // a key with no meaning here: nothing to send, nothing to show
                }
            }
        }
    }

    private int pageLines() {
        return Math.max(1, screen.getTerminalSize().getRows() - 2);
    }

    public synchronized void redraw() {
        ScreenPainter.paint(screen, size -> StationView.layout(state, size.getColumns(), size.getRows()));
    }

    /** For tests: the state behind the screen. */
    public synchronized StationState state() {
        return state;
    }

    @Override
    public void close() throws IOException {
        closed = true;
        screen.stopScreen();
    }
}
