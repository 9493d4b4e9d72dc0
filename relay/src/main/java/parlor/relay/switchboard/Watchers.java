package parlor.relay.switchboard;

import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.LinkSession;
import parlor.relay.link.Viewer;
import parlor.transcripts.screen.ScreenEvent;

/**
 * A terminal's read-only onlookers, each with its own numbering: they get the conversation so far
 * and everything after, and nothing they send has any effect. Used under the session's lock.
 */
final class Watchers {

    private final String terminal;
    private final Clock clock;
    private final Map<Viewer, LinkSession> watching = new LinkedHashMap<>();
    /** Read without the session's lock by the relay's tick, which passes over seats nobody watches. */
    private volatile boolean any;

    Watchers(String terminal, Clock clock) {
        this.terminal = terminal;
        this.clock = clock;
    }

    /** A new watcher: the whole screen so far, then the status; returns the welcome it was sent. */
    LinkMessage.Welcome add(
            Viewer watcher,
            List<ScreenEvent> history,
            LinkMessage.Status status,
            String relayEpoch,
            String proof,
            String contest) {
        LinkSession own = new LinkSession();
        watching.put(watcher, own);
        any = true;
        LinkMessage.Welcome welcome = new LinkMessage.Welcome(terminal, relayEpoch, 0, true, proof, contest);
        List<Frame> frames = new ArrayList<>();
        frames.add(own.stamp(welcome, clock.instant()));
        frames.add(own.stamp(new LinkMessage.Draw(new ScreenEvent.Clear()), clock.instant()));
        history.forEach(event -> frames.add(own.stamp(new LinkMessage.Draw(event), clock.instant())));
        frames.add(own.stamp(status, clock.instant()));
        watcher.write(frames);
        return welcome;
    }

    void remove(Viewer watcher) {
        watching.remove(watcher);
        any = !watching.isEmpty();
    }

    boolean any() {
        return any;
    }

    /** A frame from a watcher: acknowledged, and nothing more; its keys are counted and logged once by its link, as it leaves. */
    void from(Viewer watcher, Frame frame, String peer) {
        LinkSession own = watching.get(watcher);
        if (own != null) {
            own.receive(frame, clock.instant());
        }
    }

    void send(LinkMessage.Data message) {
        if (watching.isEmpty()) {
            return; // as almost always: the lambda below was 110 bytes of garbage a key
        }
        watching.forEach((watcher, own) -> watcher.write(List.of(own.stamp(message, clock.instant()))));
    }

    void tick(java.time.Instant now) {
        if (watching.isEmpty()) {
            return;
        }
        watching.forEach((watcher, own) -> {
            List<Frame> theirs = own.tick(now);
            if (!theirs.isEmpty()) {
                watcher.write(theirs);
            }
        });
    }
}
