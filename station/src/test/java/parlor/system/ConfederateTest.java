package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/** A judge at T1 and a human confederate at desk C1, through one relay. */
class ConfederateTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void theConfederateSeesTheJudgeTypeAndTheJudgeGetsTheConfederatesAnswer() throws IOException {
        String yaml = """
            name: Humans
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E3 }
            entities:
              E3: { confederate: C1, name: Confederate one }
            """;
        Contest contest = ContestLoader.parse(yaml, "humans.yaml", folder);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            HeadlessStation judge = new HeadlessStation("T1");
            HeadlessStation confederate = new HeadlessStation("C1");
            try (RelayConnection judgeLink = station(address, "T1", "judge", judge);
                    RelayConnection deskLink = station(address, "C1", "confederate", confederate)) {
                Eventually.waitFor(
                        "both connected",
                        DEADLINE,
                        () -> judge.link().equals("connected")
                                && confederate.link().equals("connected"));

                type(judgeLink, "@@04\r\rHello, who is th");
                Eventually.waitFor(
                        "the confederate to see the judge typing",
                        DEADLINE,
                        () -> confederate.notice().equals("judge typing: Hello, who is th"),
                        confederate::notice);
                type(judgeLink, "ere?\rBe honest.\r\r");
                Eventually.waitFor(
                        "the judge's message at the desk",
                        DEADLINE,
                        () -> confederate.lines().equals(List.of("Hello, who is there?", "Be honest.", ">")),
                        confederate::lines);

                type(deskLink, "Just me, a person.\r\r");
                Eventually.waitFor(
                        "the confederate's answer at the judge's terminal",
                        DEADLINE,
                        () -> judge.lines()
                                .equals(List.of(
                                        ">@@04",
                                        ">",
                                        ">Hello, who is there?",
                                        ">Be honest.",
                                        ">",
                                        "Just me, a person.",
                                        ">")),
                        judge::lines);
                // the desk's own screen comes over its own link: wait for it rather than race it
                Eventually.waitFor(
                        "the confederate's own screen",
                        DEADLINE,
                        () -> confederate
                                .lines()
                                .equals(List.of("Hello, who is there?", "Be honest.", ">Just me, a person.", ">", "")),
                        confederate::lines);
            }
        }
        List<String> transcript = Files.readAllLines(RecordFiles.transcript(folder.resolve("transcripts/E3")));
        assertThat(transcript.get(1)).isEqualTo("[Confederate one] [unknown]");
        assertThat(transcript.subList(3, transcript.size()).stream()
                        .map(l -> l.replaceFirst("\\[\\d\\d:\\d\\d:\\d\\d]", " ")))
                .containsExactly(
                        "*** JUDGE04 ***",
                        "JUDGE04 Hello, who is there?",
                        "JUDGE04 Be honest.",
                        "PROGRAM Just me, a person.");
    }

    @Test
    void aJudgeCannotSitAtADeskNorAConfederateAtATerminal() {
        String yaml = """
            name: Seats
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E3 }
            entities:
              E3: { confederate: C1 }
            """;
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "seats.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            HeadlessStation judgeAtDesk = new HeadlessStation("C1");
            HeadlessStation confederateAtTerminal = new HeadlessStation("T1");
            try (RelayConnection a = station(address, "C1", "judge", judgeAtDesk);
                    RelayConnection b = station(address, "T1", "confederate", confederateAtTerminal)) {
                Eventually.waitFor(
                        "both refused",
                        DEADLINE,
                        () -> judgeAtDesk
                                        .link()
                                        .startsWith("refused: C1 is a confederate's desk, not a judge's terminal")
                                && confederateAtTerminal
                                        .link()
                                        .startsWith("refused: T1 is a judge's terminal, not a confederate's desk"),
                        () -> judgeAtDesk.link() + " / " + confederateAtTerminal.link());
            }
        }
    }

    private static RelayConnection station(HostPort address, String seat, String role, HeadlessStation events) {
        return new RelayConnection(StationMain.tcpTo(address), seat, role, Optional.empty(), events, Clock.systemUTC())
                .start();
    }

    private static void type(RelayConnection link, String text) {
        Key.typing(text).forEach(link::send);
    }
}
