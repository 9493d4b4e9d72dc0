package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
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
import parlor.relay.testing.CuttableProxy;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.station.StationMain;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keys.Key;

/** The cable between station and relay is pulled mid-conversation and plugged back in. */
class LinkOutageTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void whatHappenedWhileTheCableWasOutArrivesOnceWhenItIsBack() throws IOException {
        // an entry that thinks for a second: its reply is produced while the cable is out
        String yaml = """
            name: Outage
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [sh, -c, 'while read line; do sleep 1; echo "you said: $line"; done'], quiet: 300ms }
            """;
        Contest contest = ContestLoader.parse(yaml, "outage.yaml", folder);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            try (CuttableProxy cable = new CuttableProxy(address.host(), address.port())) {
                HeadlessStation station = new HeadlessStation("T1");
                try (RelayConnection link = new RelayConnection(
                                StationMain.tcpTo(new HostPort("127.0.0.1", cable.port())), "T1", station)
                        .start()) {
                    type(link, "hello there\r\r");
                    Eventually.waitFor("the relay to have every key", DEADLINE, () -> link.unacknowledged() == 0);

                    cable.cut();
                    Eventually.waitFor(
                            "the station to notice",
                            DEADLINE,
                            () -> station.link().startsWith("lost the relay"));
                    type(link, "typed while cut\r");
                    assertThat(link.unacknowledged()).as("held for later").isEqualTo(16);
                    cable.restore();

                    Eventually.waitFor(
                            "the reply and the held line",
                            DEADLINE,
                            () -> station.lines()
                                    .equals(List.of(
                                            ">hello there", ">", "you said: hello there", ">typed while cut", ">")),
                            () -> station.lines() + " link=" + station.link() + " unacked=" + link.unacknowledged());
                    Eventually.waitFor("every key acknowledged", DEADLINE, () -> link.unacknowledged() == 0);
                }
            }
        }
        var log = KeyLogReader.read(
                Files.newBufferedReader(RecordFiles.keystrokes(folder.resolve("transcripts/E1"))), "keys");
        List<KeyLogLine> keys = log.lines().stream()
                .filter(l -> l.what() == KeyLogLine.What.KEY)
                .toList();
        assertThat(keys)
                .extracting(KeyLogLine::keyName)
                .containsExactlyElementsOf(Key.typing("hello there\r\rtyped while cut\r").stream()
                        .map(Key::name)
                        .toList());
        assertThat(keys)
                .extracting(KeyLogLine::keySeq)
                .containsExactlyElementsOf(
                        java.util.stream.LongStream.rangeClosed(1, 29).boxed().toList());
        String opsLog = Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
        assertThat(opsLog)
                .containsPattern("station connected from tcp:127\\.0\\.0\\.1:\\d+ \\(resumed after frame \\d+\\)");
    }

    private static void type(RelayConnection link, String text) {
        Key.typing(text).forEach(link::send);
    }
}
