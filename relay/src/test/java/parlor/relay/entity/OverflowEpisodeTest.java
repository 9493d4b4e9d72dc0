package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class OverflowEpisodeTest {

    private static final Instant T0 = Instant.parse("2026-11-28T10:00:00Z");
    private final OverflowEpisode episode = new OverflowEpisode();

    @Test
    void theFirstCutIsToldAndTheRestCountedUntilTheReplyEnds() {
        assertThat(episode.opens(4_000, T0)).isTrue();
        assertThat(episode.opens(4_095, T0.plusSeconds(1))).isFalse();
        assertThat(episode.opens(4_095, T0.plusSeconds(2))).isFalse();

        assertThat(episode.ended(T0.plusSeconds(3)))
                .contains(new OverflowEpisode.Counted(2, 8_190, Duration.ofSeconds(3)));
        assertThat(episode.ended(T0.plusSeconds(4))).isEmpty();
        assertThat(episode.opens(10, T0.plusSeconds(5)))
                .as("the next reply's first cut")
                .isTrue();
    }

    @Test
    void aReplyThatNeverEndsIsCountedEveryTenSecondsWithoutAFreshFirstLine() {
        episode.opens(4_095, T0);
        episode.opens(4_095, T0.plusSeconds(1));

        assertThat(episode.due(T0.plusSeconds(9))).isEmpty();
        assertThat(episode.due(T0.plusSeconds(10)))
                .contains(new OverflowEpisode.Counted(1, 4_095, Duration.ofSeconds(10)));
        assertThat(episode.opens(4_095, T0.plusSeconds(11))).isFalse();
        assertThat(episode.due(T0.plusSeconds(19))).isEmpty();
        assertThat(episode.ended(T0.plusSeconds(20)))
                .contains(new OverflowEpisode.Counted(1, 4_095, Duration.ofSeconds(10)));
    }

    @Test
    void aSingleCutNeedsNoCount() {
        episode.opens(100, T0);
        assertThat(episode.due(T0.plusSeconds(60))).isEmpty();
        assertThat(episode.ended(T0.plusSeconds(60))).isEmpty();
    }
}
