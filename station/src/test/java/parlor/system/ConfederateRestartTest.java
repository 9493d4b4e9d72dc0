package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.transcripts.keys.Key;

/**
 * A judge talking with a confederate all day (a contest without rounds), the relay stopped and
 * started again between an answer and the next message: the answer is shown and recorded once, at
 * both seats, and the desk's record says who said what as the judge's does.
 */
class ConfederateRestartTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String CONTEST = """
        name: Back room
        listen: 127.0.0.1:0
        terminals:
          T1: { entity: C1, judge: 3 }
        entities:
          C1: { confederate: D1 }
        """;

    @TempDir
    Path folder;

    @Test
    void aConfederatesAnswerIsShownAndRecordedOnceAfterARestart() throws Exception {
        Contest contest = ContestLoader.parse(CONTEST, "room.yaml", folder);
        Relay relay = new Relay(contest, Clock.systemUTC()).start();
        HostPort address = relay.listen();
        HeadlessStation judge = new HeadlessStation("T1");
        HeadlessStation desk = new HeadlessStation("D1");
        try (RelayConnection judgeLink = judge.connect(address, "judge");
                RelayConnection deskLink = desk.connect(address, "confederate")) {
            exchange(judge, judgeLink, desk, deskLink, "are you a person", "yes, I am");
            relay.close();
            relay = new Relay(contest.withListen(address), Clock.systemUTC()).start();
            relay.listen();
            Eventually.waitFor(
                    "both stations back",
                    DEADLINE,
                    () -> judge.link().equals("connected") && desk.link().equals("connected"));
            exchange(judge, judgeLink, desk, deskLink, "prove it", "I had toast for breakfast");
        } finally {
            relay.close();
        }
        assertThat(Collections.frequency(judge.lines(), "yes, I am"))
                .as("the judge's screen")
                .isEqualTo(1);
        assertThat(Collections.frequency(desk.lines(), "are you a person"))
                .as("the desk's screen")
                .isEqualTo(1);
        List<String> judgeRecord = spoken(folder.resolve("transcripts/C1/LP26-01.TXT"));
        assertThat(judgeRecord)
                .containsExactly(
                        "JUDGE03[]are you a person",
                        "PROGRAM[]yes, I am",
                        "JUDGE03[]prove it",
                        "PROGRAM[]I had toast for breakfast");
        assertThat(spoken(folder.resolve("transcripts/.desk-D1/LP26-01.TXT")))
                .as("the desk's record, as the judge's")
                .isEqualTo(judgeRecord);
    }

    private static void exchange(
            HeadlessStation judge,
            RelayConnection judgeLink,
            HeadlessStation desk,
            RelayConnection deskLink,
            String question,
            String answer) {
        Eventually.waitFor(
                "the judge at a prompt",
                DEADLINE,
                () -> !judge.lines().isEmpty() && judge.lines().getLast().equals(">"),
                judge::lines);
        Key.typing(question + "\r\r").forEach(judgeLink::send);
        Eventually.waitFor(
                "the question at the desk", DEADLINE, () -> desk.lines().contains(question), desk::lines);
        Key.typing(answer + "\r\r").forEach(deskLink::send);
        Eventually.waitFor(
                "the answer at the terminal", DEADLINE, () -> judge.lines().contains(answer), judge::lines);
    }

    /** A transcript's lines after its header, without their times. */
    private static List<String> spoken(Path transcript) throws java.io.IOException {
        return Files.readAllLines(transcript).stream()
                .skip(3)
                .map(line -> line.replaceFirst("\\[\\d\\d:\\d\\d:\\d\\d]", "[]"))
                .toList();
    }
}
