package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.console.OverviewTable;
import parlor.relay.contest.ContestLoader;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;
import parlor.relay.testing.TwoJudgeDay;

/**
 * A confederate's desk between judges (issue 41): its status line and the console's {@code status} say who is across
 * the wire now, and nobody while the desk waits, rather than the judge it last talked with.
 */
class DeskBetweenJudgesTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    private final List<AutoCloseable> open = new ArrayList<>();
    private final Map<String, HeadlessStation> seats = new LinkedHashMap<>();

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable closeable : open.reversed()) {
            closeable.close();
        }
    }

    /** Seed 3: in round 1's left-hand turn judge 01 (T1) talks with C1 at desk D1; in the right-hand turn D1 waits. */
    @Test
    void aDeskWaitingAfterAConversationNamesNoJudgeAndStatusNamesTheTerminalItTalksWith() throws Exception {
        ManualClock clock = new ManualClock(Instant.parse("2026-12-12T10:00:00Z"));
        Relay relay =
                new Relay(ContestLoader.parse(TwoJudgeDay.yaml(false, "[cat]", ""), "day.yaml", folder), clock).start();
        open.add(relay);
        for (String seat : List.of("T1", "T2", "D1", "D2")) {
            HeadlessStation station = new HeadlessStation(seat);
            open.add(station.connect(relay.listen(), seat.startsWith("D") ? "confederate" : "judge"));
            seats.put(seat, station);
        }
        HeadlessStation desk = seats.get("D1");
        relay.controls().start();
        Eventually.waitFor("D1 with judge 01", DEADLINE, () -> desk.judge() == 1, desk::statusLine);
        assertThat(deskRow(relay, "D1")).isEqualTo("D1 01 T1 left connected -");

        clock.advance(relay.controls().overview().timeLeft());
        Eventually.waitFor(
                "D1 waiting in round 1 (right)",
                DEADLINE,
                () -> desk.lines().contains("No judge for you this time. Please wait."),
                desk::lines);
        Eventually.waitFor(
                "the status line drawn again", DEADLINE, () -> desk.notice().equals("please wait"), desk::notice);

        assertThat(desk.statusLine()).startsWith(" D1  judge --  ");
        assertThat(deskRow(relay, "D1")).isEqualTo("D1 -- - - connected - please wait");
    }

    /** The desk's row of {@code status}, its cells one space apart (the columns' widths depend on the other rows). */
    private static String deskRow(Relay relay, String desk) {
        return OverviewTable.render(relay.controls().overview())
                .lines()
                .filter(line -> line.startsWith(desk + " "))
                .findFirst()
                .orElseThrow()
                .replaceAll(" +", " ");
    }
}
