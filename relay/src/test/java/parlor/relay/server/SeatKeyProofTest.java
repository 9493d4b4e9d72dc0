package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.link.Frame;
import parlor.relay.link.FrameCodec;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkCodec;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SeatKeys;
import parlor.relay.testing.DemoContests;
import parlor.relay.testing.Eventually;

/**
 * A keyed link's proofs, each side checking the other's: a proof made with the wrong key is refused by
 * the relay and by the station alike, and the right one admitted (so that the refusals are the check's).
 */
class SeatKeyProofTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String CONTEST_KEY = "correct-horse-battery-staple-2026";
    private static final String SEAT_KEY = SeatKeys.seatKey(CONTEST_KEY, "judge:T1");
    private static final String OTHER_SEAT_KEY = SeatKeys.seatKey(CONTEST_KEY, "judge:T2");
    private static final LinkMessage.Hello HELLO =
            new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", "abcdef", LinkMessage.NONE, 0, "0c0d0e0f");

    @TempDir
    Path folder;

    @Test
    void theRelayRefusesAStationWhoseProofIsMadeWithAnotherSeatsKey() throws IOException {
        assertThat(relayAnswersProofMadeWith(OTHER_SEAT_KEY))
                .isEqualTo(new LinkMessage.Refused("wrong key for seat judge:T1"));
    }

    @Test
    void theRelayAdmitsAStationWhoseProofIsMadeWithItsSeatsKey() throws IOException {
        assertThat(relayAnswersProofMadeWith(SEAT_KEY)).isInstanceOf(LinkMessage.Welcome.class);
    }

    @Test
    void aStationRefusesARelayWhoseProofIsMadeWithAnotherSeatsKey() throws IOException {
        assertThat(stationTold(OTHER_SEAT_KEY))
                .isEqualTo(
                        "refused the relay: it did not prove it holds this seat's key (wrong relay, or wrong key file?); retrying");
    }

    @Test
    void aStationTalksToARelayWhoseProofIsMadeWithItsSeatsKey() throws IOException {
        assertThat(stationTold(SEAT_KEY)).isEqualTo("connected");
    }

    @Test
    void aStationWithoutAKeyChallengedByAKeyedRelaySaysWhatItLacks() {
        try (Relay relay = new Relay(DemoContests.keyed(CONTEST_KEY, folder), Clock.systemDefaultZone()).start()) {
            Link events = new Link();
            try (RelayConnection ignored = new RelayConnection(
                            RelayConnection.Dialer.tcp(relay.listen()),
                            "T1",
                            "judge",
                            Optional.empty(),
                            events,
                            Clock.systemUTC())
                    .start()) {
                Eventually.waitFor("the station's verdict", DEADLINE, () -> !events.state.isEmpty(), () -> "");
                assertThat(events.state)
                        .isEqualTo("refused: this relay asks for a seat key (give the station --key-file); retrying");
            }
        }
    }

    /** What a keyed relay says to a station that answers its challenge with a proof made with this key. */
    private LinkMessage relayAnswersProofMadeWith(String key) throws IOException {
        try (Relay relay = new Relay(DemoContests.keyed(CONTEST_KEY, folder), Clock.systemDefaultZone()).start();
                Peer station = new Peer(
                        new Socket(relay.listen().host(), relay.listen().port()))) {
            station.send(HELLO);
            LinkMessage.Challenge challenge = (LinkMessage.Challenge) station.next();
            station.send(new LinkMessage.Auth(SeatKeys.stationProof(key, challenge.nonce(), HELLO)));
            return station.next();
        }
    }

    /**
     * How the link of T1's station (holding T1's seat key) ends up with a relay that challenges it
     * properly, then offers its own proof made with this key.
     */
    private static String stationTold(String relayKey) throws IOException {
        try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String nonce = "0a0b0c0d";
            Thread relay = Thread.ofVirtual().start(() -> {
                try (Peer station = new Peer(listener.accept())) {
                    LinkMessage.Hello hello = (LinkMessage.Hello) station.next();
                    station.send(new LinkMessage.Challenge(nonce));
                    station.next();
                    station.send(new LinkMessage.Welcome(
                            "T1", "e1", 0, true, SeatKeys.relayProof(relayKey, nonce, hello.nonce()), "Keyed"));
                    station.next();
                } catch (IOException | ClassCastException ended) {
                    // the station hung up, as it should on a wrong proof
                }
            });
            Link events = new Link();
            try (RelayConnection ignored = new RelayConnection(
                            RelayConnection.Dialer.tcp(new HostPort("127.0.0.1", listener.getLocalPort())),
                            "T1",
                            "judge",
                            Optional.of(SEAT_KEY),
                            events,
                            Clock.systemUTC())
                    .start()) {
                Eventually.waitFor(
                        "the station's verdict on the relay", DEADLINE, () -> !events.state.isEmpty(), () -> "");
                return events.state;
            } finally {
                relay.interrupt();
            }
        }
    }

    /** The station's link state as it first changes from connecting. */
    private static final class Link implements RelayConnection.Events {
        volatile String state = "";

        @Override
        public void received(LinkMessage message) {}

        @Override
        public void linkIs(String description) {
            if (state.isEmpty() && !description.startsWith("connecting")) {
                state = description;
            }
        }
    }

    /** One end of a link spoken by hand, frame by frame, unkeyed as the handshake is. */
    private static final class Peer implements AutoCloseable {
        private final Socket socket;
        private final OutputStream out;
        private final BufferedReader in;

        Peer(Socket socket) throws IOException {
            this.socket = socket;
            socket.setSoTimeout(10_000);
            out = socket.getOutputStream();
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        }

        void send(LinkMessage message) throws IOException {
            out.write(FrameCodec.encode(LinkCodec.toFrame(message)).getBytes(StandardCharsets.UTF_8));
            out.flush();
        }

        LinkMessage next() throws IOException {
            String line = in.readLine();
            if (line == null) {
                throw new IOException("the other end closed the connection");
            }
            Frame frame = ((FrameCodec.Decoded.Ok) FrameCodec.decode(line)).frame();
            return LinkCodec.fromFrame(frame);
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
