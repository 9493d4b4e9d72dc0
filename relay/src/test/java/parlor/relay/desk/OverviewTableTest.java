package parlor.relay.desk;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import parlor.relay.desk.OperatorDesk.Overview;
import parlor.relay.desk.OperatorDesk.TerminalRow;

class OverviewTableTest {

    @Test
    void theClockComesFirstThenOneAlignedRowPerTerminal() {
        Overview overview = new Overview("Parlor Cup 2026", "loebner-2006", "round", 3, 8, Duration.ofSeconds(245), false,
            List.of(new TerminalRow("T1", "04", "E2", "left", "connected", ""),
                new TerminalRow("T10", "--", "C1", "right", "no station", "waiting for a judge")));

        assertThat(OverviewTable.render(overview)).isEqualTo("""
            contest Parlor Cup 2026  rules loebner-2006  phase round  round 3/8  time left 4:05

            TERMINAL  JUDGE  ENTITY  SIDE   LINK        NOTICE
            T1        04     E2      left   connected
            T10       --     C1      right  no station  waiting for a judge""");
    }

    @Test
    void aPausedClockSaysSo() {
        Overview overview = new Overview("Cup", "loebner-2009", "between rounds", 0, 4, Duration.ZERO, true, List.of());

        assertThat(OverviewTable.render(overview)).isEqualTo("""
            contest Cup  rules loebner-2009  phase between rounds  round 0/4  time left 0:00  PAUSED

            TERMINAL  JUDGE  ENTITY  SIDE  LINK  NOTICE
            (no terminals)""");
    }

    @Test
    void aCellTheDeskLeftOutIsEmptyNotAFailure() {
        Overview overview = new Overview("Cup", "r", "round", 1, 1, Duration.ofMinutes(5), false,
            List.of(new TerminalRow("T1", null, "E1", "-", "connected", null)));

        assertThat(OverviewTable.render(overview)).endsWith("\nT1               E1      -     connected");
    }

    @ParameterizedTest
    @CsvSource({"0, 0:00", "9, 0:09", "60, 1:00", "245, 4:05", "4500, 75:00", "-3, 0:00"})
    void timeLeftIsMinutesAndSeconds(long seconds, String shown) {
        assertThat(OverviewTable.minutesAndSeconds(Duration.ofSeconds(seconds))).isEqualTo(shown);
    }
}
