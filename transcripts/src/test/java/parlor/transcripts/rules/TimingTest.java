package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.transcripts.json.FlatJson;

/** A day's times: checked when made, said in words, kept in the verdict log's header and read back. */
class TimingTest {

    private static final Timing TURNS = new Timing(
            Duration.ofMinutes(10),
            Optional.of(Duration.ofMinutes(5)),
            Duration.ofSeconds(90),
            Timing.ReviewAt.EACH_TRIAL,
            Duration.ofHours(2));

    @Test
    void timesAreSaidInMinutesHoursOrSeconds() {
        assertThat(TURNS)
                .hasToString(
                        "10 min talking (5 min with each side in turn), 90 s review after each trial, 2 h between rounds");
        assertThat(new Timing(
                        Duration.ofMinutes(120),
                        Optional.empty(),
                        Duration.ofMinutes(1),
                        Timing.ReviewAt.EACH_ROUND,
                        Duration.ZERO))
                .hasToString("2 h talking, 1 min review after each round, no break between rounds");
        assertThat(Timing.minutes(Duration.ofMinutes(90))).isEqualTo("90 min");
    }

    @Test
    void theTimesReadBackAsWritten() {
        assertThat(Timing.fromJson(FlatJson.parse(TURNS.toJson()))).isEqualTo(TURNS);
        Timing plain = new Timing(
                Duration.ofMinutes(10),
                Optional.empty(),
                Duration.ofMinutes(2),
                Timing.ReviewAt.END_OF_CONTEST,
                Duration.ZERO);
        assertThat(Timing.fromJson(FlatJson.parse(plain.toJson()))).isEqualTo(plain);
    }

    @Test
    void aTimeThatCannotBeIsRefusedNamingIt() {
        assertThatThrownBy(() -> new Timing(
                        Duration.ofMinutes(10),
                        Optional.of(Duration.ZERO),
                        Duration.ofMinutes(1),
                        Timing.ReviewAt.EACH_ROUND,
                        Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("each side's time must be longer than zero, not 0 min");
        assertThatThrownBy(() -> new Timing(
                        Duration.ofMinutes(10),
                        Optional.empty(),
                        Duration.ZERO,
                        Timing.ReviewAt.EACH_ROUND,
                        Duration.ZERO))
                .hasMessage("review (the time judges give their verdicts in) must be longer than zero, not 0 min");
        assertThatThrownBy(() -> Timing.fromJson(
                        Map.of("talk", "PT10M", "review", "PT1M", "reviewAt", "weekly", "break", "PT0S")))
                .hasMessage("'reviewAt' must be each-round, end-of-contest or each-trial, not 'weekly'");
        assertThatThrownBy(() -> Timing.fromJson(
                        Map.of("talk", "ten minutes", "review", "PT1M", "reviewAt", "each-round", "break", "PT0S")))
                .hasMessage("'talk' must be a duration such as PT30S, not 'ten minutes'");
    }
}
