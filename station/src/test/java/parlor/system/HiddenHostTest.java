package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.host.HiddenHost;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SeatKeys;
import parlor.relay.link.SerialLine;
import parlor.relay.server.Relay;
import parlor.relay.switchboard.Seat;
import parlor.relay.testing.CuttableProxy;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.PtyPair;
import parlor.relay.testing.RealEntries;
import parlor.relay.testing.RecordFiles;
import parlor.transcripts.keys.Key;

/** Entries on hidden hosts of their own, linked to the relay by {@code bin/relay host}'s HiddenHost over TCP or serial. */
class HiddenHostTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String CONTEST_KEY = "a-contest-key-for-hidden-hosts";

    @TempDir
    Path folder;

    private final List<String> hostSaid = new CopyOnWriteArrayList<>();

    @Test
    void elizaOnAHiddenHostAnswersTheJudgeOverAKeyedLink() throws Exception {
        String yaml = """
            name: Hidden
            listen: 127.0.0.1:0
            key: %s
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { host: H1, name: Eliza on her own machine }
            """.formatted(CONTEST_KEY);
        EntitySpec eliza = ContestLoader.entry(
                "H1",
                "{ program: [perl, %s], prompt: 'you:\\s*', strip: 'Liz:\\s*' }".formatted(RealEntries.eliza()),
                "--entry",
                folder);
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "hidden.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            try (HiddenHost host = new HiddenHost("H1", eliza, Clock.systemDefaultZone(), hostSaid::add)
                    .start(
                            RelayConnection.Dialer.tcp(address),
                            Optional.of(seatKey("host:H1")),
                            Clock.systemDefaultZone())) {
                HeadlessStation station = new HeadlessStation("T1");
                try (RelayConnection link = keyedJudgeAt(address, station)) {
                    Key.typing("I am sad\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "Eliza's answer from her hidden host",
                            DEADLINE,
                            () -> station.lines().size() == 4
                                    && station.lines().get(3).equals(">"),
                            station::lines);
                    assertThat(station.lines().get(2)).isNotBlank().doesNotStartWith(">");
                    assertThat(Files.readString(RecordFiles.transcript(folder.resolve("transcripts/E1"))))
                            .contains("JUDGE", "PROGRAM[")
                            .contains(station.lines().get(2));
                }
            }
            assertThat(hostSaid).contains("link: connected");
            assertThat(opsLog()).containsPattern("T1 +hidden host H1 connected from tcp:");
        }
    }

    @Test
    void aHostWithTheWrongKeyOrSeatIsRefusedWithTheReason() throws Exception {
        String yaml = """
            name: Hidden
            listen: 127.0.0.1:0
            key: %s
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { host: H1 }
            """.formatted(CONTEST_KEY);
        EntitySpec entry = ContestLoader.entry("H1", "{ program: [cat] }", "--entry", folder);
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "hidden.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            try (HiddenHost wrongKey = new HiddenHost("H1", entry, Clock.systemDefaultZone(), hostSaid::add)
                    .start(
                            RelayConnection.Dialer.tcp(address),
                            Optional.of(seatKey("judge:T1")),
                            Clock.systemDefaultZone())) {
                Eventually.waitFor(
                        "the wrong key refused",
                        DEADLINE,
                        () -> hostSaid.stream().anyMatch(s -> s.contains("refused: wrong key for seat host:H1")),
                        () -> hostSaid);
            }
            hostSaid.clear();
            try (HiddenHost wrongSeat = new HiddenHost("H9", entry, Clock.systemDefaultZone(), hostSaid::add)
                    .start(
                            RelayConnection.Dialer.tcp(address),
                            Optional.of(seatKey("host:H9")),
                            Clock.systemDefaultZone())) {
                Eventually.waitFor(
                        "the unknown seat refused",
                        DEADLINE,
                        () -> hostSaid.stream()
                                .anyMatch(s -> s.contains("no hidden host H9 in this contest (there: H1)")),
                        () -> hostSaid);
            }
        }
    }

    @Test
    void aReplyMadeWhileTheHostsLinkIsCutArrivesOnceWhenItIsBack() throws Exception {
        Path asked = folder.resolve("asked.txt");
        String yaml = """
            name: Hidden
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { host: H1 }
            """;
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "hidden.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            try (CuttableProxy cable = new CuttableProxy(address.host(), address.port());
                    HiddenHost host = new HiddenHost(
                                    "H1", slowEntry(asked, 1), Clock.systemDefaultZone(), hostSaid::add)
                            .start(
                                    RelayConnection.Dialer.tcp(new HostPort("127.0.0.1", cable.port())),
                                    Optional.empty(),
                                    Clock.systemDefaultZone())) {
                HeadlessStation station = new HeadlessStation("T1");
                try (RelayConnection link = judgeAt(address, station)) {
                    Eventually.waitFor(
                            "the host linked", DEADLINE, () -> hostSaid.contains("link: connected"), () -> hostSaid);
                    Key.typing("one\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "the entry asked", DEADLINE, () -> read(asked).equals("one\n"), () -> read(asked));
                    cable.cut();
                    // the entry answers while its link is down; the answer waits on the host
                    Eventually.waitFor(
                            "the host to notice its link is gone",
                            DEADLINE,
                            () -> hostSaid.stream().anyMatch(s -> s.contains("lost the relay")),
                            () -> hostSaid);
                    cable.restore();
                    Eventually.waitFor(
                            "the answer after the link is back",
                            DEADLINE,
                            () -> station.lines().equals(List.of(">one", ">", "slow: one", ">")),
                            station::lines);
                    Key.typing("two\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "the next answer",
                            DEADLINE,
                            () -> station.lines()
                                    .equals(List.of(">one", ">", "slow: one", ">two", ">", "slow: two", ">")),
                            station::lines);
                }
            }
        }
        assertThat(read(asked)).isEqualTo("one\ntwo\n");
    }

    @Test
    void aHostAwayWhileTheJudgeWaitsIsReportedAndItsAnswerStillComes() throws Exception {
        Path asked = folder.resolve("asked.txt");
        String yaml = """
            name: Hidden
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { host: H1, reply-timeout: 1s }
            """;
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "hidden.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = judgeAt(address, station)) {
                Key.typing("anyone there\r\r").forEach(link::send);
                Eventually.waitFor(
                        "the judge told nobody is answering",
                        DEADLINE,
                        () -> station.notice().equals(Seat.NOT_RESPONDING),
                        station::notice);
                try (HiddenHost host = new HiddenHost(
                                "H1", slowEntry(asked, 0), Clock.systemDefaultZone(), hostSaid::add)
                        .start(RelayConnection.Dialer.tcp(address), Optional.empty(), Clock.systemDefaultZone())) {
                    Eventually.waitFor(
                            "the late answer, and the notice gone",
                            DEADLINE,
                            () -> station.lines().contains("slow: anyone there")
                                    && station.notice().isEmpty(),
                            () -> station.lines() + " / " + station.notice());
                }
            }
            assertThat(opsLog())
                    .contains(
                            "hidden host H1 has not been connected for 1 s",
                            "entity E1 works again: hidden host H1 is back");
        }
    }

    @Test
    void aHiddenHostOnASerialLineAnswers() throws Exception {
        PtyPair cable = PtyPair.startIn(folder);
        Path asked = folder.resolve("asked.txt");
        String yaml = """
            name: Hidden on a cable
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { host: H1, serial: %s, baud: 9600 }
            """.formatted(cable.a());
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "hidden.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            try (HiddenHost host = new HiddenHost("H1", slowEntry(asked, 0), Clock.systemDefaultZone(), hostSaid::add)
                    .start(
                            RelayConnection.Dialer.serial(
                                    SerialLine.parse(cable.b().toString(), Map.of("baud", "9600"))),
                            Optional.empty(),
                            Clock.systemDefaultZone())) {
                HeadlessStation station = new HeadlessStation("T1");
                try (RelayConnection link = judgeAt(address, station)) {
                    Key.typing("over the wire\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "the answer over the serial line",
                            DEADLINE,
                            () -> station.lines().equals(List.of(">over the wire", ">", "slow: over the wire", ">")),
                            station::lines);
                }
            }
        } finally {
            cable.tearDown();
        }
    }

    @Test
    void aKeystrokeModeEntryOnAHiddenHostHearsEachKeyAsTheJudgeTypesIt() throws Exception {
        Path script = parlor.relay.testing.TestScripts.copy("/keystrokes/typist.pl", folder);
        Path heard = folder.resolve("heard.log");
        EntitySpec typist = ContestLoader.entry(
                "H1",
                "{ program: [perl, %s, %s], mode: keystrokes, quiet: 300ms, isolation: none }".formatted(script, heard),
                "--entry",
                folder);
        String yaml = """
            name: Hidden typist
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { host: H1 }
            """;
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "hidden.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            try (HiddenHost host = new HiddenHost("H1", typist, Clock.systemDefaultZone(), hostSaid::add)
                    .start(RelayConnection.Dialer.tcp(address), Optional.empty(), Clock.systemDefaultZone())) {
                HeadlessStation station = new HeadlessStation("T1");
                try (RelayConnection link = judgeAt(address, station)) {
                    Key.typing("catz\b").forEach(link::send);
                    Eventually.waitFor(
                            "the keys at the entry on its host, as typed",
                            DEADLINE,
                            () -> read(heard).equals("catz\b"),
                            () -> read(heard));
                    Key.typing("s\rdogs\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "the entry's answer",
                            DEADLINE,
                            () -> station.lines().contains("you typed: cats dogs"),
                            station::lines);
                }
            }
        }
    }

    private EntitySpec slowEntry(Path asked, int thinkSeconds) throws IOException {
        Path script = parlor.relay.testing.TestScripts.copy("/hosts/slow-entry.pl", folder);
        return ContestLoader.entry(
                "H1",
                "{ program: [perl, %s, %s, '%d'], prompt: 'ready> ', isolation: none }"
                        .formatted(script, asked, thinkSeconds),
                "--entry",
                folder);
    }

    private static RelayConnection judgeAt(HostPort address, HeadlessStation station) {
        return new RelayConnection(RelayConnection.Dialer.tcp(address), "T1", station).start();
    }

    private static RelayConnection keyedJudgeAt(HostPort address, HeadlessStation station) {
        return new RelayConnection(
                        RelayConnection.Dialer.tcp(address),
                        "T1",
                        "judge",
                        Optional.of(seatKey("judge:T1")),
                        station,
                        Clock.systemDefaultZone())
                .start();
    }

    private static String seatKey(String seat) {
        return SeatKeys.seatKey(CONTEST_KEY, seat);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }

    private static String opsLog() throws IOException {
        return Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
    }
}
