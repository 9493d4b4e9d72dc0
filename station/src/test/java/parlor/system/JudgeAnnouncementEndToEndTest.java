package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.station.StationMain;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keylog.KeyLogTo96;
import parlor.transcripts.keys.Key;

/**
 * A judge who announces themselves wrongly, through a real relay over TCP: told why on the status
 * line, and nothing of it reaches the entry or the transcript. The entry says back every line it
 * hears, so anything sent to it would show on the screen.
 */
class JudgeAnnouncementEndToEndTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void aMalformedOrUnknownAnnouncementIsExplainedAndGoesNowhere() throws IOException {
        Contest contest = ContestLoader.parse("""
            name: Announcements
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1, judge: 2 }
              T2: { entity: E2, judge: 4 }
            entities:
              E1: { program: [sh, -c, 'while read line; do echo "heard: $line"; done'], quiet: 300ms }
              E2: { demo: true }
            """, "announcements.yaml", folder);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
                Eventually.waitFor("judge 02 seated from the contest file", DEADLINE, () -> station.judge() == 2);

                type(link, "@@5\r\r");
                Eventually.waitFor(
                        "the two-digit notice",
                        DEADLINE,
                        () -> station.notice().equals("judge numbers have two digits: type @@05"),
                        station::lines);
                assertThat(station.judge()).isEqualTo(2);

                type(link, "@@07\r\r");
                Eventually.waitFor(
                        "the no-such-judge notice",
                        DEADLINE,
                        () -> station.notice().equals("there is no judge 07 in this contest"),
                        station::lines);
                assertThat(station.judge()).isEqualTo(2);

                type(link, "Hello\r\r");
                Eventually.waitFor(
                        "the entry's answer to the one message it got",
                        DEADLINE,
                        () -> station.lines().contains("heard: Hello")
                                && station.lines().getLast().equals(">"),
                        station::lines);
                assertThat(station.lines())
                        .containsExactly(">@@5", ">", ">@@07", ">", ">Hello", ">", "heard: Hello", ">");
                assertThat(station.notice()).isEmpty();
                assertThat(station.judge()).isEqualTo(2);
            }
        }
        Path records = folder.resolve("transcripts/E1");
        List<String> transcript = Files.readAllLines(RecordFiles.transcript(records), StandardCharsets.UTF_8);
        assertThat(transcript.subList(3, transcript.size()))
                .hasSize(2)
                .noneMatch(line -> line.contains("@@") || line.contains("JUDGE07"));
        assertThat(transcript.get(3)).matches("JUDGE02\\[\\d\\d:\\d\\d:\\d\\d]Hello");
        assertThat(transcript.get(4)).matches("PROGRAM\\[\\d\\d:\\d\\d:\\d\\d]heard: Hello");

        var log = KeyLogReader.read(Files.newBufferedReader(RecordFiles.keystrokes(records)), "keys");
        assertThat(log.lines())
                .filteredOn(line -> line.who().equals("judge"))
                .extracting(line -> line.keyName())
                .startsWith("at", "at", "5", "Return", "Return", "at", "at", "0", "7");
        ByteArrayOutputStream rebuilt = new ByteArrayOutputStream();
        assertThat(KeyLogTo96.write(log.lines(), "rebuilt", rebuilt)).isEmpty();
        assertThat(rebuilt.toString(StandardCharsets.UTF_8))
                .isEqualTo(Files.readString(RecordFiles.transcript(records)));
    }

    private static void type(RelayConnection link, String typed) {
        Key.typing(typed).forEach(link::send);
    }
}
