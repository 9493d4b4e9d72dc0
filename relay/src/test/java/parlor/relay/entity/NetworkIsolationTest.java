package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.Eventually;

/** No telecommunications: an entry in its own network namespace cannot reach even this machine. */
class NetworkIsolationTest {

    @Test
    void anIsolatedEntryCannotOpenATcpConnectionAndAnAllowedOneCan() throws IOException {
        if (System.getenv("CI") == null) {
            assumeTrue(
                    NetworkIsolation.unavailable().isEmpty(),
                    "this machine cannot isolate: " + NetworkIsolation.unavailable());
        }
        assertThat(NetworkIsolation.unavailable())
                .as("network isolation on this machine")
                .isEmpty();
        try (ServerSocket listening = new ServerSocket(0)) {
            assertThat(ask(listening.getLocalPort(), false)).isEqualTo("blocked");
            assertThat(ask(listening.getLocalPort(), true)).isEqualTo("connected");
        }
    }

    /** Runs an entry that tries to connect to the port when asked, and says what happened. */
    private static String ask(int port, boolean network) {
        String perl = "$|=1; while (<STDIN>) { print IO::Socket::INET->new(PeerAddr => '127.0.0.1:" + port
                + "', Timeout => 2) ? \"connected\\n\" : \"blocked\\n\" }";
        var spec = new EntitySpec.Program(
                "E1",
                List.of("perl", "-MIO::Socket::INET", "-e", perl),
                Path.of("/tmp"),
                Optional.empty(),
                Optional.empty(),
                Duration.ofMillis(300),
                Duration.ofSeconds(60),
                network,
                false,
                "net",
                "test");
        List<String> replies = new CopyOnWriteArrayList<>();
        try (ProgramEntity entry = new ProgramEntity(spec, "T1", Clock.systemUTC())) {
            entry.start(new EntityListener() {
                @Override
                public void replied(String text) {
                    replies.add(text.strip());
                }

                @Override
                public void failed(String reason) {
                    replies.add("failed: " + reason);
                }
            });
            entry.judgeSaid("try the network");
            Eventually.waitFor("the entry's answer", Duration.ofSeconds(10), () -> !replies.isEmpty());
            return replies.get(0);
        }
    }
}
