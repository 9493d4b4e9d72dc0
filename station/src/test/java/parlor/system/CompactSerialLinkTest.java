package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SerialLine;
import parlor.relay.link.SerialTransport;
import parlor.relay.link.Transport;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.PtyPair;
import parlor.transcripts.keys.Key;

/** On a serial line the station and relay agree on the compact form: a key and its echo cost a few bytes each on the wire. */
class CompactSerialLinkTest {

    private static final Duration DEADLINE = Duration.ofSeconds(30);
    private static final int KEYS = 30;

    @TempDir
    Path folder;

    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong received = new AtomicLong();

    @Test
    void aKeyAndItsEchoCrossASerialLineInAFewBytes() throws Exception {
        double[] perKey = bytesPerKey(false);
        assertThat(perKey[0]).as("bytes a key took from the station").isLessThanOrEqualTo(6.0);
        assertThat(perKey[1]).as("bytes its echo took back").isLessThanOrEqualTo(6.0);
    }

    @Test
    void withTraceTheFramesStayReadable() throws Exception {
        double[] perKey = bytesPerKey(true);
        assertThat(perKey[0]).as("bytes a key took from the station").isGreaterThan(15.0);
        assertThat(perKey[1]).as("bytes its echo took back").isGreaterThan(15.0);
    }

    /** Types {@link #KEYS} keys, each after the last one's echo; returns the bytes a key took on the wire from the station, and back. */
    private double[] bytesPerKey(boolean trace) throws Exception {
        try (PtyPair cable = PtyPair.startIn(folder.resolve("pty"))) {
            String yaml = String.join(
                    "\n",
                    "name: Compact",
                    "listen: 127.0.0.1:0",
                    "terminals: { T2: { serial: " + cable.a() + ", baud: 9600, entity: E1 } }",
                    "entities: { E1: { demo: true } }");
            Contest contest = ContestLoader.parse(yaml, "compact.yaml", folder);
            HeadlessStation station = new HeadlessStation("T2");
            SerialLine line = SerialLine.parse(cable.b().toString(), Map.of("baud", "9600"));
            RelayConnection connection =
                    new RelayConnection(counted(line), "T2", "judge", Optional.empty(), station, Clock.systemUTC());
            if (trace) {
                connection.readableOnly();
            }
            try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start();
                    RelayConnection link = connection.start()) {
                Eventually.waitFor(
                        "connected over the cable",
                        DEADLINE,
                        () -> station.link().equals("connected"),
                        station::link);
                Key.typing("@@06\r\r").forEach(link::send);
                Eventually.waitFor(
                        "the judge's prompt",
                        DEADLINE,
                        () -> link.unacknowledged() == 0
                                && station.lines().size() >= 2
                                && station.lines().getLast().equals(">"),
                        station::lines);
                long sentBefore = sent.get();
                long receivedBefore = received.get();
                StringBuilder typed = new StringBuilder(">");
                for (int i = 0; i < KEYS; i++) {
                    link.send(Key.of('a'));
                    typed.append('a');
                    Eventually.waitFor(
                            "the echo",
                            DEADLINE,
                            () -> station.lines().getLast().contentEquals(typed),
                            station::lines);
                }
                return new double[] {
                    (sent.get() - sentBefore) / (double) KEYS, (received.get() - receivedBefore) / (double) KEYS
                };
            }
        }
    }

    /** The serial line, counting the bytes that cross it each way. */
    private RelayConnection.Dialer counted(SerialLine line) {
        return new RelayConnection.Dialer() {
            @Override
            public Transport dial() throws IOException {
                Transport serial = SerialTransport.open(line);
                InputStream in = new FilterInputStream(serial.in()) {
                    @Override
                    public int read(byte[] into, int offset, int length) throws IOException {
                        int n = super.read(into, offset, length);
                        received.addAndGet(Math.max(n, 0));
                        return n;
                    }
                };
                OutputStream out = new FilterOutputStream(serial.out()) {
                    @Override
                    public void write(byte[] bytes, int offset, int length) throws IOException {
                        sent.addAndGet(length);
                        out.write(bytes, offset, length);
                    }
                };
                return new Transport(serial.name(), in, out, serial.closer());
            }

            @Override
            public String describe() {
                return line.describe();
            }
        };
    }
}
