package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.server.Relay;
import parlor.relay.testing.ManualClock;

/** 2006: each judge talks with both of a pair at once, at two terminals, left and right. */
class PairAtOnceTest {

    private static final String DAY = parlor.relay.testing.PairedDay.YAML;

    @TempDir
    Path folder;

    @Test
    void eachJudgesTwoTerminalsTalkWithTheLeftAndRightOfTheirPairAtOnce() throws Exception {
        ManualClock clock = new ManualClock(Instant.parse("2026-12-12T10:00:00Z"));
        try (Relay relay = new Relay(ContestLoader.parse(DAY, "day.yaml", folder), clock).start()) {
            relay.controls().start();
            assertThat(rows(relay))
                    .containsExactly("T1 E1 left", "T2 C1 right", "T3 - -", "T4 - -", "D1 T2 -", "D2 - -");
            clock.advance(Duration.ofMinutes(27));
            awaitPhase(relay, "break after round 1");
            clock.advance(Duration.ofMinutes(3));
            awaitPhase(relay, "round 2");
            assertThat(rows(relay))
                    .containsExactly("T1 - -", "T2 - -", "T3 E2 left", "T4 C1 right", "D1 T4 -", "D2 - -");
            for (String phase : List.of("round 3", "round 4", "review of round 4")) {
                clock.advance(relay.controls().overview().timeLeft());
                awaitPhase(
                        relay,
                        phase.startsWith("round")
                                ? "break after round " + (Integer.parseInt(phase.substring(6)) - 1)
                                : phase);
                if (phase.startsWith("round")) {
                    clock.advance(relay.controls().overview().timeLeft());
                    awaitPhase(relay, phase);
                }
            }
            // the 2006 review comes once, after the last round, for every judge, on the left terminal
            assertThat(rows(relay)).startsWith("T1 (verdicts) -", "T2 - -", "T3 (verdicts) -", "T4 - -");
        }
    }

    @Test
    void aJudgeWithoutBothTerminalsIsRefused() {
        String oneSided = DAY.replace("  T4: { judge: 2, side: right }\n", "");
        assertThatThrownBy(() -> ContestLoader.parse(oneSided, "day.yaml", folder))
                .hasMessageContaining("judge 2 has a left terminal (T3) but no right one");
        String noSide = DAY.replace("T2: { judge: 1, side: right }", "T2: { judge: 1 }");
        assertThatThrownBy(() -> ContestLoader.parse(noSide, "day.yaml", folder))
                .hasMessageContaining("give terminal T2 side: left or side: right");
    }

    private static List<String> rows(Relay relay) {
        return relay.controls().overview().terminals().stream()
                .map(r -> r.terminal() + " " + r.entity() + " " + r.side())
                .toList();
    }

    private static void awaitPhase(Relay relay, String phase) throws InterruptedException {
        parlor.relay.testing.Eventually.waitFor(
                phase,
                Duration.ofSeconds(10),
                () -> relay.controls().overview().phase().equals(phase),
                () -> relay.controls().overview().phase());
    }
}
