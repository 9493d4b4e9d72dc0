package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.PtyPair;

/** Serial lines opened by jSerialComm on real pty pairs joined by socat. */
class SerialTransportTest {

    /** Long enough for a loaded machine, short enough that a hang fails the test instead of the build. */
    private static final Duration PATIENCE = Duration.ofSeconds(5);

    @TempDir
    Path folder;

    private PtyPair pair;
    private final List<PtyPair> morePairs = new ArrayList<>();
    private final List<Transport> opened = new ArrayList<>();
    private final ExecutorService background = Executors.newVirtualThreadPerTaskExecutor();

    @BeforeEach
    void startPair() {
        pair = PtyPair.startIn(folder);
    }

    @AfterEach
    void closeEverything() throws IOException {
        for (Transport transport : opened) {
            transport.close();
        }
        if (pair != null) { // null when socat is missing and the test was skipped
            pair.close();
        }
        morePairs.forEach(PtyPair::close);
        background.shutdownNow();
    }

    @Test
    void everyByteValueAndA4kBlockCrossBothWaysIntactAndInOrder() throws Exception {
        Transport a = open(pair.a());
        Transport b = open(pair.b());
        byte[] message = everyByteValueThenRandomBlock(4096);

        assertThat(a.name()).isEqualTo("serial:" + pair.a() + "@9600");
        assertThat(send(message, a, b)).isEqualTo(message);
        assertThat(send(message, b, a)).isEqualTo(message);
    }

    @Test
    void openingADeviceThatDoesNotExistSaysWhichAndWhy() {
        Path missing = folder.resolve("ttyNobody");

        assertThatThrownBy(() -> SerialTransport.open(SerialLine.of(missing.toString())))
                .isInstanceOf(IOException.class)
                .hasMessage("serial line " + missing + " could not be opened: no such device");
    }

    @Test
    void openingAFileThatIsNotADeviceSaysSo() throws IOException {
        Path notADevice = Files.writeString(folder.resolve("notes.txt"), "not a tty");

        assertThatThrownBy(() -> SerialTransport.open(SerialLine.of(notADevice.toString())))
                .isInstanceOf(IOException.class)
                .hasMessage("serial line " + notADevice
                        + " could not be opened: it is not a serial device (error 25, ENOTTY)");
    }

    @Test
    void openingALineThatIsAlreadyOpenSaysSo() throws IOException {
        open(pair.a());

        assertThatThrownBy(() -> SerialTransport.open(SerialLine.of(pair.a().toString())))
                .isInstanceOf(IOException.class)
                .hasMessage("serial line " + pair.a()
                        + " could not be opened: it is already open in this program (error 2)");
    }

    @Test
    void aReaderWaitingOnALineWhoseDeviceGoesAwaySeesTheEnd() throws Exception {
        Transport b = open(pair.b());
        Future<Integer> read = readOneByteFrom(b);

        pair.tearDown();

        assertThat(within(PATIENCE, read)).as("read after the device went").isEqualTo(-1);
        assertThat(b.in().read()).as("and every read after that").isEqualTo(-1);
        assertThatThrownBy(() -> b.out().write('x'))
                .isInstanceOf(IOException.class)
                .hasMessage("serial line " + pair.b() + " has gone: its device no longer answers");
    }

    @Test
    void closingALineEndsAReaderWaitingOnIt() throws Exception {
        Transport b = open(pair.b());
        Future<Integer> read = readOneByteFrom(b);

        b.close();

        assertThat(within(PATIENCE, read)).isEqualTo(-1);
    }

    @Test
    void aClosedLineCanBeOpenedAgain() throws Exception {
        Transport a = open(pair.a());
        a.close();

        Transport again = open(pair.a());
        Transport b = open(pair.b());

        byte[] hello = "hello again\r".getBytes(StandardCharsets.US_ASCII);
        assertThat(send(hello, again, b)).isEqualTo(hello);
    }

