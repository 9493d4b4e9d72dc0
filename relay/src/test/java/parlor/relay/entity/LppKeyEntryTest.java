package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class LppKeyEntryTest {

    private static final Instant AT = Instant.parse("2009-09-06T10:00:00.123456Z");

    @Test
    void aKeysNumberIsMillisecondsOfTheClockZeroFilledToEighteenDigitsAsThe2009RulesSay() {
        String digits = LppKeyEntry.digits(LppKeyEntry.nextNumber(AT, 0));

        assertThat(digits).isEqualTo("000001252231200123");
        assertThat(LppKeyEntry.judgeName(digits, "bracketleft")).isEqualTo("000001252231200123.bracketleft.judge");
        assertThat(LppKeyEntry.parse("000001252231200123.bracketleft.other")).hasValueSatisfying(entry -> {
            assertThat(entry.key()).isEqualTo("bracketleft");
            assertThat(entry.fromJudge()).isFalse();
        });
    }

    @Test
    void keysWithinOneMillisecondStillIncreaseAndNeverGoBackWhenTheClockDoes() {
        long first = LppKeyEntry.nextNumber(AT, 0);
        long second = LppKeyEntry.nextNumber(AT, first);
        long afterClockStepsBack = LppKeyEntry.nextNumber(AT.minusSeconds(1), second);

        assertThat(second).isEqualTo(first + 1);
        assertThat(afterClockStepsBack).isEqualTo(second + 1);
        assertThat(LppKeyEntry.digits(afterClockStepsBack).compareTo(LppKeyEntry.digits(second)))
                .isPositive();
    }
}
