package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.TranscriptHeader;
import parlor.transcripts.replay.Timeline;

/** Replay on an 80x24 virtual terminal, driven by the real clock as a user's would be. */
class ReplayerTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    @Test
    void aBusyTwentySecondRecordPlaysAtTenTimesSpeedWithoutFallingBehind() throws IOException {
        Timeline timeline = Timeline.ofKeyLog(busyRecord(), "busy.keys");
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        long start = System.nanoTime();

        Replayer.Outcome outcome =
                new Replayer(timeline, 10, Clock.systemUTC(), ZoneId.of("UTC"), "busy.keys").run(terminal, true);

        Duration took = Duration.ofNanos(System.nanoTime() - start);
        System.out.printf(
                "replayed %d steps of 20 s at x10 in %d ms; longest frame %d ms%n",
                outcome.steps(), took.toMillis(), outcome.longestFrame().toMillis());
        assertThat(outcome.reachedEnd()).isTrue();
        assertThat(outcome.steps()).isEqualTo(timeline.steps().size());
        assertThat(took).as("20 s of record at x10").isBetween(Duration.ofMillis(1900), Duration.ofMillis(3000));
        assertThat(outcome.longestFrame())
                .as("no frame took long enough to fall behind")
                .isLessThan(Duration.ofMillis(100));
        List<String> frame = outcome.lastFrame();
        assertThat(frame)
                .hasSize(24)
                .contains(
                        ">Question 18 typed key by key",
                        "Answer 18",
                        ">Question 19 typed key by key",
                        "Answer 19",
                        ">x");
        assertThat(frame.get(23)).startsWith(" REPLAY busy.keys  10:00:20  END");
    }

    /** A judge typing a question a second, keys 40 ms apart, each answered: about 600 screen steps in 20 s. */
    private static List<KeyLogLine> busyRecord() {
        List<KeyLogLine> log = new ArrayList<>();
        log.add(new KeyLogLine(
                T0,
                "T1",
                4,
                "-",
                "relay",
                KeyLogLine.What.BEGIN,
                new BeginFacts(new TranscriptHeader("(c)2026 Test", "Demo", "Parlor", T0), ZoneId.of("UTC"))
                        .payload()));
        for (int q = 1; q < 20; q++) {
            Instant at = T0.plusSeconds(q);
            for (Key key : Key.typing("Question " + q + " typed key by key\r\r")) {
                at = at.plusMillis(20);
                log.add(new KeyLogLine(at, "T1", 4, "-", "judge", KeyLogLine.What.KEY, key.name()));
            }
            log.add(new KeyLogLine(at.plusMillis(100), "T1", 4, "-", "E1", KeyLogLine.What.SAY, "Answer " + q));
            log.add(new KeyLogLine(at.plusMillis(100), "T1", 4, "-", "E1", KeyLogLine.What.END, ""));
        }
        log.add(new KeyLogLine(T0.plusSeconds(20), "T1", 4, "-", "judge", KeyLogLine.What.KEY, "x"));
        return log;
    }
}