    @Test
    void aLineWhoseDeviceComesBackIsReopenedAndCarriesBytesAgain() throws Exception {
        SerialLine line = SerialLine.of(pair.a().toString());
        Transport before = open(pair.a());
        pair.tearDown();
        assertThat(within(PATIENCE, background.submit(() -> before.in().read())))
                .as("the line has gone")
                .isEqualTo(-1);
        before.close();

        List<Reopening.Event> events = new CopyOnWriteArrayList<>();
        Reopening reopening = new Reopening(
                "serial line " + pair.a(),
                () -> SerialTransport.open(line),
                Reopening.Backoff.STANDARD,
                Clock.systemUTC(),
                events::add);
        Future<Optional<Transport>> reopened = background.submit(reopening::reopen);
        try {
            // a real outage lasts longer; three failed tries (1.5 s) show the retrying well enough
            Eventually.waitFor("three failed tries", PATIENCE, () -> events.size() >= 3);
            pair.recreate();
            Transport after = within(PATIENCE, reopened).orElseThrow();
            opened.add(after);

            byte[] hello = "back again\r".getBytes(StandardCharsets.US_ASCII);
            assertThat(send(hello, after, open(pair.b()))).isEqualTo(hello);
            assertThat(events.subList(0, 3))
                    .allSatisfy(event -> assertThat(event.describe())
                            .startsWith("serial line " + pair.a() + " gone, retrying in ")
                            .endsWith("serial line " + pair.a() + " could not be opened: no such device)"));
            assertThat(events.getLast())
                    .isInstanceOfSatisfying(
                            Reopening.Event.Reopened.class,
                            back -> assertThat(back.after()).isGreaterThanOrEqualTo(Duration.ofMillis(1500)));
        } finally {
            reopening.stop();
        }
    }

    @Test
    void quietLinesReadOnVirtualThreadsLeaveOtherVirtualThreadsRunning() throws Exception {
        int carriers = Integer.getInteger(
                "jdk.virtualThreadScheduler.parallelism", Runtime.getRuntime().availableProcessors());
        for (Path device : devices(carriers + 1)) {
            readOneByteFrom(open(device));
        }

        Future<String> other = background.submit(() -> "ran");

        assertThat(within(PATIENCE, other))
                .as("a virtual thread started after the readers")
                .isEqualTo("ran");
    }

    /** Pty devices enough for the count, from as many pairs as that takes. */
    private List<Path> devices(int count) {
        List<Path> devices = new ArrayList<>(List.of(pair.a(), pair.b()));
        while (devices.size() < count) {
            PtyPair more = PtyPair.startIn(folder.resolve("pair" + morePairs.size()));
            morePairs.add(more);
            devices.addAll(List.of(more.a(), more.b()));
        }
        return devices.subList(0, count);
    }

    private Transport open(Path device) throws IOException {
        Transport transport = SerialTransport.open(SerialLine.of(device.toString()));
        opened.add(transport);
        return transport;
    }

    /** Writes on one end and returns what the other end read, the reader started first. */
    private byte[] send(byte[] message, Transport from, Transport to) throws Exception {
        Future<byte[]> received = background.submit(() -> to.in().readNBytes(message.length));
        from.out().write(message);
        from.out().flush();
        return within(PATIENCE, received);
    }

    /** A read on a virtual thread that has started (or is just about to) when this returns. */
    private Future<Integer> readOneByteFrom(Transport transport) throws InterruptedException {
        CountDownLatch reading = new CountDownLatch(1);
        Future<Integer> read = background.submit(() -> {
            reading.countDown();
            return transport.in().read();
        });
        assertThat(reading.await(PATIENCE.toMillis(), TimeUnit.MILLISECONDS))
                .as("a virtual thread started to read " + transport.name())
                .isTrue();
        return read;
    }

    private static <T> T within(Duration deadline, Future<T> result) throws Exception {
        try {
            return result.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("still waiting after " + deadline.toMillis() + " ms");
        }
    }

    private static byte[] everyByteValueThenRandomBlock(int blockSize) {
        byte[] bytes = new byte[256 + blockSize];
        for (int value = 0; value < 256; value++) {
            bytes[value] = (byte) value;
        }
        byte[] block = new byte[blockSize];
        new Random(1996).nextBytes(block);
        System.arraycopy(block, 0, bytes, 256, blockSize);
        return bytes;
    }
}
