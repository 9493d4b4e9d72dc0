package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.desk.OperatorDesk;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;

/** A relay stopped in the middle of a contest day goes on in the same phase when it starts again, paused. */
class DayResumeTest {

    private static final String DAY = """
        name: Resumed day
        listen: 127.0.0.1:0
        rules: loebner-2009
        seed: 3
        timing: { talk: 10m, review: 4m, break: 2m }
        terminals:
          T1: { judge: 1 }
          T2: { judge: 2 }
        entities:
          E1: { program: [cat] }
          E2: { program: [cat] }
          C1: { confederate: D1 }
          C2: { confederate: D2 }
        """;

    @TempDir
    Path folder;

    @Test
    void aRestartedRelayGoesOnInThePhaseItWasInWithTheTimeThatWasLeft() throws Exception {
        Contest contest = ContestLoader.parse(DAY, "day.yaml", folder);
        ManualClock clock = new ManualClock(Instant.parse("2026-12-12T10:00:00Z"));
        try (Relay relay = new Relay(contest, clock).start()) {
            relay.desk().start();
            clock.advance(Duration.ofMinutes(5));
            Eventually.waitFor("the right-hand turn", Duration.ofSeconds(10), () -> relay.desk().overview().phase().equals("round 1 (right)"));
            clock.advance(Duration.ofMinutes(1));
            relay.desk().pause();
        }
        // the relay was away for an hour: a paused clock lost no time
        clock.advance(Duration.ofHours(1));
        try (Relay again = new Relay(contest, clock).start()) {
            OperatorDesk.Overview overview = again.desk().overview();
            assertThat(overview.phase()).isEqualTo("round 1 (right)");
            assertThat(overview.paused()).isTrue();
            assertThat(overview.timeLeft()).isEqualTo(Duration.ofMinutes(4));
            assertThat(again.desk().resume()).isEqualTo("resumed round 1 (right)");
            clock.advance(Duration.ofMinutes(4));
            Eventually.waitFor("the review after the resumed turn", Duration.ofSeconds(10),
                () -> again.desk().overview().phase().equals("review of round 1"));
        }
        assertThat(Files.readAllLines(folder.resolve("transcripts").resolve("verdicts.jsonl")))
            .as("the verdict log was reopened, not begun again").hasSize(1);
        assertThat(Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log")))
            .contains("the relay restarted during round 1 (right): going on there, PAUSED with 4:00 left");
    }
}
