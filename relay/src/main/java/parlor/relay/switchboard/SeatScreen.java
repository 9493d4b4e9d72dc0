package parlor.relay.switchboard;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Viewer;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/**
 * What everyone at a seat is shown of one conversation: the screen, kept so that whoever arrives
 * later gets it drawn whole, and the status line (the judge's number and a notice). Each
 * conversation at a seat has its own; they share the seat's {@link SeatViewers}. Used under the
 * owning session's lock.
 */
final class SeatScreen {

    private final SeatViewers viewers;
    private final IntSupplier judge;
    private final List<ScreenEvent> history = new ArrayList<>();
    private String notice = "";
    /** Read without the seat's lock by the tick's glance; written under it. */
    private volatile boolean recordTrouble;

    SeatScreen(SeatViewers viewers, IntSupplier judge, List<ScreenEvent> recovered) {
        this.viewers = viewers;
        this.judge = judge;
        history.addAll(recovered);
    }

    /** A change to the screen: kept, and sent to everyone looking now. */
    void show(ScreenEvent event) {
        history.add(event);
        send(new LinkMessage.Draw(event));
    }

    private void send(LinkMessage.Data message) {
        viewers.send(message);
    }

    private LinkMessage.Status status() {
        return new LinkMessage.Status(judge.getAsInt(), shownNotice());
    }

    /** While the record cannot be written, that is what the status line says, over any other notice. */
    private String shownNotice() {
        return recordTrouble ? Seat.RECORD_TROUBLE : notice;
    }

    /** The record is failing, or written again: the status line says so, or goes back to its notice. */
    void recordTrouble(boolean failing) {
        if (failing != recordTrouble) {
            recordTrouble = failing;
            sendStatus();
        }
    }

    boolean showsRecordTrouble() {
        return recordTrouble;
    }

    /** The status line drawn again: the judge, or the notice, has changed. */
    void sendStatus() {
        send(status());
    }

    /** A new notice on the status line; sent only if it differs from the last. */
    void notice(String text) {
        if (!text.equals(notice)) {
            notice = text;
            if (!recordTrouble) {
                sendStatus();
            }
        }
    }

    String notice() {
        return notice;
    }

    void clear() {
        send(new LinkMessage.Draw(new ScreenEvent.Clear()));
    }

    /** Everything drawn again for a station that is not picking up where it left off. */
    void redrawStation() {
        clear();
        history.forEach(event -> send(new LinkMessage.Draw(event)));
        sendStatus();
        viewers.roundClock().ifPresent(this::send);
    }

    void redraw(PlainViewer terminal) {
        terminal.redraw(screen(), judge.getAsInt(), shownNotice());
    }

    /** A watcher sees the conversation so far and everything after; an audience wall, all of it {@code delay} later. */
    LinkMessage.Welcome watch(
            Viewer watcher, java.time.Duration delay, String relayEpoch, String proof, String contestName) {
        List<LinkMessage.Data> state = new ArrayList<>(List.of(status()));
        viewers.roundClock().ifPresent(state::add);
        return viewers.watchers.add(watcher, delay, history, state, relayEpoch, proof, contestName);
    }

    /** Everything drawn since the screen was last cleared. */
    List<ScreenEvent> history() {
        return history;
    }

    List<String> lines() {
        return screen().lines();
    }

    private Screen screen() {
        Screen screen = new Screen();
        screen.applyAll(history);
        return screen;
    }
}
