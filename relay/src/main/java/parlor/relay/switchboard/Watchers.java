package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
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
 * and everything after, as the {@link RoomScreen} shows it (no review; a conversation kept in sight
 * through the waiting screens after it), and nothing they send has any effect. An audience wall's link sees it all
 * {@code delay} later than the judge, welcome apart: what it is sent waits here until then, so no
 * word reaches the room before the judge has read it. Used under the session's lock.
 */
final class Watchers {

    private final String terminal;
    private final Clock clock;
    private final Map<Viewer, Onlooker> watching = new LinkedHashMap<>();
    private final RoomScreen room = new RoomScreen();
    /** Read without the session's lock by the relay's tick, which passes over seats nobody watches. */
    private volatile boolean any;

    private LinkMessage.Reveal revealed;

    /** One onlooker's numbering, and what waits for its delay to pass (empty for a watcher, who has none). */
    private record Onlooker(LinkSession own, Duration delay, ArrayDeque<Held> held) {
        boolean delayed() {
            return !delay.isZero();
        }
    }

    private record Held(Instant due, LinkMessage.Data message) {}

    Watchers(String terminal, Clock clock) {
        this.terminal = terminal;
        this.clock = clock;
    }

    /** A new onlooker: the whole screen so far, then the status, {@code delay} later; returns the welcome it was sent. */
    LinkMessage.Welcome add(
            Viewer watcher,
            Duration delay,
            List<ScreenEvent> history,
            List<LinkMessage.Data> state,
            String relayEpoch,
            String proof,
            String contest) {
        Onlooker onlooker = new Onlooker(new LinkSession(), delay, new ArrayDeque<>());
        watching.put(watcher, onlooker);
        any = true;
        LinkMessage.Welcome welcome = new LinkMessage.Welcome(terminal, relayEpoch, 0, true, proof, contest);
        watcher.write(List.of(onlooker.own().stamp(welcome, clock.instant())));
        List<LinkMessage.Data> screen = new ArrayList<>();
        screen.add(new LinkMessage.Draw(new ScreenEvent.Clear()));
        room.screen(history).forEach(event -> screen.add(new LinkMessage.Draw(event)));
        screen.addAll(state);
        if (revealed != null && !delay.isZero()) {
            screen.add(revealed);
        }
        screen.forEach(message -> send(watcher, onlooker, message));
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
        Onlooker onlooker = watching.get(watcher);
        if (onlooker != null) {
            onlooker.own().receive(frame, clock.instant());
        }
    }

    void send(LinkMessage.Data message) {
        if (watching.isEmpty()) {
            return; // as almost always: the lambda below was 110 bytes of garbage a key
        }
        if (message instanceof LinkMessage.Draw draw) {
            for (ScreenEvent event : room.drawn(draw.event())) {
                LinkMessage.Draw shown = event == draw.event() ? draw : new LinkMessage.Draw(event);
                watching.forEach((watcher, onlooker) -> send(watcher, onlooker, shown));
            }
            return;
        }
        watching.forEach((watcher, onlooker) -> send(watcher, onlooker, message));
    }

    /** The seat goes on from a conversation whose screen was {@code history} to {@code next}: see {@link RoomScreen}. */
    void handOver(List<ScreenEvent> history, Route next) {
        room.handOver(history, RoomScreen.Shows.of(next));
    }

    /**
     * Who sat at this terminal, once the operator reveals it: told only to audience walls, after the
     * same delay as the rest, and to any wall that comes later.
     */
    void reveal(LinkMessage.Reveal reveal) {
        revealed = reveal;
        watching.forEach((watcher, onlooker) -> {
            if (onlooker.delayed()) {
                send(watcher, onlooker, reveal);
            }
        });
    }

    private void send(Viewer watcher, Onlooker onlooker, LinkMessage.Data message) {
        Instant now = clock.instant();
        if (onlooker.delayed()) {
            onlooker.held().add(new Held(now.plus(onlooker.delay()), message));
        } else {
            watcher.write(List.of(onlooker.own().stamp(message, now)));
        }
    }

    void tick(Instant now) {
        if (watching.isEmpty()) {
            return;
        }
        watching.forEach((watcher, onlooker) -> {
            List<Frame> theirs = new ArrayList<>();
            while (!onlooker.held().isEmpty() && !onlooker.held().peek().due().isAfter(now)) {
                theirs.add(onlooker.own().stamp(onlooker.held().poll().message(), now));
            }
            theirs.addAll(onlooker.own().tick(now));
            if (!theirs.isEmpty()) {
                watcher.write(theirs);
            }
        });
    }
}
