package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A judge closes their station mid-round (Ctrl-]) and opens it again, on a 2009 day run through the
 * real {@code bin/relay} console, with real stations and the audience wall, all in tmux (issue 41:
 * the reopened station showed {@code left 1:55} while the console said 1:18, and the wall's pane
 * for that terminal the same). Afterwards the station, the wall and the console tell the same time
 * left, to 2 s; the wall's, its delay later.
 */
class ReopenedStationIT {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final int WALL_DELAY_SECONDS = 5;
    private static final long TOLERANCE_SECONDS = 2;
    /** How long the station stays away: the stale clock was behind by as long as the round had run. */
    private static final long AWAY_SECONDS = 20;

    private static final Pattern STATION_CLOCK = Pattern.compile("round \\d+/\\d+ (?:[a-z]+ )?(\\d+):(\\d\\d)");
    private static final Pattern WALL_CLOCK =
            Pattern.compile("T1\\s+(?:judge \\d\\d|J\\d\\d)\\s+round \\d+/\\d+ (?:[a-z]+ )?(\\d+):(\\d\\d)");
    private static final Pattern CONSOLE_CLOCK = Pattern.compile("time left (\\d+):(\\d\\d)");

    @TempDir
    Path folder;

    @Test
    void aStationReopenedMidRoundTellsTheTimeLeftTheConsoleAndTheWallTell() throws Exception {
        int port = DayInTmux.freePort();
        try (DayInTmux day = DayInTmux.start(folder, contestFile(port), port)) {
            day.station("T1", "judge");
            day.station("T2", "judge");
            day.station("D1", "confederate");
            day.wall("T1,T2");
            day.operator("start");
            long atStart = clockOf(day.waitAt(
                            "T2", "the round's clock", rows -> clockOf(rows).isPresent()))
                    .orElseThrow();

            day.quitStation("T1");
            day.waitAt(
                    "T2",
                    AWAY_SECONDS + " s of the round gone",
                    DayInTmux.DEADLINE.plusSeconds(AWAY_SECONDS),
                    rows -> clockOf(rows).orElse(atStart) <= atStart - AWAY_SECONDS);
            day.station("T1", "judge");
            day.waitAt("T1", "the round's clock again", rows -> clockOf(rows).isPresent());

            Reading console = consoleClock(day);
            Reading station = Reading.of(clockOf(day.screen("T1")));
            Reading wall = Reading.of(seconds(WALL_CLOCK, day.screen(DayInTmux.WALL)));

            long consoleLeft = console.leftAt(console);
            assertThat(station.leftAt(console))
                    .as("T1's station, reopened, against the console's %d s", consoleLeft)
                    .isBetween(consoleLeft - TOLERANCE_SECONDS, consoleLeft + TOLERANCE_SECONDS);
            assertThat(wall.leftAt(console) - WALL_DELAY_SECONDS)
                    .as("the wall's T1 pane, %d s behind, against the console's %d s", WALL_DELAY_SECONDS, consoleLeft)
                    .isBetween(consoleLeft - TOLERANCE_SECONDS, consoleLeft + TOLERANCE_SECONDS);
        }
    }

    /** Seconds left as read at a moment (by this JVM's clock, in nanoseconds). */
    private record Reading(long secondsLeft, long readAtNanos) {
        static Reading of(OptionalLong seconds) {
            return new Reading(seconds.orElseThrow(), System.nanoTime());
        }

        /** What this reading says was left when {@code other} was read: read later, it had more left then. */
        long leftAt(Reading other) {
            return secondsLeft + Math.round((readAtNanos - other.readAtNanos) / 1e9);
        }
    }

    /** The operator types {@code status}; the time left is as of when it was typed (the reading's time). */
    private static Reading consoleClock(DayInTmux day) throws Exception {
        long typedAt = System.nanoTime();
        day.operator("status");
        List<String> rows = day.consoleRows();
        OptionalLong left = OptionalLong.empty();
        for (String row : rows) {
            Matcher m = CONSOLE_CLOCK.matcher(row);
            if (m.find()) {
                left = OptionalLong.of(Long.parseLong(m.group(1)) * 60 + Long.parseLong(m.group(2)));
            }
        }
        assertThat(left).as("the console's status:\n" + String.join("\n", rows)).isPresent();
        return new Reading(left.getAsLong(), typedAt);
    }

    private static OptionalLong clockOf(List<String> rows) {
        return seconds(STATION_CLOCK, List.of(DayInTmux.status(rows)));
    }

    private static OptionalLong seconds(Pattern clock, List<String> rows) {
        for (String row : rows) {
            Matcher m = clock.matcher(row);
            if (m.find()) {
                return OptionalLong.of(Long.parseLong(m.group(1)) * 60 + Long.parseLong(m.group(2)));
            }
        }
        return OptionalLong.empty();
    }

    private Path contestFile(int port) throws Exception {
        Files.copy(ROOT.resolve("examples/stdio-entry.py"), folder.resolve("stdio-entry.py"));
        Path contest = folder.resolve("contest.yaml");
        Files.writeString(contest, """
            name: Reopened
            listen: 127.0.0.1:%d
            rules: loebner-2009
            rehearsal: true
            timing: { talk: 10m, review: 2m, break: 1m }
            audience: { delay: %ds }
            terminals:
              T1: { judge: 1 }
              T2: { judge: 2 }
            entities:
              E1: { program: [python3, stdio-entry.py], prompt: 'you> ' }
              E2: { program: [python3, stdio-entry.py], prompt: 'you> ' }
              C1: { confederate: D1 }
            """.formatted(port, WALL_DELAY_SECONDS));
        return contest;
    }
}
