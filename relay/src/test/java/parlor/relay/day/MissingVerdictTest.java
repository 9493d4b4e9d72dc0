package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;
import parlor.relay.testing.OpsEvents;
import parlor.relay.testing.SmallCasts;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.Table;
import parlor.transcripts.rules.VerdictLog;

/** A review whose time runs out with a judge's question unanswered: the operator hears of it then, and `results` lists it. */
class MissingVerdictTest {

    private static final String DAY = """
        name: Nobody answers
        listen: 127.0.0.1:0
        rules: loebner-1996
        rehearsal: true
        timing: { talk: 15m, review: 2m, break: 5m }
        """ + SmallCasts.TWO_JUDGES + """
        entities:
          E1: { program: [cat] }
          C1: { confederate: D1 }
        """;

    @TempDir
    Path folder;

    @Test
    void aReviewOverWithAQuestionUnansweredIsToldToTheOperatorAndListedInTheResults() throws Exception {
        ManualClock clock = new ManualClock(Instant.parse("2026-12-12T10:00:00Z"));
        List<ILoggingEvent> missing;
        try (OpsEvents ops = new OpsEvents();
                Relay relay = new Relay(ContestLoader.parse(DAY, "day.yaml", folder), clock).start()) {
            relay.controls().start();
            clock.advance(Duration.ofMinutes(15));
            awaitPhase(relay, "review of round 1");
            clock.advance(Duration.ofMinutes(2));
            awaitPhase(relay, "break after round 1");
            missing = ops.named("verdict-missing");
        }

        assertThat(missing)
                .extracting(e -> e.getMDCPropertyMap().get("terminal"))
                .containsExactly("T1", "T2");
        assertThat(missing).allMatch(e -> e.getLevel() == Level.WARN);
        assertThat(missing.getFirst().getFormattedMessage())
                .isEqualTo(
                        "verdict missing: judge 01 at T1 left the review of round 1 with "
                                + "1 question(s) unanswered, first \"How human did the other side seem, from 1 (not at all) to 10 (surely a person)?\"");
        assertThat(OpsEvents.field(missing.getFirst(), "judge")).isEqualTo("1");

        VerdictLog.Contents log = VerdictLog.read(folder.resolve("transcripts").resolve(VerdictLog.FILE_NAME));
        Results results = Scoring.score(log.contest().orElseThrow(), log.verdicts());
        Table table = results.tables().getLast();
        assertThat(table.title()).startsWith("Missing verdicts");
        // judge by judge; the relay stopped before round 2, whose verdicts the plan asks for too
        assertThat(table.rows())
                .containsExactly(
                        List.of("J1", "1", "rating of E1"),
                        List.of("J1", "2", "rating of C1"),
                        List.of("J2", "1", "rating of C1"),
                        List.of("J2", "2", "rating of E1"));
    }

    private static void awaitPhase(Relay relay, String phase) {
        Eventually.waitFor(
                phase,
                Duration.ofSeconds(10),
                () -> relay.controls().overview().phase().equals(phase),
                () -> relay.controls().overview().phase());
    }
}
