package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.console.RelayControls;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;

/** A relay stopped in the middle of a contest day goes on in the same phase when it starts again, paused. */
class DayResumeTest {

    private static final String DAY = parlor.relay.testing.TwoJudgeDay.yaml(false, "[cat]", "");

    @TempDir
    Path folder;

    @Test
    void aRestartedRelayGoesOnInThePhaseItWasInWithTheTimeThatWasLeft() throws Exception {
        Contest contest = ContestLoader.parse(DAY, "day.yaml", folder);
        ManualClock clock = new ManualClock(Instant.parse("2026-12-12T10:00:00Z"));
        try (Relay relay = new Relay(contest, clock).start()) {
            relay.controls().start();
            clock.advance(Duration.ofMinutes(5));
            Eventually.waitFor(
                    "the right-hand turn",
                    Duration.ofSeconds(10),
                    () -> relay.controls().overview().phase().equals("round 1 (right)"));
            clock.advance(Duration.ofMinutes(1));
            relay.controls().pause();
        }
        // the relay was away for an hour: a paused clock lost no time
        clock.advance(Duration.ofHours(1));
        try (Relay again = new Relay(contest, clock).start()) {
            RelayControls.Overview overview = again.controls().overview();
            assertThat(overview.phase()).isEqualTo("round 1 (right)");
            assertThat(overview.paused()).isTrue();
            assertThat(overview.timeLeft()).isEqualTo(Duration.ofMinutes(4));
            assertThat(again.controls().resume()).isEqualTo("resumed round 1 (right)");
            clock.advance(Duration.ofMinutes(4));
            Eventually.waitFor(
                    "the review after the resumed turn",
                    Duration.ofSeconds(10),
                    () -> again.controls().overview().phase().equals("review of round 1"));
        }
        assertThat(Files.readAllLines(folder.resolve("transcripts").resolve("verdicts.jsonl")))
                .as("the verdict log was reopened, not begun again")
                .hasSize(1);
        assertThat(Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log")))
                .contains("the relay restarted during round 1 (right): going on there, PAUSED with 4:00 left");
    }
}
