package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class RestartPolicyTest {

    private Instant now = Instant.parse("2026-11-22T10:00:00Z");
    private final RestartPolicy policy = new RestartPolicy();

    @Test
    void pausesDoubleWhileFailuresComeInARowAndTheFifthWithinFiveMinutesIsFinal() {
        policy.started(now);
        assertThat(failAfter(Duration.ofSeconds(1))).hasValue(Duration.ofSeconds(1));
        assertThat(failAfter(Duration.ofSeconds(1))).hasValue(Duration.ofSeconds(2));
        assertThat(failAfter(Duration.ofSeconds(2))).hasValue(Duration.ofSeconds(4));
        assertThat(failAfter(Duration.ofSeconds(4))).hasValue(Duration.ofSeconds(8));
        assertThat(failAfter(Duration.ofSeconds(8))).as("spin limit reached").isEmpty();
    }

    @Test
    void anEntryThatStaysUpBetweenRareFailuresIsAlwaysRestartedQuickly() {
        for (int i = 0; i < 10; i++) {
            policy.started(now);
            assertThat(failAfter(Duration.ofMinutes(3))).hasValue(Duration.ofSeconds(1));
        }
    }

    private java.util.Optional<Duration> failAfter(Duration up) {
        now = now.plus(up);
        var pause = policy.failed(now);
        pause.ifPresent(p -> {
            now = now.plus(p);
            policy.started(now);
        });
        return pause;
    }
}
