package parlor.transcripts.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class PlayheadTest {

    private static final Instant START = Instant.parse("2012-05-15T13:00:00Z");
    private final Playhead head = new Playhead(START, START.plusSeconds(600), 10);

    @Test
    void tenTimesSpeedCoversTenSecondsOfRecordPerSecond() {
        head.advance(Duration.ofSeconds(3));

        assertThat(head.now()).isEqualTo(START.plusSeconds(30));
    }

    @Test
    void pausedTimeDoesNotMove() {
        head.togglePause();
        head.advance(Duration.ofSeconds(5));
        head.togglePause();
        head.advance(Duration.ofSeconds(1));

        assertThat(head.now()).isEqualTo(START.plusSeconds(10));
    }

    @Test
    void seekingStaysInsideTheRecord() {
        head.seek(Duration.ofSeconds(-10));
        assertThat(head.now()).isEqualTo(START);

        head.seek(Duration.ofHours(1));
        assertThat(head.now()).isEqualTo(START.plusSeconds(600));
        assertThat(head.finished()).isTrue();
    }

    @Test
    void aReplayIsFinishedOnlyAtTheRecordsEnd() {
        assertThat(head.finished()).isFalse();
        head.advance(Duration.ofSeconds(59));
        assertThat(head.finished()).isFalse();
        assertThat(head.elapsed()).isEqualTo(Duration.ofSeconds(590));

        head.advance(Duration.ofSeconds(1));
        assertThat(head.finished()).isTrue();
    }

    @Test
    void itSaysWhetherItIsPausedAndAtWhatSpeed() {
        assertThat(head.paused()).isFalse();
        head.togglePause();
        assertThat(head.paused()).isTrue();
        assertThat(head.speed()).isEqualTo(10);
    }

    @Test
    void aSpeedOfZeroOrLessIsRefused() {
        assertThatThrownBy(() -> new Playhead(START, START.plusSeconds(600), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("speed must be above 0, was 0.0");
        assertThat(new Playhead(START, START.plusSeconds(600), 0.01).speed()).isEqualTo(0.01);
    }
}
