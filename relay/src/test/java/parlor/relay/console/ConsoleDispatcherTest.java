package parlor.relay.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.event.KeyValuePair;

/** Commands run against recording controls: what they are asked, what the operator sees, what the log keeps. */
class ConsoleDispatcherTest {

    private final RecordingControls controls = new RecordingControls();
    private final ScriptedIo io = new ScriptedIo();
    private final ConsoleDispatcher console = new ConsoleDispatcher(controls, io);
    private final ListAppender<ILoggingEvent> opsLog = new ListAppender<>();
    private final Logger ops = (Logger) LoggerFactory.getLogger("parlor.ops");

    @BeforeEach
    void listenToTheOperatorLog() {
        opsLog.start();
        ops.addAppender(opsLog);
    }

    @AfterEach
    void stopListening() {
        ops.detachAppender(opsLog);
    }

    @Test
    void clockCommandsGoToTheDeskAndTheOperatorSeesItsAnswer() {
        for (String typed : List.of("start", "pause", "resume", "extend 2m", "extend 90")) {
            assertThat(console.execute(typed)).isTrue();
        }

        assertThat(controls.calls).containsExactly("start", "pause", "resume", "extend PT2M", "extend PT1M30S");
        assertThat(io.shown)
                .containsExactly(
                        "round 1 started",
                        "round 3 paused with 4:05 left",
                        "round 3 resumed",
                        "round 3 extended by 120 s",
                        "round 3 extended by 90 s");
    }

    @Test
    void statusShowsTheOverviewTable() {
        console.execute("s");

        assertThat(io.shown).containsExactly(OverviewTable.render(controls.overview));
        assertThat(io.shown.getFirst()).contains("round 3/8", "time left 4:05", "T2        --");
    }

    @Test
    void everyLineTypedIsInTheOperatorLogBeforeItRuns() {
        console.execute("pause");
        console.execute("  strat ");
        console.execute("");
        console.execute("quit");

        assertThat(opsLog.list)
                .extracting(
                        ILoggingEvent::getLevel, ILoggingEvent::getFormattedMessage, ConsoleDispatcherTest::keyValues)
                .containsExactly(
                        tuple(Level.INFO, "operator: pause", Map.of("event", "operator-command", "command", "pause")),
                        tuple(Level.INFO, "operator: strat", Map.of("event", "operator-command", "command", "strat")),
                        tuple(Level.INFO, "operator: quit", Map.of("event", "operator-command", "command", "quit")));
    }

    @Test
    void quitEndsTheConsoleWithoutAskingTheDesk() {
        assertThat(console.execute("quit")).isFalse();
        assertThat(console.execute("exit")).isFalse();
        assertThat(controls.calls).isEmpty();
    }

    @Test
    void anUnknownCommandIsExplainedAndNothingIsDone() {
        console.execute("strat");

        assertThat(io.shown).containsExactly("unknown command 'strat' (did you mean 'start'?)");
        assertThat(controls.calls).isEmpty();
    }

    @Test
    void theDesksRefusalIsShownAsItsMessageAndLogged() {
        controls.refuseNext(new IllegalStateException("no round is running to pause"));

        assertThat(console.execute("pause")).isTrue();

        assertThat(io.shown).containsExactly("no round is running to pause");
        assertThat(opsLog.list)
                .extracting(ILoggingEvent::getFormattedMessage)
                .contains("operator command 'pause' refused: no round is running to pause");
    }

    @Test
    void aFaultBehindTheDeskIsReportedInOneLineAndTheConsoleGoesOn() {
        controls.refuseNext(new NullPointerException("clock"));

        assertThat(console.execute("resume")).isTrue();

        assertThat(io.shown)
                .singleElement()
                .asString()
                .startsWith("resume: failed (java.lang.NullPointerException: clock)")
                .doesNotContain("\tat ");
        assertThat(opsLog.list)
                .filteredOn(event -> event.getLevel() == Level.ERROR)
                .singleElement()
                .satisfies(event -> assertThat(event.getThrowableProxy().getClassName())
                        .isEqualTo("java.lang.NullPointerException"));
    }

    @Test
    void endAsksFirstNamingTheRound() {
        io.answers.add(true);

        console.execute("end");

        assertThat(io.questions).containsExactly("end round 3 now?");
        assertThat(controls.calls).containsExactly("endPhase");
        assertThat(io.shown).containsExactly("round 3 ended");
    }

