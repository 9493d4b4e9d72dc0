package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlor.relay.link.Frame;
import parlor.relay.testing.ManualClock;

/** When a link's reading moves between a platform thread (busy) and a virtual one (keep-alives only). */
class ReadingThreadsTest {

    private static final Frame KEEP_ALIVE = new Frame("ACK", 0, 3, "");
    private static final Frame KEY = new Frame("KEY", 7, "h");

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-26T09:00:00Z"));
    private final ExecutorService platform = ReadingThreads.platformPool();
    private final ReadingThreads reading = ReadingThreads.moving(platform, clock, "tcp:10.0.0.7:5000");

    @AfterEach
    void stop() {
        platform.shutdownNow();
    }

    @Test
    void aBusyLinkStaysOnItsPlatformThreadUntilItHasSentOnlyKeepAlivesForTheQuietTime() throws Exception {
        assertThat(reading.moved(KEY, () -> { })).isFalse();
        clock.advance(ReadingThreads.QUIET.minusMillis(1));
        assertThat(reading.moved(KEEP_ALIVE, () -> { })).as("keep-alives, but not yet quiet long enough").isFalse();
        clock.advance(Duration.ofMillis(1));
        CompletableFuture<Thread> goesOnOn = new CompletableFuture<>();
        assertThat(reading.moved(KEEP_ALIVE, () -> goesOnOn.complete(Thread.currentThread()))).isTrue();
        assertThat(goesOnOn.get(10, TimeUnit.SECONDS).isVirtual()).as("an idle link is read by a virtual thread").isTrue();
    }

    @Test
    void anythingButAKeepAliveKeepsTheLinkBusy() {
        clock.advance(ReadingThreads.QUIET.multipliedBy(2));
        assertThat(reading.moved(KEY, () -> { })).isFalse();
        clock.advance(ReadingThreads.QUIET.minusMillis(1));
        assertThat(reading.moved(KEEP_ALIVE, () -> { })).isFalse();
    }

    @Test
    void onAVirtualThreadTheFirstFrameThatIsNotAKeepAliveMovesTheReadingToAPlatformThread() throws Exception {
        CompletableFuture<Boolean> movedOnKeepAlive = new CompletableFuture<>();
        CompletableFuture<Boolean> movedOnKey = new CompletableFuture<>();
        CompletableFuture<Thread> goesOnOn = new CompletableFuture<>();
        Thread.ofVirtual().start(() -> {
            movedOnKeepAlive.complete(reading.moved(KEEP_ALIVE, () -> { }));
            movedOnKey.complete(reading.moved(KEY, () -> goesOnOn.complete(Thread.currentThread())));
        });
        assertThat(movedOnKeepAlive.get(10, TimeUnit.SECONDS)).as("a keep-alive leaves an idle link where it is").isFalse();
        assertThat(movedOnKey.get(10, TimeUnit.SECONDS)).isTrue();
        Thread reader = goesOnOn.get(10, TimeUnit.SECONDS);
        assertThat(reader.isVirtual()).isFalse();
        assertThat(reader.getName()).isEqualTo("link-in-tcp:10.0.0.7:5000");
    }

    @Test
    void aLinkReadByItsOwnThreadNeverMoves() {
        ReadingThreads staying = ReadingThreads.staying(clock);
        clock.advance(ReadingThreads.QUIET.multipliedBy(10));
        assertThat(staying.moved(KEEP_ALIVE, () -> { })).isFalse();
        assertThat(staying.moved(KEY, () -> { })).isFalse();
    }
}
