package parlor.system;

import java.util.List;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.station.screen.StationState;

/** A station without a screen: the real link and state, read back by tests. */
class HeadlessStation implements RelayConnection.Events {

    private final StationState state;
    private final String terminal;
    /** Every line of text ever drawn here, typed or shown, in the order it came: what an onlooker has seen, cleared or not. */
    private final List<String> drawn = new java.util.ArrayList<>();

    HeadlessStation(String terminal) {
        this.terminal = terminal;
        state = new StationState(terminal);
    }

    @Override
    public synchronized void received(LinkMessage message) {
        state.apply(message);
        if (message instanceof LinkMessage.Draw draw) {
            switch (draw.event()) {
                case parlor.transcripts.screen.ScreenEvent.Echo echo -> drawn.add(echo.text());
                case parlor.transcripts.screen.ScreenEvent.EntityLine line -> drawn.add(line.text());
                case parlor.transcripts.screen.ScreenEvent.EntityType typed -> drawn.add(typed.text());
                default -> {
                    // no text
                }
            }
        }
    }

    @Override
    public synchronized void linkIs(String description) {
        state.linkIs(description);
    }

    /** This station's link to the relay at {@code address}, started, in {@code role} ({@code judge}, {@code confederate}), with no key. */
    RelayConnection connect(parlor.relay.link.HostPort address, String role) {
        return new RelayConnection(
                        RelayConnection.Dialer.tcp(address),
                        terminal,
                        role,
                        java.util.Optional.empty(),
                        this,
                        java.time.Clock.systemUTC())
                .start();
    }

    String terminal() {
        return terminal;
    }

    synchronized List<String> lines() {
        return state.conversation().lines();
    }

    /** Every piece of text ever drawn on this station, whether still on its screen or not. */
    synchronized List<String> everDrawn() {
        return List.copyOf(drawn);
    }

    /** This station's screen as an audience wall's pane shows it, {@code columns} by {@code rows} (the last row the wall's own). */
    synchronized List<String> asWallPane(int columns, int rows) {
        return parlor.station.screen.WallView.layout(List.of(state), "", columns, rows)
                .rows();
    }

    synchronized String link() {
        return state.link();
    }

    /** The round as the status line shows it: {@code round 1/4 left 5:00}. */
    synchronized String roundLine() {
        return state.roundLine(state.now());
    }

    synchronized String notice() {
        return state.notice();
    }

    synchronized int judge() {
        return state.judge();
    }

    /** The status line as an 80-column station draws it. */
    synchronized String statusLine() {
        return parlor.station.screen.StationView.layout(state, 80, 24).rows().getLast();
    }
}
