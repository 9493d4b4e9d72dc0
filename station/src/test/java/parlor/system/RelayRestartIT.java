package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.station.StationMain;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keys.Key;

/** The relay killed while an entry thinks, started again with the same contest file: the conversation goes on. */
class RelayRestartIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    private final List<Key> typed = new ArrayList<>();

    @ParameterizedTest(name = "over {0}")
    @ValueSource(strings = {"tcp", "serial"})
    void theJudgeGoesOnInTheSameConversationAndNothingIsLostOrShownTwice(String wiring) throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        parlor.relay.testing.PtyPair cable =
                wiring.equals("serial") ? parlor.relay.testing.PtyPair.startIn(folder.resolve("pty")) : null;
        Path contest = Files.writeString(folder.resolve("contest.yaml"), """
            name: Restart
            listen: 127.0.0.1:%d
            terminals:
              T1: { entity: E1 %s}
            entities:
              E1: { program: [sh, -c, 'while read line; do sleep 1; echo "you said: $line"; done'], quiet: 300ms }
            """.formatted(
                        port, cable == null ? "" : ", serial: " + cable.a() + ", baud: 9600 "));
        RelayConnection.Dialer dialer = cable == null
                ? StationMain.tcpTo(new HostPort("127.0.0.1", port))
                : RelayConnection.Dialer.serial(
                        parlor.relay.link.SerialLine.of(cable.b().toString()));
        HeadlessStation station = new HeadlessStation("T1");
        Process relay = start(contest);
        try (RelayConnection link = new RelayConnection(dialer, "T1", station).start()) {
            type(link, "@@05\r\rHello\r\r");
            Eventually.waitFor(
                    "the first answer", DEADLINE, () -> station.lines().contains("you said: Hello"));
            type(link, "Are you\rstill there?\r\r");
            Eventually.waitFor("the relay to have the question", DEADLINE, () -> link.unacknowledged() == 0);

            relay.destroyForcibly();
            assertThat(relay.waitFor(10, TimeUnit.SECONDS)).isTrue();
            Eventually.waitFor(
                    "the station to notice", DEADLINE, () -> station.link().startsWith("lost the relay"));
            type(link, "typed while down\r");
            relay = start(contest);

            Eventually.waitFor(
                    "the conversation to go on",
                    DEADLINE,
                    () -> station.lines()
                            .equals(List.of(
                                    ">@@05",
                                    ">",
                                    ">Hello",
                                    ">",
                                    "you said: Hello",
                                    ">Are you",
                                    ">still there?",
                                    ">",
                                    "you said: Are you still there?",
                                    ">typed while down",
                                    ">")));
            Eventually.waitFor("every key acknowledged", DEADLINE, () -> link.unacknowledged() == 0);
            assertThat(station.judge()).isEqualTo(5);
        } finally {
            relay.destroyForcibly();
            if (cable != null) {
                cable.close();
            }
        }

        Path entityFolder = folder.resolve("transcripts/E1");
        try (Stream<Path> files = Files.list(entityFolder)) {
            assertThat(files.map(f -> f.getFileName().toString()).sorted().toList())
                    .as("one conversation, not two")
                    .containsExactly(
                            "LP" + java.time.Year.now().toString().substring(2) + "-01.TXT",
                            "LP" + java.time.Year.now().toString().substring(2) + "-01.keys");
        }
        var log = KeyLogReader.read(Files.newBufferedReader(RecordFiles.keystrokes(entityFolder)), "keys");
        List<KeyLogLine> keys = log.lines().stream()
                .filter(l -> l.what() == KeyLogLine.What.KEY)
                .toList();
        assertThat(keys)
                .extracting(KeyLogLine::keyName)
                .containsExactlyElementsOf(typed.stream().map(Key::name).toList());
        assertThat(keys)
                .extracting(KeyLogLine::keySeq)
                .containsExactlyElementsOf(
                        LongStream.rangeClosed(1, typed.size()).boxed().toList());
        List<String> transcript = Files.readAllLines(RecordFiles.transcript(entityFolder));
        assertThat(transcript.subList(3, transcript.size()).stream()
                        .map(l -> l.replaceFirst("\\[\\d\\d:\\d\\d:\\d\\d]", " ")))
                .containsExactly(
                        "*** JUDGE05 ***",
                        "JUDGE05 Hello",
                        "PROGRAM you said: Hello",
                        "JUDGE05 Are you",
                        "JUDGE05 still there?",
                        "PROGRAM you said: Are you still there?",
                        "JUDGE05 typed while down");
        String secondRun = Files.readString(folder.resolve("logs/relay.log"));
        assertThat(secondRun)
                .contains("recovered the conversation in", "the entity is asked the judge's last message again");
    }

    private Process start(Path contest) throws Exception {
        return RelayProcess.onContest(contest, folder.resolve("logs"));
    }

    private void type(RelayConnection link, String text) {
        Key.typing(text).forEach(key -> {
            typed.add(key);
            link.send(key);
        });
    }
}
