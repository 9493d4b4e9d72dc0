package parlor.relay.switchboard;

import java.util.ArrayList;
import java.util.List;
import parlor.relay.contest.EntitySpec;
import parlor.transcripts.screen.ScreenEvent;

/**
 * What a seat's onlookers (watchers and audience walls) see of its screen: the judge's, but never a
 * review's, and a conversation that ends stays in sight until the next begins. A judge's verdicts
 * are their own until the results (2003 rule 45: "Judges will not be allowed to confer with each
 * other or with spectators"), so while a judge reviews, the onlookers go on seeing the conversation
 * just ended; a waiting screen (a break, the end of the contest) is drawn under it rather than over
 * it, so the room can read it against the reveal. Pure; used under the seat's lock.
 */
final class RoomScreen {

    /** What a seat's conversation is, to its onlookers. */
    enum Shows {
        /** A conversation with an entity: shown as the judge sees it. */
        TALK,
        /** Nobody to talk to (a break, the end): its words go under the last conversation. */
        WAITING,
        /** The verdict clerk: nothing of it is shown. */
        REVIEW;

        static Shows of(Route route) {
            // identity: the clerks are two constants (and a record's equals was 30 ms of the demo's start)
            if (route.entity() == EntitySpec.Clerk.VERDICTS) {
                return REVIEW;
            }
            return route.readOnly() ? WAITING : TALK;
        }
    }

    /** Between the last conversation and the words of a waiting screen under it. */
    static final ScreenEvent BETWEEN = new ScreenEvent.EntityLine("");

    /** The last conversation as it stood when it ended; empty until one has. */
    private List<ScreenEvent> lastTalk = List.of();

    private Shows shows = Shows.WAITING;

    /**
     * The seat goes on from a conversation whose screen was {@code history} to one that {@code next}
     * shows: a conversation with an entity is kept, for whatever follows it to be drawn under.
     */
    void handOver(List<ScreenEvent> history, Shows next) {
        if (shows == Shows.TALK) {
            lastTalk = List.copyOf(history);
        }
        shows = next;
    }

    /** What the onlookers are drawn for {@code event} on the judge's screen: as it is, nothing, or the last conversation first. */
    List<ScreenEvent> drawn(ScreenEvent event) {
        return switch (shows) {
            case TALK -> List.of(event);
            case REVIEW -> List.of();
            case WAITING -> {
                if (!(event instanceof ScreenEvent.Clear clear)) {
                    yield List.of(event);
                }
                List<ScreenEvent> redrawn = new ArrayList<>(List.of(clear));
                redrawn.addAll(screen(List.of()));
                yield redrawn;
            }
        };
    }

    /** The screen an onlooker arriving now is drawn (after a clear), the judge's being {@code history}. */
    List<ScreenEvent> screen(List<ScreenEvent> history) {
        if (shows == Shows.TALK) {
            return history;
        }
        List<ScreenEvent> screen = new ArrayList<>(lastTalk);
        if (shows == Shows.WAITING) {
            if (!lastTalk.isEmpty()) {
                screen.add(BETWEEN);
            }
            screen.addAll(history);
        }
        return screen;
    }
}
