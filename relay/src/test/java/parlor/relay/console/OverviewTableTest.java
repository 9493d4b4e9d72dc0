package parlor.relay.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import parlor.relay.console.RelayControls.Overview;
import parlor.relay.console.RelayControls.TerminalRow;

class OverviewTableTest {

    @Test
    void theClockComesFirstThenOneAlignedRowPerTerminal() {
        Overview overview = new Overview(
                "Parlor Cup 2026",
                "loebner-2006",
                "round",
                3,
                8,
                Duration.ofSeconds(245),
                false,
                "review of round 3",
                Duration.ofSeconds(2 * 3600 + 65),
                List.of(
                        new TerminalRow("T1", "04", "E2", "left", "connected", "2 due", ""),
                        new TerminalRow("T10", "--", "C1", "right", "no station", "-", "waiting for a judge")));

        assertThat(OverviewTable.render(overview)).isEqualTo("""
            contest Parlor Cup 2026  rules loebner-2006  phase round  round 3/8  time left 4:05
            next review of round 3  day left 2:01:05  verdicts due T1 (2)

            TERMINAL  JUDGE  ENTITY  SIDE   LINK        VERDICTS  NOTICE
            T1        04     E2      left   connected   2 due
            T10       --     C1      right  no station  -         waiting for a judge""");
    }

    @Test
    void theDayLineSaysWhoStillOwesVerdictsOrThatAllAreIn() {
        List<TerminalRow> owing = List.of(
                new TerminalRow("T1", "01", "E1", "left", "connected", "in", ""),
                new TerminalRow("T3", "03", "C2", "left", "connected", "1 due", ""),
                new TerminalRow("T4", "04", "E2", "left", "connected", "2 due", ""));
        List<TerminalRow> allIn = List.of(
                new TerminalRow("T1", "01", "E1", "left", "connected", "in", ""),
                new TerminalRow("T2", "02", "-", "-", "connected", "-", ""));
        List<TerminalRow> noneDueYet = List.of(new TerminalRow("T1", "01", "E1", "left", "connected", "-", ""));

        assertThat(OverviewTable.verdictTally(owing)).isEqualTo("verdicts due T3 (1), T4 (2)");
        assertThat(OverviewTable.verdictTally(allIn)).isEqualTo("verdicts all in");
        assertThat(OverviewTable.verdictTally(noneDueYet)).isEmpty();
    }

    @Test
    void aPausedClockSaysSo() {
        Overview overview = new Overview(
                "Cup",
                "loebner-2009",
                "between rounds",
                0,
                4,
                Duration.ZERO,
                true,
                "round 1 (left)",
                Duration.ofMinutes(50),
                List.of());

        assertThat(OverviewTable.render(overview)).isEqualTo("""
            contest Cup  rules loebner-2009  phase between rounds  round 0/4  time left 0:00  PAUSED
            next round 1 (left)  day left 50:00

            TERMINAL  JUDGE  ENTITY  SIDE  LINK  NOTICE
            (no terminals)""");
    }

    @Test
    void aContestWithoutRoundsHasNoDayLineAndNoVerdictsColumn() {
        Overview overview = new Overview(
                "Cup",
                "-",
                "no rounds",
                0,
                0,
                Duration.ZERO,
                false,
                List.of(new TerminalRow("T1", "04", "E2", "-", "connected", "")));

        assertThat(OverviewTable.render(overview)).isEqualTo("""
            contest Cup  rules -  phase no rounds  round 0/0  time left 0:00

            TERMINAL  JUDGE  ENTITY  SIDE  LINK       NOTICE
            T1        04     E2      -     connected""");
    }

    /** An alert can be long; the row is cut where an 80-column terminal would wrap it, and says it was cut. */
    @Test
    void noRowIsWiderThanAnEightyColumnTerminal() {
        Overview overview = new Overview(
                "Cup",
                "loebner-2009",
                "round 1 (left)",
                1,
                4,
                Duration.ofMinutes(5),
                false,
                "round 1 (right)",
                Duration.ofHours(1),
                List.of(new TerminalRow(
                        "T1",
                        "01",
                        "(verdicts)",
                        "right",
                        "no station",
                        "12 due",
                        "! entry stopped for good, and this notice goes on well past the edge of the screen")));

        String row = OverviewTable.render(overview).lines().toList().getLast();
        assertThat(row)
                .hasSize(OverviewTable.WIDTH)
                .startsWith("T1        01     (verdicts)  right  no station  12 due    ! entry")
                .endsWith("...");
    }

    @Test
    void aCellTheDeskLeftOutIsEmptyNotAFailure() {
        Overview overview = new Overview(
                "Cup",
                "r",
                "round",
                1,
                1,
                Duration.ofMinutes(5),
                false,
                List.of(new TerminalRow("T1", null, "E1", "-", "connected", null)));

        assertThat(OverviewTable.render(overview)).endsWith("\nT1               E1      -     connected");
    }

    @ParameterizedTest
    @CsvSource({"0, 0:00", "9, 0:09", "60, 1:00", "245, 4:05", "4500, 75:00", "-3, 0:00"})
    void timeLeftIsMinutesAndSeconds(long seconds, String shown) {
        assertThat(OverviewTable.minutesAndSeconds(Duration.ofSeconds(seconds))).isEqualTo(shown);
    }

    @ParameterizedTest
    @CsvSource({"0, 0:00", "3599, 59:59", "3600, 1:00:00", "30725, 8:32:05", "-3, 0:00"})
    void theDayLeftIsCountedInHoursFromAnHourUp(long seconds, String shown) {
        assertThat(OverviewTable.hoursMinutesAndSeconds(Duration.ofSeconds(seconds)))
                .isEqualTo(shown);
    }
}
