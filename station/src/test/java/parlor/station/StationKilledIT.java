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
import parlor.relay.link.HostPort;
import parlor.relay.server.Relay;
import parlor.relay.testing.RealEntries;
import parlor.relay.testing.RecordFiles;
import parlor.relay.testing.TmuxPane;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;

/**
 * The judge's station is killed (SIGKILL) mid-conversation and started again at the same
 * terminal: the relay redraws the whole conversation, the judge goes on, and the record holds
 * everything once, with the new station's arrival noted.
 */
class StationKilledIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);
    private static final Path LAUNCHER =
            Path.of("..", "bin", "station").toAbsolutePath().normalize();

    @TempDir
    Path folder;

    /** The bare prompts on the screen: one after each finished message and one after the last answer (a prompt typed on is no longer bare). */
    private static long prompts(List<String> rows) {
        return rows.subList(0, 23).stream().filter(">"::equals).count();
    }

    @Test
    void aKilledStationStartedAgainShowsTheWholeConversationAndTheJudgeGoesOn() throws Exception {
        try (Relay relay = new Relay(RealEntries.elizaContestIn(folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            Path pid = folder.resolve("station.pid");
            String station = "exec env PARLOR_NO_BUILD=1 " + LAUNCHER + " --connect " + address
                    + " --terminal T1 --logs " + folder.resolve("logs");
            // the first station writes its pid (the shell becomes the JVM through exec); the second takes its place
            // when it dies
            String command = "sh -c 'echo $$ > " + pid + "; " + station + "'; echo STATION-KILLED; sh -c '" + station
                    + "'; sleep 60";
            try (TmuxPane tmux = TmuxPane.running(command, 80, 24)) {
                tmux.waitForRows(
                        "the first prompt",
                        DEADLINE,
                        rows -> rows.get(0).equals(">") && rows.get(23).contains("connected"));
                tmux.type("@@06");
                tmux.press("Enter", "Enter");
                tmux.type("My mother makes me angry");
                tmux.press("Enter", "Enter");
                List<String> before = tmux.waitForRows("Eliza's answer", DEADLINE, rows -> prompts(rows) == 3);

                long stationPid = Long.parseLong(Files.readString(pid).trim());
                new ProcessBuilder("kill", "-9", Long.toString(stationPid))
                        .start()
                        .waitFor();

                List<String> after = tmux.waitForRows(
                        "the conversation redrawn by the restarted station",
                        DEADLINE,
                        rows -> prompts(rows) == 3
                                && rows.get(23).contains("connected")
                                && rows.get(23).contains("judge 06"));
                assertThat(after.subList(0, 23)).containsExactlyElementsOf(before.subList(0, 23));
                tmux.type("Tell me more");
                tmux.press("Enter", "Enter");
                try {
                    tmux.waitForRows("the next answer", DEADLINE, rows -> prompts(rows) == 4);
                } catch (AssertionError e) {
                    throw new AssertionError(e.getMessage() + "; screen: " + tmux.rows(), e);
                }
            }
            Path entity = folder.resolve("transcripts/E1");
            List<String> transcript = Files.readAllLines(RecordFiles.transcript(entity), StandardCharsets.UTF_8);
            assertThat(transcript.stream()
                            .filter(l -> l.startsWith("JUDGE06"))
                            .map(l -> l.substring(l.indexOf(']') + 1)))
                    .containsExactly("My mother makes me angry", "Tell me more");
            var keys = KeyLogReader.read(Files.newBufferedReader(RecordFiles.keystrokes(entity)), "keys")
                    .lines();
            assertThat(keys.stream().filter(l -> l.what() == KeyLogLine.What.LINK))
                    .as("each station process's arrival on record")
                    .hasSize(2);
        }
    }
}
