package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RealEntries;
import parlor.relay.testing.RecordFiles;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/** A station's real link over TCP loopback to a real relay hosting a real program. */
class StationEndToEndTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void aJudgeTalksToTheRealElizaAndTheTranscriptMirrorsTheScreen() throws IOException {
        Contest contest = RealEntries.elizaContestIn(folder);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(address), "T1", station).start()) {
                type(link, "@@04\r\r");
                Eventually.waitFor("judge 04 on the status line", DEADLINE, () -> station.judge() == 4);
                type(link, "I feel sad today\rand tired\r\r");
                Eventually.waitFor(
                        "Eliza's reply and a new prompt",
                        DEADLINE,
                        () -> station.lines().size() == 7
                                && station.lines().get(6).equals(">"));

                List<String> screen = station.lines();
                assertThat(screen.subList(0, 5)).containsExactly(">@@04", ">", ">I feel sad today", ">and tired", ">");
                String reply = screen.get(5);
                assertThat(reply).isNotBlank().doesNotStartWith(">").doesNotContain("Liz:", "\t");

                Path transcript = RecordFiles.transcript(folder.resolve("transcripts/E1"));
                List<String> lines = Files.readAllLines(transcript, StandardCharsets.UTF_8);
                assertThat(lines).hasSize(7);
                assertThat(lines.get(0)).endsWith("Eliza test contest");
                assertThat(lines.get(1)).isEqualTo("[E1] [unknown]");
                assertThat(lines.get(2)).matches("Start at: \\[\\d{4}/\\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d]");
                assertThat(lines.get(3)).isEqualTo("*** JUDGE04 ***");
                assertThat(lines.get(4)).matches("JUDGE04\\[\\d\\d:\\d\\d:\\d\\d]I feel sad today");
                assertThat(lines.get(5)).matches("JUDGE04\\[\\d\\d:\\d\\d:\\d\\d]and tired");
                assertThat(lines.get(6)).matches("PROGRAM\\[\\d\\d:\\d\\d:\\d\\d]\\Q" + reply + "\\E");
            }
        }
        String opsLog = Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
        assertThat(opsLog)
                .contains(
                        "T1   station connected from tcp:127.0.0.1:",
                        "T1   judge 04 took terminal T1 (was nobody)",
                        "T1   judge 04 message complete: 2 line(s), 6 word(s)",
                        "T1   reply complete: 1 line(s) after ");
    }

    @Test
    void theKeystrokeLogReplayedThroughTheDisciplineGivesTheLiveTranscriptByteForByte() throws IOException {
        Contest contest = RealEntries.elizaContestIn(folder);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
                type(link, "@@12\r\r");
                Eventually.waitFor("judge 12", DEADLINE, () -> station.judge() == 12);
                // typos corrected, a second line, and the next question typed before the reply is in
                type(link, "I dreamt abot\b\bout\ra tall ship\r\rWhy do I dream?\r\r@@13\r\rMy turn now\r\r");
                Eventually.waitFor("both replies and judge 13's question answered", DEADLINE, () -> {
                    List<String> lines = station.lines();
                    int last = lines.size() - 1;
                    return station.judge() == 13
                            && lines.contains(">My turn now")
                            && lines.get(last).equals(">")
                            && !lines.get(last - 1).startsWith(">");
                });
            }
        }
        Path folderE1 = folder.resolve("transcripts/E1");
        var log = parlor.transcripts.keylog.KeyLogReader.read(
                Files.newBufferedReader(RecordFiles.keystrokes(folderE1)), "keys");
        var rebuilt = new java.io.ByteArrayOutputStream();

        var problems = parlor.transcripts.keylog.KeyLogTo96.write(log.lines(), "rebuilt", rebuilt);

        assertThat(log.skipped()).isEmpty();
        assertThat(problems).isEmpty();
        assertThat(rebuilt.toString(StandardCharsets.UTF_8))
                .isEqualTo(Files.readString(RecordFiles.transcript(folderE1)));
        assertThat(Files.readAllLines(RecordFiles.transcript(folderE1))).contains("*** JUDGE13 ***");
    }

    @Test
    void aStationThatReconnectsGetsTheWholeConversationBackOnce() throws IOException {
        Contest contest = ContestLoader.demo(folder);
        try (Relay relay =
                new Relay(contest.withListen(new HostPort("127.0.0.1", 0)), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            HeadlessStation first = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(address), "T1", first).start()) {
                type(link, "Hello there\r\r");
                // the prompt after the reply too: a station closed before it came would miss what the replay shows
                Eventually.waitFor(
                        "the demo's reply and the prompt",
                        DEADLINE,
                        () -> first.lines().size() == 4 && first.lines().get(3).equals(">"));
            }
            HeadlessStation second = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(address), "T1", second).start()) {
                Eventually.waitFor(
                        "the replayed conversation",
                        DEADLINE,
                        () -> second.lines().equals(first.lines()));
                type(link, "x");
                Eventually.waitFor(
                        "the echo after the replay",
                        DEADLINE,
                        () -> second.lines().get(3).equals(">x"));
                assertThat(second.lines()).hasSize(4);
            }
        }
    }

    @Test
    void anUnreachableRelayIsSaidPlainlyAndRetried() throws IOException {
        int closedPort;
        try (ServerSocket probe = new ServerSocket(0)) {
            closedPort = probe.getLocalPort();
        }
        HeadlessStation station = new HeadlessStation("T1");
        try (RelayConnection ignored =
                new RelayConnection(StationMain.tcpTo(new HostPort("127.0.0.1", closedPort)), "T1", station).start()) {
            Eventually.waitFor(
                    "the unreachable message",
                    DEADLINE,
                    () -> station.link().equals("relay unreachable at 127.0.0.1:" + closedPort + "; retrying"));
        }
    }

    @Test
    void aRelayThatGoesAwayIsReportedAndTheStationWaitsForItsReturn() {
        Relay relay = new Relay(
                        ContestLoader.demo(folder).withListen(new HostPort("127.0.0.1", 0)), Clock.systemDefaultZone())
                .start();
        HostPort address = relay.listen();
        HeadlessStation station = new HeadlessStation("T1");
        try (RelayConnection ignored = new RelayConnection(StationMain.tcpTo(address), "T1", station).start()) {
            Eventually.waitFor("connected", DEADLINE, () -> station.link().equals("connected"));
            relay.close();
            Eventually.waitFor(
                    "the lost-relay message",
                    DEADLINE,
                    () -> station.link().startsWith("lost the relay at 127.0.0.1:"));
        }
    }

    @Test
    void anUnknownTerminalIsRefusedWithTheTerminalsThereAre() {
        try (Relay relay = new Relay(
                        ContestLoader.demo(folder).withListen(new HostPort("127.0.0.1", 0)), Clock.systemDefaultZone())
                .start()) {
            HostPort address = relay.listen();
            HeadlessStation station = new HeadlessStation("T9");
            try (RelayConnection ignored = new RelayConnection(StationMain.tcpTo(address), "T9", station).start()) {
                Eventually.waitFor(
                        "the refusal",
                        DEADLINE,
                        () -> station.link().startsWith("refused: no terminal or desk T9 in this contest (there: T1)"));
            }
        }
    }

    /**
     * A message the entry dies on each time it is asked: after the second death the judge is told it
     * is not responding and has the prompt back (issue 40: the judge waited with no word, the entry
     * neither asked nor given up on); the operator's restart starts it, and it answers the next message.
     */
    @Test
    void anEntryThatDiesOnAMessageIsReportedAndTheJudgeIsNeverLeftHanging() throws IOException {
        String dying = """
            name: Dying entry
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [sh, -c, 'while read l; do [ "$l" = poison ] && exit 4; echo "answer: $l"; done'] }
            """;
        Contest contest = ContestLoader.parse(dying, "dying.yaml", folder);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
                type(link, "poison\r\r");
                // restarted once, 1 s after the first death; the second on the same message is reported
                Eventually.waitFor(
                        "the not-responding notice",
                        DEADLINE,
                        () -> station.notice().equals("the other side is not responding"));
                type(link, "Hello?\r\r");
                Eventually.waitFor(
                        "a prompt straight back",
                        DEADLINE,
                        () -> station.lines().equals(List.of(">poison", ">", ">Hello?", ">", ">")));

                relay.controls().restartEntity("T1");
                Eventually.waitFor(
                        "the notice cleared", DEADLINE, () -> station.notice().isEmpty());
                type(link, "Are you back?\r\r");
                Eventually.waitFor(
                        "the restarted entry's answer",
                        DEADLINE,
                        () -> station.lines().contains("answer: Are you back?"),
                        station::lines);
            }
        }
        String opsLog = Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
        assertThat(opsLog)
                .contains(
                        "entity E1 stopped (program exited with status 4); restarting it in 1 s",
                        "ERROR T1   entity E1 died on the judge's message 2 times: NOT restarting it, nor asking it "
                                + "that message again; the judge is told it is not responding; type 'restart T1' "
                                + "to start it again for the judge's next message",
                        "ERROR T1   entity E1 is not responding: program exited with status 4; died on the judge's "
                                + "message 2 times, not asked it again until the operator restarts it",
                        "T1   entity E1 started again by the operator");
    }

    private static void type(RelayConnection link, String typed) {
        Key.typing(typed).forEach(link::send);
    }
}
