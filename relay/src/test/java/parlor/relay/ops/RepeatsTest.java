package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.ManualClock;
import parlor.relay.testing.OpsEvents;

/** Warnings anyone on the network can cause are collapsed: the first few logged, the rest counted in one line. */
class RepeatsTest {

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-25T10:00:00Z"));
    private final Repeats repeats = new Repeats(clock, 3, Duration.ofSeconds(10));

    @Test
    void theFirstFewOfAKindFromOneSourceAreLoggedAndTheRestSaidOnceWhenTheWindowEnds() {
        List<Boolean> logged = IntStream.range(0, 250_000)
                .mapToObj(i -> repeats.seen("bad-input", "127.0.0.1").log())
                .toList();

        assertThat(logged.subList(0, 4)).containsExactly(true, true, true, false);
        assertThat(logged.stream().filter(l -> l)).hasSize(3);
        assertThat(repeats.due()).as("the window is still open").isEmpty();

        clock.advance(Duration.ofSeconds(10));
        assertThat(repeats.due())
                .containsExactly(new Repeats.Summary("bad-input", "127.0.0.1", 249_997, Duration.ofSeconds(10)));
        assertThat(repeats.due()).as("said once").isEmpty();
        assertThat(repeats.seen("bad-input", "127.0.0.1").log())
                .as("a new window logs its first few again")
                .isTrue();
    }

    @Test
    void eachKindAndSourceHasItsOwnWindow() {
        for (int i = 0; i < 5; i++) {
            repeats.seen("bad-input", "10.0.0.1");
            repeats.seen("bad-input", "10.0.0.2");
            repeats.seen("station-refused", "10.0.0.1");
        }
        assertThat(repeats.seen("bad-input", "10.0.0.3").log()).isTrue();

        clock.advance(Duration.ofSeconds(11));
        assertThat(repeats.due())
                .containsExactlyInAnyOrder(
                        new Repeats.Summary("bad-input", "10.0.0.1", 2, Duration.ofSeconds(10)),
                        new Repeats.Summary("bad-input", "10.0.0.2", 2, Duration.ofSeconds(10)),
                        new Repeats.Summary("station-refused", "10.0.0.1", 2, Duration.ofSeconds(10)));
    }

    @Test
    void aWindowThatEndedIsSaidByTheNextWarningOfItsKindBeforeThatWarning() {
        IntStream.range(0, 7).forEach(i -> repeats.seen("bad-input", "10.0.0.1"));
        clock.advance(Duration.ofSeconds(12));

        Repeats.Seen next = repeats.seen("bad-input", "10.0.0.1");

        assertThat(next.log()).isTrue();
        assertThat(next.ended()).contains(new Repeats.Summary("bad-input", "10.0.0.1", 4, Duration.ofSeconds(10)));
        assertThat(repeats.due()).isEmpty();
    }

    @Test
    void closingSaysWhatTheOpenWindowsCountedSoFar() {
        IntStream.range(0, 5).forEach(i -> repeats.seen("bad-input", "10.0.0.1"));
        repeats.seen("bad-input", "10.0.0.2");
        clock.advance(Duration.ofSeconds(4));

        assertThat(repeats.all())
                .containsExactly(new Repeats.Summary("bad-input", "10.0.0.1", 2, Duration.ofSeconds(4)));
    }

    @Test
    void sourcesPastTheLimitAreCountedTogether() {
        IntStream.range(0, Repeats.MAX_SOURCES)
                .forEach(i -> repeats.seen("bad-input", "10.1." + i / 256 + "." + i % 256));
        IntStream.range(0, 10).forEach(i -> repeats.seen("bad-input", "10.9.9." + i));

        clock.advance(Duration.ofSeconds(10));
        assertThat(repeats.due())
                .containsExactly(new Repeats.Summary("bad-input", Repeats.OTHER_SOURCES, 7, Duration.ofSeconds(10)));
    }

    @Test
    void theOperatorLogCollapsesBadInputFromOneAddressOverManyConnectionsIntoOneCountedLine() {
        RepeatedWarnings
                .sayAllRepeats(); // counts left by earlier tests in this JVM (a flood's) are said before this test
        // listens
        try (OpsEvents events = new OpsEvents()) {
            for (int i = 0; i < 1000; i++) {
                OpsLog.badInput("-", "tcp:192.0.2.77:" + (40000 + i % 4), "damaged frame " + i);
            }
            RepeatedWarnings.sayAllRepeats();

            assertThat(events.named("bad-input")).hasSize(RepeatedWarnings.FIRST_FEW);
            assertThat(events.named("repeated")).singleElement().satisfies(line -> {
                assertThat(OpsEvents.field(line, "count")).isEqualTo(String.valueOf(1000 - RepeatedWarnings.FIRST_FEW));
                assertThat(OpsEvents.field(line, "source")).isEqualTo("192.0.2.77");
                assertThat(OpsEvents.field(line, "like")).isEqualTo("bad-input");
                assertThat(line.getFormattedMessage())
                        .matches(
                                "\u2026 and 990 more like it from 192\\.0\\.2\\.77 in the last \\d+ s \\(bad-input\\)");
            });
        }
    }

    @Test
    void eventsThatMatterOneByOneAreNeverCollapsed() {
        try (OpsEvents events = new OpsEvents()) {
            for (int i = 0; i < 50; i++) {
                OpsLog.stationConnected("T1", "tcp:192.0.2.78:4000", "screen redrawn");
                RecordLog.recordStillFailing("T1", i, Duration.ofSeconds(30));
            }
            assertThat(events.named("station-connected")).hasSize(50);
            assertThat(events.named("record-failing")).hasSize(50);
        }
    }
}
