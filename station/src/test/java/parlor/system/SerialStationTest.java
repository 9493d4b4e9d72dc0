package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SerialLine;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.PtyPair;
import parlor.relay.testing.RecordFiles;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keys.Key;

/** A judge's station on a serial cable (a real pty pair, opened by jSerialComm at both ends). */
class SerialStationTest {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    private final List<Key> typed = new ArrayList<>();

    @Test
    void aConversationOverA9600BaudLineSurvivesTheCableBeingOutForTenSeconds() throws Exception {
        PtyPair cable = PtyPair.startIn(folder.resolve("pty"));
        try (cable) {
            String yaml = """
                name: Serial
                listen: 127.0.0.1:0
                terminals:
                  T2: { serial: %s, baud: 9600, entity: E1 }
                entities:
                  E1: { demo: true }
                """.formatted(cable.a());
            Contest contest = ContestLoader.parse(yaml, "serial.yaml", folder);
            HeadlessStation station = new HeadlessStation("T2");
            try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start();
                    RelayConnection link = new RelayConnection(
                                    RelayConnection.Dialer.serial(
                                            SerialLine.parse(cable.b().toString(), java.util.Map.of("baud", "9600"))),
                                    "T2",
                                    station)
                            .start()) {
                Eventually.waitFor(
                        "connected over the cable",
                        DEADLINE,
                        () -> station.link().equals("connected"),
                        station::link);
                type(link, "@@06\r\rHello over the wire\r\r");
                Eventually.waitFor("the reply", DEADLINE, () -> station.lines().size() == 6, station::lines);
                type(link, "Half of a ");
                Eventually.waitFor("the echo", DEADLINE, () -> link.unacknowledged() == 0);

                cable.tearDown();
                Eventually.waitFor(
                        "the station to notice",
                        DEADLINE,
                        () -> station.link().startsWith("lost the relay"),
                        station::link);
                type(link, "message\r\r");
                Thread.sleep(
                        10_000); // the cable really is out for ten seconds: this is the scenario, not synchronisation
                cable.recreate();

                Eventually.waitFor(
                        "the rest of the message and its reply",
                        DEADLINE,
                        () -> {
                            List<String> lines = station.lines();
                            return lines.contains(">Half of a message")
                                    && lines.get(lines.size() - 1).equals(">")
                                    && !lines.get(lines.size() - 2).startsWith(">");
                        },
                        station::lines);
                Eventually.waitFor("every key acknowledged", DEADLINE, () -> link.unacknowledged() == 0);
                assertThat(station.lines().stream()
                                .filter(l -> l.equals(">Half of a message"))
                                .count())
                        .isEqualTo(1);
            }
        }
        var log = KeyLogReader.read(
                Files.newBufferedReader(RecordFiles.keystrokes(folder.resolve("transcripts/E1"))), "keys");
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
        List<String> transcript = Files.readAllLines(RecordFiles.transcript(folder.resolve("transcripts/E1")));
        assertThat(transcript.stream().filter(l -> l.matches("JUDGE06\\[\\d\\d:\\d\\d:\\d\\d]Half of a message")))
                .hasSize(1);
        String opsLog = Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
        assertThat(opsLog).contains("T2   serial line serial:" + cable.a(), "gone, retrying in", "reopened after");
    }

    private void type(RelayConnection link, String text) throws IOException {
        Key.typing(text).forEach(key -> {
            typed.add(key);
            link.send(key);
        });
    }
}
