package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.relay.rounds.DayPlan;

class RoundClockStateTest {

    private static final Instant T0 = Instant.parse("2026-12-12T10:00:00Z");
    private static final DayPlan PLAN = new DayPlan(
            List.of(
                    new DayPlan.Phase(DayPlan.Kind.TALK, 1, "left", Duration.ofMinutes(5), List.of()),
                    new DayPlan.Phase(DayPlan.Kind.TALK, 1, "right", Duration.ofMinutes(5), List.of())),
            1);

    @Test
    void aPausedClockKeepsItsTimeAndAnExtensionAddsToIt() {
        RoundClockState clock = new RoundClockState();
        assertThat(clock.running()).isFalse();
        clock.next(PLAN, T0);
        assertThat(clock.left(T0.plusSeconds(60))).isEqualTo(Duration.ofMinutes(4));

        clock.pause(T0.plusSeconds(60));
        assertThat(clock.left(T0.plusSeconds(600)))
                .as("time stands still while paused")
                .isEqualTo(Duration.ofMinutes(4));
        clock.extend(Duration.ofMinutes(2), T0.plusSeconds(600));
        clock.resume(T0.plusSeconds(600));
        assertThat(clock.endsAt()).isEqualTo(T0.plusSeconds(600 + 360));

        clock.extend(Duration.ofSeconds(30), T0.plusSeconds(700));
        assertThat(clock.left(T0.plusSeconds(700))).isEqualTo(Duration.ofSeconds(290));
    }

    @Test
    void theDayEndsAfterItsLastPhaseAndNothingThenRunsToPauseOrExtend() {
        RoundClockState clock = new RoundClockState();
        assertThatThrownBy(() -> clock.pause(T0)).hasMessage("no phase is running to pause");
        clock.next(PLAN, T0);
        clock.next(PLAN, T0.plusSeconds(300));
        clock.next(PLAN, T0.plusSeconds(600));
        assertThat(clock.over(PLAN)).isTrue();
        assertThat(clock.running()).isFalse();
        assertThatThrownBy(() -> clock.extend(Duration.ofMinutes(1), T0)).hasMessage("no phase is running to extend");
        assertThatThrownBy(() -> clock.resume(T0)).hasMessage("the clock is not paused");
    }

    @Test
    void aSecondPauseIsRefused() {
        RoundClockState clock = new RoundClockState();
        clock.next(PLAN, T0);
        clock.pause(T0);
        assertThatThrownBy(() -> clock.pause(T0)).hasMessage("the clock is paused already");
        assertThat(Optional.of(clock.paused())).contains(true);
    }
}
