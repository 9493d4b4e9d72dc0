package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class RefusalLimiterTest {

    private Instant now = Instant.parse("2026-11-22T10:00:00Z");
    private final RefusalLimiter limiter = new RefusalLimiter(new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    });

    @Test
    void theFifthRefusalInAMinuteBlocksTheAddressFromThatSeatUntilTheMinuteHasPassed() {
        for (int i = 1; i < RefusalLimiter.MAX_REFUSALS; i++) {
            assertThat(limiter.refused("10.1.1.7", "judge:T1")).isFalse();
        }
        assertThat(limiter.blocked("10.1.1.7", "judge:T1")).isFalse();

        assertThat(limiter.refused("10.1.1.7", "judge:T1")).as("reported once").isTrue();
        assertThat(limiter.blocked("10.1.1.7", "judge:T1")).isTrue();
        assertThat(limiter.remaining("10.1.1.7", "judge:T1")).isEqualTo(RefusalLimiter.WINDOW);
        assertThat(limiter.blocked("10.1.1.8", "judge:T1"))
                .as("other hosts are not affected")
                .isFalse();
        assertThat(limiter.blocked("10.1.1.7", "judge:T2"))
                .as("nor other seats from the same address")
                .isFalse();

        now = now.plus(RefusalLimiter.WINDOW).plus(Duration.ofSeconds(1));
        assertThat(limiter.blocked("10.1.1.7", "judge:T1")).isFalse();
        assertThat(limiter.remaining("10.1.1.7", "judge:T1")).isZero();
    }
}
