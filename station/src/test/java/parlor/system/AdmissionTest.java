package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.Frame;
import parlor.relay.link.FrameCodec;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkCodec;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SeatKeys;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/** Who may connect over TCP to a relay whose contest has a key: each refusal the relay must make. */
class AdmissionTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String CONTEST_KEY = "correct-horse-battery-staple-2026";

    @TempDir
    Path folder;

    private Relay relay;
    private HostPort address;

    private void startRelay(boolean withKey) {
        String yaml = """
            name: Keyed
            listen: 127.0.0.1:0
            %s
            terminals:
              T1: { entity: E1 }
              T2: { entity: E1 }
            entities:
              E1: { demo: true }
            """.formatted(withKey ? "key: " + CONTEST_KEY : "");
        Contest contest = ContestLoader.parse(yaml, "keyed.yaml", folder);
        relay = new Relay(contest, Clock.systemDefaultZone()).start();
        address = relay.listen();
    }

    @AfterEach
    void stop() {
        if (relay != null) {
            relay.close();
        }
    }

    @Test
    void theRightSeatKeyIsAdmittedAndTheRelayProvesItHoldsItToo() {
        startRelay(true);
        HeadlessStation station = new HeadlessStation("T1");
        try (RelayConnection link = station("T1", "judge", seatKey("judge:T1"), station)) {
            Eventually.waitFor("admitted", DEADLINE, () -> station.link().equals("connected"), station::link);
            type(link, "Hello\r\r");
            Eventually.waitFor("a reply", DEADLINE, () -> station.lines().size() == 4, station::lines);
        }
    }

    @Test
    void aWrongKeyIsRefused() {
        startRelay(true);
        assertRefused("T1", "judge", Optional.of("0".repeat(64)), "refused: wrong key for seat judge:T1");
    }

    @Test
    void aStationGivenAnotherSeatsKeyStopsRetryingAndSaysSo() {
        startRelay(true);
        HeadlessStation station = new HeadlessStation("T1");
        try (RelayConnection ignored = station("T1", "judge", seatKey("judge:T2"), station)) {
            Eventually.waitFor(
                    "the station giving up", DEADLINE, () -> station.link().contains("not retrying"), station::link);
            assertThat(station.link())
                    .isEqualTo("refused: wrong key for seat judge:T1; not retrying: a wrong key does not become right"
                            + " (give this station T1's key file and start it again)");
        }
    }

    @Test
    void aJudgeCannotTakeAnotherJudgesTerminal() {
        startRelay(true);
        assertRefused("T2", "judge", seatKey("judge:T1"), "refused: wrong key for seat judge:T2");
    }

    @Test
    void aStationWithoutAKeyIsToldWhatItLacks() {
        startRelay(true);
        assertRefused(
                "T1",
                "judge",
                Optional.empty(),
                "refused: this relay asks for a seat key (give the station --key-file)");
    }

    @Test
    void aWatcherSeesTheConversationButCanNeverTypeIntoIt() throws IOException {
        startRelay(true);
        HeadlessStation judge = new HeadlessStation("T1");
        HeadlessStation watcher = new HeadlessStation("T1");
        try (RelayConnection judgeLink = station("T1", "judge", seatKey("judge:T1"), judge);
                RelayConnection watcherLink = station("T1", "watcher", seatKey("watcher"), watcher)) {
            type(judgeLink, "Hello\r\r");
            Eventually.waitFor(
                    "the watcher to see the exchange",
                    DEADLINE,
                    () -> watcher.lines().size() == 4,
                    watcher::lines);

            type(judgeLink, "x");
            Eventually.waitFor(
                    "the judge's next key",
                    DEADLINE,
                    () -> judge.lines().get(judge.lines().size() - 1).equals(">x"),
                    judge::lines);
            // the watcher's copy goes on its own link, and may arrive a moment after the judge's echo
            Eventually.waitFor(
                    "the watcher to see what the judge sees",
                    DEADLINE,
                    () -> watcher.lines().equals(judge.lines()),
                    watcher::lines);

            type(watcherLink, "I am not the judge\r\r");
            watcherLink.close();
            // the relay counts a watcher's keys and says so when the watcher leaves: by then it has had them all
            Eventually.waitFor(
                    "the relay to count the watcher's keys", DEADLINE, () -> opsLog().contains("watcher on T1 typed"));
            type(judgeLink, "y");
            Eventually.waitFor(
                    "the judge's key after",
                    DEADLINE,
                    () -> judge.lines().get(judge.lines().size() - 1).equals(">xy"),
                    judge::lines);
            assertThat(String.join("\n", judge.lines())).doesNotContain("I am not the judge");
        }
    }

    @Test
    void aRecordedHandshakeIsWorthlessOnALaterConnection() throws IOException {
        startRelay(true);
        LinkMessage.Hello hello =
                new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", "abcdef", LinkMessage.NONE, 0, "00112233");
        String recordedAuth;
        try (RawPeer first = new RawPeer(address)) {
            first.send(LinkCodec.toFrame(hello));
            String nonce = first.next().payload();
            recordedAuth = FrameCodec.encode(LinkCodec.toFrame(new LinkMessage.Auth(
                    SeatKeys.stationProof(seatKey("judge:T1").get(), nonce, hello))));
            first.sendRaw(recordedAuth);
            assertThat(first.next().type()).isEqualTo("WELCOME");
        }
        try (RawPeer replay = new RawPeer(address)) {
            replay.send(LinkCodec.toFrame(hello));
            assertThat(replay.next().type()).isEqualTo("CHALLENGE");
            replay.sendRaw(recordedAuth);

            Frame answer = replay.next();
            assertThat(answer.type()).isEqualTo("REFUSED");
            assertThat(answer.payload()).isEqualTo("wrong key for seat judge:T1");
        }
    }

    @Test
    void aHostThatKeepsFailingIsTurnedAwayUnheardForAMinute() throws IOException {
        startRelay(true);
        for (int i = 0; i < 5; i++) {
            assertRefused("T1", "judge", Optional.of("1".repeat(64)), "refused: wrong key for seat judge:T1");
        }
        try (RawPeer sixth = new RawPeer(address)) {
            sixth.send(LinkCodec.toFrame(
                    new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", "s", LinkMessage.NONE, 0, "n")));
            Frame answer = sixth.next();
            assertThat(answer.type()).isEqualTo("REFUSED");
            assertThat(answer.payload())
                    .startsWith("seat judge:T1 was refused 5 times within 60 s from this address: turned away for ");
        }
        assertThat(opsLog())
                .contains(
                        "5 refusals within 60 s for seat judge:T1: turning it away from this address for the next 60 s");
    }

    @Test
    void wrongKeysAtOneSeatDoNotShutOutAnotherSeatOnTheSameMachine() {
        startRelay(true);
        for (int i = 0; i < 5; i++) {
            assertRefused("T1", "judge", seatKey("judge:T2"), "refused: wrong key for seat judge:T1");
        }
        HeadlessStation t2 = new HeadlessStation("T2");
        try (RelayConnection ignored = station("T2", "judge", seatKey("judge:T2"), t2)) {
            Eventually.waitFor("T2 admitted", DEADLINE, () -> t2.link().equals("connected"), t2::link);
        }
    }

    @Test
    void aStationWithAKeyRefusesARelayThatCannotProveIt() {
        startRelay(false);
        assertRefused(
                "T1",
                "judge",
                seatKey("judge:T1"),
                "refused the relay: it did not prove it holds this seat's key (wrong relay, or wrong key file?)");
    }

    @Test
    void anAudienceWallNeedsItsOwnKeyAndIsAdmittedReadOnly() {
        startRelay(true);
        assertRefused("T1", "audience", seatKey("watcher"), "refused: wrong key for seat audience");
        HeadlessStation wall = new HeadlessStation("T1");
        try (RelayConnection ignored = station("T1", "audience", seatKey("audience"), wall)) {
            Eventually.waitFor("admitted", DEADLINE, () -> wall.link().equals("connected"), wall::link);
        }
    }

    @Test
    void aWallThatNamesNoTerminalIsToldTheContestsWithTheAudienceKeyOnly() {
        startRelay(true);
        assertRefused(
                LinkMessage.EVERY_TERMINAL, "audience", seatKey("watcher"), "refused: wrong key for seat audience");
        java.util.concurrent.atomic.AtomicReference<LinkMessage.WallList> listed =
                new java.util.concurrent.atomic.AtomicReference<>();
        HeadlessStation wall = new HeadlessStation(LinkMessage.EVERY_TERMINAL) {
            @Override
            public synchronized void received(LinkMessage message) {
                super.received(message);
                if (message instanceof LinkMessage.WallList list) {
                    listed.set(list);
                }
            }
        };
        try (RelayConnection ignored = station(LinkMessage.EVERY_TERMINAL, "audience", seatKey("audience"), wall)) {
            Eventually.waitFor("the list", DEADLINE, () -> listed.get() != null, wall::link);
            assertThat(listed.get().terminals()).containsExactly("T1", "T2");
        }
    }

    @Test
    void anAudienceWallNeverSeesAConfederatesDesk() {
        String yaml = """
            name: Desks
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: C1 }
            entities:
              C1: { confederate: D1 }
            """;
        relay = new Relay(ContestLoader.parse(yaml, "desks.yaml", folder), Clock.systemDefaultZone()).start();
        address = relay.listen();
        assertRefused(
                "D1",
                "audience",
                Optional.empty(),
                "refused: D1 is a confederate's desk, which the audience never sees");
    }

    private void assertRefused(String terminal, String role, Optional<String> key, String expected) {
        HeadlessStation station = new HeadlessStation(terminal);
        try (RelayConnection ignored = station(terminal, role, key, station)) {
            Eventually.waitFor("the refusal", DEADLINE, () -> station.link().startsWith(expected), station::link);
        }
    }

    private RelayConnection station(String terminal, String role, Optional<String> key, HeadlessStation events) {
        return new RelayConnection(StationMain.tcpTo(address), terminal, role, key, events, Clock.systemUTC()).start();
    }

    private static Optional<String> seatKey(String seat) {
        return Optional.of(SeatKeys.seatKey(CONTEST_KEY, seat));
    }

    private static void type(RelayConnection link, String text) {
        Key.typing(text).forEach(link::send);
    }

    /** The operator log is shared by every test of the run: a test reads what was logged since it began. */
    private final long opsLogAtStart =
            Path.of(System.getProperty("parlor.logs"), "relay.log").toFile().length();

    private String opsLog() {
        try {
            byte[] all = Files.readAllBytes(Path.of(System.getProperty("parlor.logs"), "relay.log"));
            int from = (int) Math.min(opsLogAtStart, all.length);
            return new String(all, from, all.length - from, java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /** A hand-driven peer speaking raw frames, to do what no real station would. */
    private static final class RawPeer implements AutoCloseable {
        private final Socket socket;
        private final OutputStream out;
        private final BufferedReader in;

        RawPeer(HostPort address) throws IOException {
            socket = new Socket(address.host(), address.port());
            socket.setSoTimeout(10_000);
            out = socket.getOutputStream();
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        }

        void send(Frame frame) throws IOException {
            sendRaw(FrameCodec.encode(frame));
        }

        void sendRaw(String line) throws IOException {
            out.write(line.getBytes(StandardCharsets.UTF_8));
            out.flush();
        }

        Frame next() throws IOException {
            return nextOrEnd().orElseThrow(() -> new IOException("the relay closed the connection"));
        }

        Optional<Frame> nextOrEnd() throws IOException {
            String line = in.readLine();
            if (line == null) {
                return Optional.empty();
            }
            return Optional.of(((FrameCodec.Decoded.Ok) FrameCodec.decode(line)).frame());
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
