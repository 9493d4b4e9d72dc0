package parlor.relay.switchboard;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;

/**
 * A judge's terminal and a confederate's desk, joined: each is the other's entity. What the judge
 * sends appears on the desk as the other side's lines; what the confederate sends reaches the judge
 * as a reply, through the same sanitiser as any program's. The judge's typing is shown on the desk
 * as it happens. Deliveries run on the link's own thread, in order, so neither session ever waits
 * for the other's lock.
 */
final class ConfederateLink {

    private final ExecutorService deliveries = Executors.newSingleThreadExecutor(Thread.ofVirtual().name("confederate-link").factory());
    private volatile EntityListener judgeSide;
    private volatile TerminalSession desk;

    /** The entity the judge's terminal talks to: the confederate. */
    final Entity forJudge = new Entity() {
        @Override
        public void start(EntityListener listener) {
            judgeSide = listener;
        }

        @Override
        public void judgeSaid(String message) {
            deliveries.execute(() -> desk.replied(message));
        }

        @Override
        public void judgeChanged(int judge) {
            deliveries.execute(() -> desk.otherSide("judge " + String.format("%02d", judge) + " sat down"));
        }

        @Override
        public void judgeTyping(int finishedLines, String currentLine) {
            String lines = finishedLines == 0 ? "" : " (" + finishedLines + " line" + (finishedLines == 1 ? "" : "s") + " so far)";
            deliveries.execute(() -> desk.otherSide(currentLine.isEmpty() && finishedLines == 0 ? "" : "judge typing" + lines + ": " + currentLine));
        }

        @Override
        public void close() {
            deliveries.shutdown();
        }
    };

    /** The entity the confederate's desk talks to: the judge. */
    final Entity forDesk = new Entity() {
        @Override
        public void start(EntityListener listener) {
            // the desk is known already: it is the session that starts this
        }

        @Override
        public void judgeSaid(String message) {
            // at the desk, the "judge" is the confederate: their message is the reply
            deliveries.execute(() -> judgeSide.replied(message));
        }

        @Override
        public void close() {
            // closed with the judge's side
        }
    };

    void deskIs(TerminalSession session) {
        this.desk = session;
    }
}
