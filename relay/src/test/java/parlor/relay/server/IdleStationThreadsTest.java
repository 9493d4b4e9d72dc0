package parlor.relay.server;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * What a connected station that nobody types at costs the relay in threads: a platform thread
 * holds some 140 KiB of its memory, so a relay of a thousand terminals must not keep one per
 * terminal. Its links are read by the event loop; a link's virtual thread parks while it is idle.
 */
class IdleStationThreadsTest {

    private static final int STATIONS = 40;
    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    @Test
    void anIdleStationCostsTheRelayNoPlatformThreadAndRepliesStillReachIt() throws Exception {
        StringBuilder yaml = new StringBuilder("name: Idle\nlisten: 127.0.0.1:0\nterminals:\n");
        for (int i = 1; i <= STATIONS; i++) {
            yaml.append("  T").append(i).append(": { entity: E").append(i).append(" }\n");
        }
        yaml.append("entities:\n");
        for (int i = 1; i <= STATIONS; i++) {
            yaml.append("  E").append(i).append(": { demo: true }\n");
        }
        AtomicInteger welcomed = new AtomicInteger();
        AtomicInteger replies = new AtomicInteger();
        List<RelayConnection> stations = new ArrayList<>();
        try (Relay relay = new Relay(
                        ContestLoader.parse(yaml.toString(), "idle.yaml", folder), Clock.systemDefaultZone())
                .start()) {
            HostPort address = relay.listen();
            int before = relayLinkThreads();
            for (int i = 1; i <= STATIONS; i++) {
                stations.add(new RelayConnection(
                                RelayConnection.Dialer.tcp(address),
                                "T" + i,
                                "judge",
                                Optional.empty(),
                                events(welcomed, replies),
                                Clock.systemUTC())
                        .start());
            }
            Eventually.waitFor("every station welcomed", DEADLINE, () -> welcomed.get() == STATIONS, welcomed::get);
            // the stations idle; the relay's keep-alives and acknowledgements go out to each of them meanwhile
            Eventually.waitFor(
                    "the relay's threads settled",
                    DEADLINE,
                    () -> relayLinkThreads() - before <= 0,
                    () -> (relayLinkThreads() - before) + " more platform link threads for " + STATIONS
                            + " idle stations");

            // a reply comes from the entry's thread, not the station's: it still reaches the station
            RelayConnection first = stations.getFirst();
            Key.typing("hello\r\r").forEach(first::send);
            Eventually.waitFor("the entry's reply on the station", DEADLINE, () -> replies.get() > 0, replies::get);
        } finally {
            stations.forEach(RelayConnection::close);
        }
    }

    private static RelayConnection.Events events(AtomicInteger welcomed, AtomicInteger replies) {
        return new RelayConnection.Events() {
            @Override
            public void received(LinkMessage message) {
                if (message instanceof LinkMessage.Welcome) {
                    welcomed.incrementAndGet();
                } else if (message instanceof LinkMessage.Draw draw && draw.event() instanceof ScreenEvent.EntityLine) {
                    replies.incrementAndGet();
                }
            }

            @Override
            public void linkIs(String description) {
                // the welcome says it
            }
        };
    }

    /**
     * The relay's platform threads that read or write a station's link, the loop's among them (this
     * JVM's stations read theirs on threads of other names; virtual threads are not listed here).
     */
    private static int relayLinkThreads() {
        return (int) Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("link-"))
                .count();
    }
}
