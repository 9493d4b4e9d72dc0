package parlor.relay.server.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.ServerSocketChannel;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import parlor.relay.link.QueuedOutput;

/**
 * A link on the event loop as its writers and its reader see it: a writer never waits for a
 * station that is not reading, what it wrote arrives whole and in order once the station reads,
 * a station that never reads is cut off past a bound, and closing the link ends its reader.
 */
class LoopChannelTest {

    private LinkLoop loop;
    private ServerSocketChannel server;
    private Socket station;
    private LoopChannel link;

    @BeforeEach
    void connect() throws IOException {
        loop = LinkLoop.start("test-loop");
        server = ServerSocketChannel.open().bind(new InetSocketAddress("127.0.0.1", 0));
        station = new Socket("127.0.0.1", ((InetSocketAddress) server.getLocalAddress()).getPort());
        link = loop.connection(server.accept(), "tcp:test", 64 * 1024);
        link.start();
    }

    @AfterEach
    void close() throws IOException {
        link.close();
        station.close();
        server.close();
        loop.close();
    }

    @Test
    void writesToAStationThatIsNotReadingReturnAtOnceAndArriveInOrderWhenItReads() throws Exception {
        byte[] sent = new byte[2 * 1024 * 1024];
        for (int i = 0; i < sent.length; i++) {
            sent[i] = (byte) (i % 251);
        }
        long start = System.nanoTime();
        for (int at = 0; at < sent.length; at += 1000) {
            link.out().write(sent, at, Math.min(1000, sent.length - at));
        }
        Duration writing = Duration.ofNanos(System.nanoTime() - start);

        byte[] received = station.getInputStream().readNBytes(sent.length);

        assertThat(writing).as("2 MB written to a station reading nothing yet").isLessThan(Duration.ofSeconds(2));
        assertThat(Arrays.equals(received, sent)).as("every byte, in order").isTrue();
    }

    @Test
    void aStationThatNeverReadsIsCutOffOnceMegabytesWaitForIt() {
        byte[] kilobyte = new byte[1024];
        AtomicInteger written = new AtomicInteger();

        assertThatThrownBy(() -> {
                    for (int i = 0; i < 64 * 1024; i++) {
                        link.out().write(kilobyte);
                        written.incrementAndGet();
                    }
                })
                .isInstanceOf(QueuedOutput.Overflow.class)
                .hasMessageStartingWith("station not reading: ");
        assertThat(written.get() * 1024L)
                .as("bytes taken before the cut-off: what waits, and what the kernel's buffers hold")
                .isBetween((long) LoopChannel.MOST_WAITING_OUT, LoopChannel.MOST_WAITING_OUT + 16L * 1024 * 1024);
    }

    @Test
    void whatTheStationSendsIsReadAsItComesAndClosingTheLinkEndsTheReader() throws Exception {
        InputStream in = link.in();
        station.getOutputStream().write("KEY 1\n".getBytes());
        byte[] got = new byte[6];
        assertThat(in.readNBytes(got, 0, 6)).isEqualTo(6);
        assertThat(new String(got)).isEqualTo("KEY 1\n");

        Thread reader = Thread.ofVirtual().start(() -> {
            try {
                assertThat(in.read()).isEqualTo(-1);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        link.close();
        assertThat(reader.join(Duration.ofSeconds(10)))
                .as("the reader woken by the close")
                .isTrue();
    }
}
