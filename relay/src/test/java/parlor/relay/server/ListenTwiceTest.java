package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.testing.Eventually;

/** A relay asked where it listens twice answers with one address, and a station there is heard. */
class ListenTwiceTest {

    @TempDir
    Path folder;

    @Test
    void askedTwiceTheRelayListensOnceAndIsHeardThere() throws Exception {
        String yaml =
                "name: Twice\nlisten: 127.0.0.1:0\nterminals:\n  T1: { entity: E1 }\nentities:\n  E1: { demo: true }\n";
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "twice.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort first = relay.listen();
            HostPort second = relay.listen();
            assertThat(second).isEqualTo(first);
            try (Socket station = new Socket(first.host(), first.port())) {
                Eventually.waitFor(
                        "the connection held by the relay",
                        Duration.ofSeconds(10),
                        () -> relay.connectionsHeld() == 1,
                        relay::connectionsHeld);
            }
        }
    }
}