    @Test
    void endDeclinedDoesNothingAndTheLogSaysSo() {
        io.answers.add(false);

        console.execute("end");

        assertThat(controls.calls).isEmpty();
        assertThat(io.shown).containsExactly("nothing done");
        assertThat(opsLog.list)
                .extracting(ILoggingEvent::getFormattedMessage)
                .contains("operator declined: end (nothing done)");
    }

    @Test
    void endBetweenRoundsNamesThePhase() {
        controls.overview = new RelayControls.Overview("Cup", "r", "the break", 0, 4, Duration.ZERO, false, List.of());

        console.execute("end");

        assertThat(io.questions).containsExactly("end the break now?");
    }

    /** 2003 rule 43: the judges' decision, recorded at the operator's word, once confirmed; the reason is the rest of the line. */
    @Test
    void disqualifyAsksFirstAndRecordsTheEntryWithTheReasonInTheOperatorsWords() {
        io.answers.add(false);
        io.answers.add(true);

        console.execute("disqualify E2 replies typed by a person");
        console.execute("disqualify E2 replies typed by a person");
        console.execute("disqualify E2");

        assertThat(io.questions)
                .containsExactly(
                        "disqualify E2 (replies typed by a person)? It goes on the verdict record for good",
                        "disqualify E2 (replies typed by a person)? It goes on the verdict record for good");
        assertThat(controls.calls).containsExactly("disqualify E2: replies typed by a person");
        assertThat(io.shown)
                .containsExactly(
                        "nothing done",
                        "recorded: E2 disqualified (replies typed by a person)",
                        "usage: disqualify ENTRY REASON (the reason in words, e.g. disqualify E2 replies typed by a person)");
    }

    @Test
    void restartAsksFirstNamingTheEntityAndTakesTheTerminalInAnyCase() {
        io.answers.add(true);

        console.execute("restart t1");

        assertThat(io.questions).containsExactly("restart E2 at T1 now?");
        assertThat(controls.calls).containsExactly("restartEntity T1");
        assertThat(io.shown).containsExactly("restarting the entity at T1");
    }

    @Test
    void anUnknownTerminalIsRefusedBeforeAnythingIsAsked() {
        console.execute("restart T9");
        console.execute("watch T9");

        assertThat(io.questions).isEmpty();
        assertThat(controls.calls).isEmpty();
        assertThat(io.shown)
                .containsExactly(
                        "no terminal 'T9' (the terminals are T1, T2)", "no terminal 'T9' (the terminals are T1, T2)");
    }

    @Test
    void watchShowsTheLinesSoFarThenLiveOnesUntilAKeyAndThenStops() {
        io.whileWatching = () -> controls.lineCompleted("JUDGE04[14:02:30]Are you a person?");

        console.execute("watch T1");

        assertThat(io.shown)
                .containsExactly(
                        "watching T1, read-only: press Enter to stop",
                        "| JUDGE04[14:02:11]Hello there.",
                        "| PROGRAM[14:02:15]Hello yourself.",
                        "| JUDGE04[14:02:30]Are you a person?",
                        "stopped watching T1");
        assertThat(controls.calls).containsExactly("watch T1", "unwatch T1");
        assertThat(controls.watchers).isEmpty();
        assertThat(io.watchEnded).isTrue();
    }

    @Test
    void aWatchTheDeskRefusesGivesTheKeyboardBack() {
        controls.refuseNext(new IllegalStateException("T1 has no conversation yet"));

        console.execute("watch T1");

        assertThat(io.watchEnded).isTrue();
        assertThat(io.shown)
                .containsExactly("watching T1, read-only: press Enter to stop", "T1 has no conversation yet");
    }

    @Test
    void helpListsEveryCommand() {
        console.execute("help");

        assertThat(io.shown)
                .singleElement()
                .asString()
                .contains("  status  ", "  extend DURATION  ", "  restart TERMINAL  ", "  watch TERMINAL  ", "  quit  ")
                .contains("give the current phase more time: 30s, 2m or 90 (seconds)");
    }

    private static Map<String, Object> keyValues(ILoggingEvent event) {
        List<KeyValuePair> pairs = event.getKeyValuePairs() == null ? List.of() : event.getKeyValuePairs();
        return pairs.stream().collect(Collectors.toMap(pair -> pair.key, pair -> pair.value));
    }
}
