package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.link.Frame;
import parlor.relay.link.Link;
import parlor.relay.link.Transport;

/** What waits for a station goes out in as few writes as it can, in order. */
class FrameSenderTest {

    /** A station's side of the wire that counts the writes it is given. */
    private static final class CountedWrites extends ByteArrayOutputStream {
        int writes;

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            writes++;
            super.write(bytes, offset, length);
        }

        String text() {
            return toString(StandardCharsets.UTF_8);
        }
    }

    private final CountedWrites station = new CountedWrites();
    private final FrameSender sender = new FrameSender(
            new Link(new Transport("test", InputStream.nullInputStream(), station, () -> {}), damage -> {}),
            false,
            () -> {});

    @Test
    void framesQueuedWhileAStationsFrameWasHandledGoOutInOneWrite() {
        sender.handledBy(Thread.currentThread());
        sender.send(List.of(new Frame("NL", 5, 1, "")));
        sender.send(List.of(new Frame("PROMPT", 6, 1, "")));
        sender.send(List.of(new Frame("ECHO", 7, 1, "a"), new Frame("STATUS", 8, 1, "x")));

        sender.sendQueued();

        assertThat(station.writes).isEqualTo(1);
        assertThat(station.text()).containsSubsequence("NL 5 1", "PROMPT 6 1", "ECHO 7 1 a", "STATUS 8 1 x");
    }

    @Test
    void aKeysEchoAloneIsOneWrite() {
        sender.handledBy(Thread.currentThread());
        sender.send(List.of(new Frame("ECHO", 3, 2, "h")));

        sender.sendQueued();

        assertThat(station.writes).isEqualTo(1);
        assertThat(station.text()).startsWith("ECHO 3 2 h ");
    }

    @Test
    void whatWasQueuedBeforeTheLinkIsClosedIsWrittenAndNothingAfter() {
        sender.handledBy(Thread.currentThread());
        sender.send(List.of(new Frame("LINE", 4, 1, "bye now")));
        sender.send(List.of(new Frame("PROMPT", 5, 1, "")));
        sender.closeAfterQueued();
        sender.send(List.of(new Frame("ECHO", 6, 1, "z")));

        sender.sendQueued();

        assertThat(station.text())
                .containsSubsequence("LINE 4 1 bye now", "PROMPT 5 1")
                .doesNotContain("ECHO");
    }
}
