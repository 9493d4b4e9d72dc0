package parlor.station.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/** Each kind of entry, plugged in through the contest file, answering a judge's station through the relay. */
class EntryKindsTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void anLppEntryInPerlTalksThroughItsCommunicationsDirectory() throws Exception {
        Path comms = Files.createDirectories(folder.resolve("E4-comms"));
        Path script = folder.resolve("echo-entry.pl");
        try (var in = getClass().getResourceAsStream("/lpp/echo-entry.pl")) {
            Files.write(script, in.readAllBytes());
        }
        String yaml = """
            name: LPP
            listen: 127.0.0.1:0
            terminals:
              T4: { entity: E4 }
            entities:
              E4: { lpp: E4-comms, quiet: 500ms }
            """;
        Process entry = new ProcessBuilder("perl", script.toString(), comms.toString()).redirectErrorStream(true).start();
        try (Relay relay = new Relay(ContestLoader.parse(yaml, "lpp.yaml", folder), Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T4");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T4", station).start()) {
                Key.typing("It's raining\r\r").forEach(link::send);
                Eventually.waitFor("the LPP entry's typed answer", DEADLINE,
                    () -> station.lines().equals(List.of(">It's raining", ">", "You said: It's raining", ">")), station::lines);
            }
        } finally {
            entry.destroyForcibly();
        }
    }
}
