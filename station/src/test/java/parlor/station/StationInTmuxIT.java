package parlor.station;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.link.HostPort;
import parlor.relay.server.Relay;
import parlor.relay.testing.RealEntries;
import parlor.relay.testing.RecordFiles;
import parlor.relay.testing.TmuxPane;

/**
 * The real station, started by its launcher from the packaged jar, in a real terminal (tmux),
 * connected over TCP to a relay hosting the real Chatbot::Eliza.
 */
class StationInTmuxIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);
    private static final Path LAUNCHER =
            Path.of("..", "bin", "station").toAbsolutePath().normalize();

    @TempDir
    Path folder;

    @Test
    void aJudgeAnnouncesThemselvesAsksATwoLineQuestionAndElizaAnswers() throws Exception {
        Contest contest = RealEntries.elizaContestIn(folder);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            String command = "PARLOR_NO_BUILD=1 " + LAUNCHER + " --connect " + address + " --terminal T1 --logs "
                    + folder.resolve("logs") + "; echo STATION-EXITED-$?; sleep 60";
            long started = System.nanoTime();
            try (TmuxPane tmux = TmuxPane.running(command, 80, 24)) {
                tmux.waitForRows(
                        "the first prompt",
                        DEADLINE,
                        rows -> rows.get(0).equals(">") && rows.get(23).contains("connected"));
                System.out.printf("station start to first prompt: %d ms%n", (System.nanoTime() - started) / 1_000_000);

                tmux.type("@@04");
                tmux.press("Enter", "Enter");
                tmux.waitForRows(
                        "judge 04 on the status line",
                        DEADLINE,
                        rows -> rows.get(23).contains("judge 04"));
                tmux.type("I have been feeling lonely");
                tmux.press("Enter");
                tmux.type("since the winter began");
                tmux.press("Enter", "Enter");
                List<String> rows = tmux.waitForRows(
                        "Eliza's answer and a new prompt",
                        DEADLINE,
                        screen -> screen.get(6).equals(">"));

                assertThat(rows.subList(0, 5))
                        .containsExactly(">@@04", ">", ">I have been feeling lonely", ">since the winter began", ">");
                String reply = rows.get(5);
                assertThat(reply).isNotBlank().doesNotStartWith(">").doesNotContain("Liz:");
                assertThat(rows.get(23)).startsWith(" T1  judge 04  connected").endsWith("Ctrl-] quit");

                List<String> transcript = Files.readAllLines(
                        RecordFiles.transcript(folder.resolve("transcripts/E1")), StandardCharsets.UTF_8);
                assertThat(transcript.subList(3, transcript.size())).hasSize(4);
                assertThat(transcript.get(3)).isEqualTo("*** JUDGE04 ***");
                assertThat(transcript.get(4)).matches("JUDGE04\\[\\d\\d:\\d\\d:\\d\\d]I have been feeling lonely");
                assertThat(transcript.get(5)).matches("JUDGE04\\[\\d\\d:\\d\\d:\\d\\d]since the winter began");
                assertThat(transcript.get(6)).matches("PROGRAM\\[\\d\\d:\\d\\d:\\d\\d]\\Q" + reply + "\\E");

                tmux.press("C-]");
                List<String> after = tmux.waitForRows(
                        "the station to exit",
                        DEADLINE,
                        screen -> screen.stream().anyMatch(row -> row.startsWith("STATION-EXITED-")));
                assertThat(after).contains("STATION-EXITED-0");
                assertThat(after).noneMatch(row -> row.contains("Ctrl-] quit"));
            }
        }
    }
}
