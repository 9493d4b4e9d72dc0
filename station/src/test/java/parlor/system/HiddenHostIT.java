package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.transcripts.keys.Key;

/**
 * The real {@code bin/relay host} on the entry's side and the real {@code bin/relay}, each killed
 * (SIGKILL) while the entry is thinking, each started again: the judge sees every answer once,
 * and an entry whose own host survived is not asked the same message twice.
 */
class HiddenHostIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    @Test
    void theEntrysMachineAndThenTheRelayAreKilledMidAnswerAndTheJudgeSeesEachAnswerOnce() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        Path contest = Files.writeString(folder.resolve("contest.yaml"), """
            name: Hidden hosts
            listen: 127.0.0.1:%d
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { host: H1, name: Slow, author: Tester }
            """.formatted(port));
        Path script = parlor.relay.testing.TestScripts.copy("/hosts/slow-entry.pl", folder);
        Path asked = folder.resolve("asked.txt");
        String entry = "{ program: [perl, %s, %s, '2'], prompt: 'ready> ', isolation: none }".formatted(script, asked);
        HeadlessStation station = new HeadlessStation("T1");
        Process relay = startRelay(contest);
        Process host = startHost(entry, port);
        try (RelayConnection link = new RelayConnection(
                        RelayConnection.Dialer.tcp(new HostPort("127.0.0.1", port)), "T1", station)
                .start()) {
            Key.typing("one\r\r").forEach(link::send);
            Eventually.waitFor(
                    "the first answer", DEADLINE, () -> station.lines().contains("slow: one"), station::lines);

            Key.typing("two\r\r").forEach(link::send);
            Eventually.waitFor(
                    "the entry thinking about 'two'",
                    DEADLINE,
                    () -> read(asked).endsWith("two\n"),
                    () -> read(asked));
            kill(host);
            host = startHost(entry, port);
            Eventually.waitFor(
                    "'two' answered by the entry on the restarted host",
                    DEADLINE,
                    () -> station.lines().contains("slow: two"),
                    station::lines);

            Key.typing("three\r\r").forEach(link::send);
            Eventually.waitFor(
                    "the entry thinking about 'three'",
                    DEADLINE,
                    () -> read(asked).endsWith("three\n"),
                    () -> read(asked));
            kill(relay);
            relay = startRelay(contest);
            Eventually.waitFor(
                    "'three' answered after the relay's restart",
                    DEADLINE,
                    () -> station.lines().contains("slow: three"),
                    station::lines);
            Key.typing("four\r\r").forEach(link::send);
            Eventually.waitFor(
                    "the conversation going on",
                    DEADLINE,
                    () -> station.lines()
                            .equals(List.of(
                                    ">one",
                                    ">",
                                    "slow: one",
                                    ">two",
                                    ">",
                                    "slow: two",
                                    ">three",
                                    ">",
                                    "slow: three",
                                    ">four",
                                    ">",
                                    "slow: four",
                                    ">")),
                    station::lines);
        } finally {
            host.destroyForcibly();
            relay.destroyForcibly();
        }
        // the restarted host's new entry was asked 'two' again; 'three' was answered by the entry that was already
        // thinking about it
        assertThat(read(asked)).isEqualTo("one\ntwo\ntwo\nthree\nfour\n");
        List<String> transcript = Files.readAllLines(RecordFiles.transcript(folder.resolve("transcripts/E1")));
        assertThat(transcript.stream().filter(l -> l.startsWith("PROGRAM")).map(l -> l.substring(l.indexOf(']') + 1)))
                .containsExactly("slow: one", "slow: two", "slow: three", "slow: four");
        String relayLog = Files.readString(folder.resolve("logs/relay.log"));
        assertThat(relayLog)
                .contains(
                        "hidden host H1 connected from",
                        "hidden host H1 at",
                        "the entity is asked the judge's last message again");
        assertThat(Files.readString(folder.resolve("host-logs/host-H1.log")))
                .contains("the restarted relay asked again what the entry");
    }

    private Process startRelay(Path contest) throws Exception {
        return RelayProcess.onContest(contest, folder.resolve("logs"));
    }

    private Process startHost(String entry, int port) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                RelayProcess.LAUNCHER.toString(),
                "host",
                "--seat",
                "H1",
                "--entry",
                entry,
                "--connect",
                "127.0.0.1:" + port,
                "--logs",
                folder.resolve("host-logs").toString()));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(folder.resolve("host-console.txt").toFile());
        builder.environment().put("PARLOR_NO_BUILD", "1");
        return builder.start();
    }

    private static void kill(Process process) throws InterruptedException {
        process.destroyForcibly();
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }
}
