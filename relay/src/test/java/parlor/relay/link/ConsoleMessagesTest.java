package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import parlor.relay.link.LinkMessage.FromConsole;
import parlor.relay.link.LinkMessage.ToConsole;

/** A remote console's messages cross the wire as readable lines and come back as they went, whatever the text holds. */
class ConsoleMessagesTest {

    @Test
    void everyKindOfConsoleMessageComesBackAsItWent() {
        Stream<LinkMessage> messages = Stream.concat(
                Arrays.stream(ToConsole.Kind.values()).map(kind -> new ToConsole(kind, "T1  04  E2\tleft \\ done\n")),
                Arrays.stream(FromConsole.Kind.values()).map(kind -> new FromConsole(kind, "restart T1")));

        messages.forEach(message -> {
            String line = FrameCodec.encode(LinkCodec.toFrame(message));
            Frame back = ((FrameCodec.Decoded.Ok) FrameCodec.decode(line.substring(0, line.length() - 1))).frame();
            assertThat(LinkCodec.fromFrame(back)).isEqualTo(message);
            assertThat(line)
                    .as("one line, no control characters")
                    .hasLineCount(1)
                    .doesNotContain("\t");
        });
    }

    @Test
    void aConsoleLineIsNumberedDataSoItArrivesOnceAfterAReconnect() {
        LinkSession console = new LinkSession();
        LinkSession relay = new LinkSession();
        Frame typed = console.stamp(new FromConsole(FromConsole.Kind.COMMAND, "start"), java.time.Instant.EPOCH);

        assertThat(typed.seq()).isEqualTo(1);
        assertThat(relay.receive(typed, java.time.Instant.EPOCH))
                .contains(new FromConsole(FromConsole.Kind.COMMAND, "start"));
        assertThat(relay.receive(typed, java.time.Instant.EPOCH))
                .as("sent again after a reconnect: not run twice")
                .isEmpty();
    }
}
