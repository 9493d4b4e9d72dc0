package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.spi.ILoggingEvent;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.link.FrameCodec;
import parlor.relay.link.LinkCodec;
import parlor.relay.link.LinkMessage;
import parlor.relay.testing.DemoContests;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.OpsEvents;

/** A HELLO naming a role the relay does not have: refused before any key is asked for, saying which roles there are. */
class UnknownRoleTest {

    private static final String WHY =
            "role 'referee' is not available on this relay (judge, confederate, watcher, host, operator or audience)";

    @TempDir
    Path folder;

    @Test
    void aStationInARoleThereIsNoneOfIsToldSoAndTheOperatorToo() throws IOException {
        try (OpsEvents ops = new OpsEvents();
                Relay relay = new Relay(
                                DemoContests.keyed("correct-horse-battery-staple-2026", folder),
                                Clock.systemDefaultZone())
                        .start();
                Socket socket = new Socket(relay.listen().host(), relay.listen().port())) {
            socket.setSoTimeout(10_000);
            LinkMessage.Hello hello =
                    new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "referee", "abcdef", LinkMessage.NONE, 0, "0011");
            socket.getOutputStream()
                    .write(FrameCodec.encode(LinkCodec.toFrame(hello)).getBytes(StandardCharsets.UTF_8));

            String answer = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertThat(FrameCodec.decode(answer))
                    .isEqualTo(new FrameCodec.Decoded.Ok(LinkCodec.toFrame(new LinkMessage.Refused(WHY))));
            Eventually.waitFor(
                    "the refusal in the operator log",
                    Duration.ofSeconds(10),
                    () -> ops.named("station-refused").stream()
                            .map(ILoggingEvent::getFormattedMessage)
                            .anyMatch(m -> m.endsWith(" refused: " + WHY)));
        }
    }
}
