package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.link.Frame;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Viewer;
import parlor.relay.testing.ManualClock;
import parlor.transcripts.screen.ScreenEvent;

/**
 * A watcher sees a terminal at once; an audience wall the same, the contest's delay later, and alone hears the reveal;
 * neither sees a review, and a waiting screen goes under the conversation before it.
 */
class WatchersTest {

    private static final Duration DELAY = Duration.ofSeconds(30);

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-26T10:00:00Z"));
    private final Watchers watchers = new Watchers("T1", clock);
    private final Seen watcher = new Seen();
    private final Seen wall = new Seen();

    @Test
    void theWallIsWelcomedAtOnceButSeesNothingOfTheScreenUntilTheDelayHasPassed() {
        List<ScreenEvent> history = List.of(new ScreenEvent.Prompt());
        watchers.add(watcher, Duration.ZERO, history, List.of(status()), "epoch", "-", "Wall");
        watchers.add(wall, DELAY, history, List.of(status()), "epoch", "-", "Wall");
        watchers.send(new LinkMessage.Draw(new ScreenEvent.Echo("h")));

        assertThat(watcher.types()).containsExactly("WELCOME", "CLEAR", "PROMPT", "STATUS", "ECHO");
        assertThat(wall.types()).as("only the welcome, so the link is up").containsExactly("WELCOME");

        clock.advance(DELAY.minusSeconds(1));
        watchers.tick(clock.instant());
        assertThat(wall.types()).containsExactly("WELCOME");

        clock.advance(Duration.ofSeconds(1));
        watchers.tick(clock.instant());
        assertThat(wall.types()).containsExactly("WELCOME", "CLEAR", "PROMPT", "STATUS", "ECHO");
    }

    @Test
    void eachThingReachesTheWallTheDelayAfterTheJudgeInTheOrderItHappened() {
        watchers.add(wall, DELAY, List.of(), List.of(), "epoch", "-", "Wall");
        clock.advance(DELAY);
        watchers.tick(clock.instant());
        watchers.send(new LinkMessage.Draw(new ScreenEvent.Echo("a")));
        clock.advance(Duration.ofSeconds(10));
        watchers.send(new LinkMessage.Draw(new ScreenEvent.Echo("b")));

        clock.advance(Duration.ofSeconds(20));
        watchers.tick(clock.instant());
        assertThat(wall.payloads()).endsWith("a");
        clock.advance(Duration.ofSeconds(10));
        watchers.tick(clock.instant());
        assertThat(wall.payloads()).endsWith("a", "b");
    }

    @Test
    void theRevealGoesToWallsOnlyAndToAWallThatComesLater() {
        watchers.add(watcher, Duration.ZERO, List.of(), List.of(), "epoch", "-", "Wall");
        watchers.add(wall, DELAY, List.of(), List.of(), "epoch", "-", "Wall");
        watchers.reveal(new LinkMessage.Reveal("Carol (human)"));
        clock.advance(DELAY);
        watchers.tick(clock.instant());
        Seen later = new Seen();
        watchers.add(later, DELAY, List.of(), List.of(), "epoch", "-", "Wall");
        clock.advance(DELAY);
        watchers.tick(clock.instant());

        assertThat(watcher.types()).doesNotContain("REVEAL");
        assertThat(wall.types()).contains("REVEAL");
        assertThat(later.types()).endsWith("REVEAL");
        assertThat(later.payloads()).endsWith("Carol (human)");
    }

    @Test
    void aWatcherArrivingAtAReviewSeesTheConversationJustEndedAndNothingTypedThere() {
        List<ScreenEvent> talk = List.of(new ScreenEvent.Prompt(), new ScreenEvent.Echo("Hello"));
        watchers.handOver(List.of(), talk());
        watchers.handOver(talk, review());
        watchers.add(watcher, Duration.ZERO, List.of(), List.of(), "epoch", "-", "Wall");
        watchers.send(new LinkMessage.Draw(new ScreenEvent.Clear()));
        watchers.send(new LinkMessage.Draw(new ScreenEvent.Echo("7")));

        assertThat(watcher.types()).containsExactly("WELCOME", "CLEAR", "PROMPT", "ECHO");
        assertThat(watcher.payloads()).endsWith("Hello");
    }

    @Test
    void aWaitingScreenIsDrawnUnderTheLastConversationNotOverIt() {
        List<ScreenEvent> talk = List.of(new ScreenEvent.EntityLine("I would rather talk about the weather"));
        watchers.handOver(List.of(), talk());
        watchers.add(watcher, Duration.ZERO, List.of(), List.of(), "epoch", "-", "Wall");
        watchers.handOver(talk, Route.waiting(List.of("The contest is over. Thank you."), "9"));
        watchers.send(new LinkMessage.Draw(new ScreenEvent.Clear()));
        watchers.send(new LinkMessage.Draw(new ScreenEvent.EntityLine("The contest is over. Thank you.")));

        assertThat(watcher.payloads())
                .endsWith("", "I would rather talk about the weather", "", "The contest is over. Thank you.");
    }

    private static Route talk() {
        return Route.talk(
                new parlor.relay.contest.EntitySpec.Demo("E1", "Eliza", "Weizenbaum"),
                null,
                parlor.relay.pacing.Pacing.NONE);
    }

    private static Route review() {
        return new Route(
                parlor.relay.contest.EntitySpec.Clerk.VERDICTS,
                null,
                parlor.relay.pacing.Pacing.NONE,
                false,
                List.of(),
                "2");
    }

    private static LinkMessage.Status status() {
        return new LinkMessage.Status(1, "");
    }

    /** What one onlooker's link was sent, frame by frame, in the readable form's type names. */
    private static final class Seen implements Viewer {
        private final List<Frame> frames = new ArrayList<>();

        @Override
        public void write(List<Frame> written) {
            frames.addAll(written);
        }

        @Override
        public void displaced() {}

        /** The data and the welcome; the link's own keep-alive acknowledgements go on meanwhile and are left out. */
        List<String> types() {
            return data().map(Frame::type).toList();
        }

        List<String> payloads() {
            return data().map(Frame::payload).toList();
        }

        private java.util.stream.Stream<Frame> data() {
            return frames.stream().filter(frame -> !frame.type().equals("ACK"));
        }
    }
}
