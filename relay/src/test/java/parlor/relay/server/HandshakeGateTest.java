package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SeatKeys;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;
import parlor.relay.testing.OpsEvents;
import parlor.relay.testing.ReadingSocket;

/** What the relay does with TCP connections that do not get on with their handshake, and with too many of them. */
class HandshakeGateTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String CONTEST_KEY = "correct-horse-battery-staple-2026";
    /** The default cap on connections from one address waiting for their handshake. */
    private static final int WAITING_PER_ADDRESS = 64;
    /** Another address on this machine, for the crowd: the legitimate station comes from 127.0.0.1. */
    private static final String CROWD = "127.0.0.2";

    @TempDir
    Path folder;

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-25T10:00:00Z"));
    private final OpsEvents events = new OpsEvents();
    private final List<ReadingSocket> sockets = new ArrayList<>();
    private Relay relay;
    private HostPort address;

    private void startRelay() {
        relay = new Relay(parlor.relay.testing.DemoContests.keyed(CONTEST_KEY, folder), clock).start();
        address = relay.listen();
    }

    @AfterEach
    void stop() throws IOException {
        for (ReadingSocket socket : sockets) {
            socket.close();
        }
        if (relay != null) {
            relay.close();
        }
        events.close();
    }

    @Test
    void aConnectionThatNeverSaysHelloIsClosedAtTheDeadline() throws IOException {
        startRelay();
        ReadingSocket silent = connect("127.0.0.1");
        held(1);
        clock.advance(Duration.ofSeconds(4));
        assertThat(silent.closed()).as("closed before the deadline").isFalse();
        clock.advance(Duration.ofSeconds(2));
        Eventually.waitFor("the silent connection closed by the relay", DEADLINE, silent::closed);
    }

    @Test
    void aSlowLorisSendingAByteASecondIsClosed() throws IOException {
        startRelay();
        ReadingSocket loris = connect("127.0.0.1");
        held(1);
        byte[] hello = "HELLO 1 ".getBytes(StandardCharsets.US_ASCII);
        for (int second = 0; second < hello.length && !loris.closed(); second++) {
            loris.send(new byte[] {hello[second]});
            clock.advance(Duration.ofSeconds(1));
        }
        Eventually.waitFor("the slow loris closed by the relay", DEADLINE, loris::closed);
    }

    @Test
    void connectionsOverTheCapAreTurnedAwayWhileAStationWithTheKeyGetsIn() throws IOException {
        startRelay();
        List<ReadingSocket> crowd = new ArrayList<>();
        for (int i = 0; i < WAITING_PER_ADDRESS; i++) {
            crowd.add(connect(CROWD));
        }
        held(WAITING_PER_ADDRESS);
        List<ReadingSocket> over = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            over.add(connect(CROWD));
        }
        Eventually.waitFor(
                "the ten over the cap turned away",
                DEADLINE,
                () -> over.stream().allMatch(ReadingSocket::closed));
        assertThat(over.get(0).seen()).contains("REFUSED").contains("waiting for their handshake");
        assertThat(crowd).noneMatch(ReadingSocket::closed);

        AtomicBoolean welcomed = new AtomicBoolean();
        try (RelayConnection station = judge(welcomed)) {
            Eventually.waitFor("the judge's station welcomed", DEADLINE, welcomed::get);
        }
    }

    @Test
    void turnedAwayConnectionsAreLoggedOncePerEpisode() throws IOException {
        startRelay();
        for (int i = 0; i < WAITING_PER_ADDRESS + 25; i++) {
            connect(CROWD);
        }
        // each counted before it is closed: all 25 are in this episode before the clock moves on
        Eventually.waitFor(
                "25 turned away",
                DEADLINE,
                () -> sockets.stream().filter(ReadingSocket::closed).count() == 25);
        clock.advance(Duration.ofSeconds(10));
        Eventually.waitFor("the episode logged", DEADLINE, () -> turnedAway().size() == 1, this::turnedAway);
        // the 64 held were cut off at their deadline as that episode ended, which began one of their own
        clock.advance(Duration.ofSeconds(10));
        Eventually.waitFor(
                "the next episode logged", DEADLINE, () -> turnedAway().size() == 2, this::turnedAway);
        assertThat(turnedAway())
                .containsExactly(
                        "turned away 25 connections from 127.0.0.2 in the last 10 s: 64 connections from this address are waiting for their handshake,"
                                + " the most from one address",
                        "turned away 64 connections from 127.0.0.2 in the last 10 s: no handshake within 5 s");
        assertThat(events.named("station-refused")).isEmpty();
    }

    @Test
    void garbageBeforeHelloEndsTheConnectionUnlogged() throws IOException {
        startRelay();
        ReadingSocket garbage = connect("127.0.0.1");
        garbage.send("x\n".repeat(1_000).getBytes(StandardCharsets.US_ASCII));
        ReadingSocket blank = connect("127.0.0.1");
        blank.send("\n".repeat(100_000).getBytes(StandardCharsets.US_ASCII));
        Eventually.waitFor("both closed by the relay", DEADLINE, () -> garbage.closed() && blank.closed());
        assertThat(events.named("bad-input")).isEmpty();
        clock.advance(Duration.ofSeconds(10));
        Eventually.waitFor("one line for each", DEADLINE, () -> turnedAway().size() == 2, this::turnedAway);
        assertThat(turnedAway())
                .containsExactlyInAnyOrder(
                        "turned away 1 connection from 127.0.0.1 in the last 10 s: sent 3 damaged lines before a HELLO",
                        "turned away 1 connection from 127.0.0.1 in the last 10 s: sent 32 KB without completing the handshake");
    }

    @Test
    void aHostRefusedOverAndOverIsTurnedAwayUnheardAndCountedOnce() throws IOException {
        startRelay();
        String notHello = parlor.relay.link.FrameCodec.encode(new parlor.relay.link.Frame("KEY", 1, "a"))
                .repeat(3);
        for (int i = 0; i < 12; i++) {
            ReadingSocket refused = connect("127.0.0.1");
            refused.send(notHello.getBytes(StandardCharsets.UTF_8));
            Eventually.waitFor("connection " + i + " closed by the relay", DEADLINE, refused::closed);
        }
        assertThat(events.named("station-refused"))
                .hasSize(6); // five refusals, and the line saying the host is now turned away
        clock.advance(Duration.ofSeconds(10));
        Eventually.waitFor("the episode logged", DEADLINE, () -> turnedAway().size() == 1, this::turnedAway);
        assertThat(turnedAway())
                .containsExactly(
                        "turned away 7 connections from 127.0.0.1 in the last 10 s: refused 5 times within a minute");
    }

    /** The relay has accepted this many connections (and started their handshake clocks). */
    private void held(int connections) {
        Eventually.waitFor(
                connections + " connections held",
                DEADLINE,
                () -> relay.connectionsHeld() == connections,
                relay::connectionsHeld);
    }

    private List<String> turnedAway() {
        return events.named("connections-turned-away").stream()
                .map(e -> e.getFormattedMessage())
                .toList();
    }

    private RelayConnection judge(AtomicBoolean welcomed) {
        RelayConnection.Events seen = new RelayConnection.Events() {
            @Override
            public void received(LinkMessage message) {
                if (message instanceof LinkMessage.Welcome) {
                    welcomed.set(true);
                }
            }

            @Override
            public void linkIs(String description) {}
        };
        return new RelayConnection(
                        RelayConnection.Dialer.tcp(address),
                        "T1",
                        "judge",
                        Optional.of(SeatKeys.seatKey(CONTEST_KEY, "judge:T1")),
                        seen,
                        clock)
                .start();
    }

    /** A raw connection from {@code from}, read to its end. */
    private ReadingSocket connect(String from) throws IOException {
        Socket socket = new Socket();
        socket.bind(new InetSocketAddress(from, 0));
        socket.connect(new InetSocketAddress(address.host(), address.port()));
        ReadingSocket reading = new ReadingSocket(socket);
        sockets.add(reading);
        return reading;
    }
}
