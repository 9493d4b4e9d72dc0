package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.station.StationMain;
import parlor.transcripts.check.FolderCheck;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/** A program's instant reply, shown as the contest's pacing says: not before the delay, then typed key by key. */
class PacingTest {

    @TempDir
    Path folder;

    @Test
    void aProgramsReplyWaitsTheMinimumDelayThenIsTypedOneCharacterAtATime() throws IOException {
        String yaml = """
            name: Paced
            listen: 127.0.0.1:0
            pacing: { min_reply_delay: 2s, typing: human, composing: none }
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [sh, -c, 'while read l; do echo "Hi there."; done'], quiet: 200ms }
            """;
        List<Long> typedAt = new CopyOnWriteArrayList<>();
        HeadlessStation station = new HeadlessStation("T1") {
            @Override
            public synchronized void received(LinkMessage message) {
                if (message instanceof LinkMessage.Draw draw && draw.event() instanceof ScreenEvent.EntityType) {
                    typedAt.add(System.nanoTime());
                }
                super.received(message);
            }
        };
        long sent;
        try (Relay relay =
                        new Relay(ContestLoader.parse(yaml, "paced.yaml", folder), Clock.systemDefaultZone()).start();
                RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
            Eventually.waitFor(
                    "connected", Duration.ofSeconds(10), () -> station.link().equals("connected"));
            Key.typing("Hello\r").forEach(link::send);
            Eventually.waitFor("the first line sent", Duration.ofSeconds(10), () -> link.unacknowledged() == 0);
            sent = System.nanoTime();
            link.send(Key.RETURN);

            Eventually.waitFor(
                    "the typed reply",
                    Duration.ofSeconds(20),
                    () -> station.lines().equals(List.of(">Hello", ">", "Hi there.", ">")),
                    station::lines);
        }
        assertThat(typedAt).as("one draw per character").hasSize("Hi there.".length());
        assertThat(Duration.ofNanos(typedAt.get(0) - sent))
                .as("the minimum reply delay")
                .isGreaterThanOrEqualTo(Duration.ofSeconds(2));
        assertThat(Duration.ofNanos(typedAt.get(typedAt.size() - 1) - typedAt.get(0)))
                .as("typed over time, not at once")
                .isGreaterThan(Duration.ofMillis(400));
        String transcript = Files.readString(RecordFiles.transcript(folder.resolve("transcripts/E1")));
        assertThat(transcript).containsPattern("PROGRAM\\[\\d\\d:\\d\\d:\\d\\d]Hi there\\.\\r\\n");
        assertThat(FolderCheck.check(folder.resolve("transcripts")))
                .filteredOn(finding -> !FolderCheck.isDayFile(finding))
                .singleElement()
                .satisfies(finding ->
                        assertThat(finding.state()).as(finding.toString()).isEqualTo(FolderCheck.State.OK));
    }
}
