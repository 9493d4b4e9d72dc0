package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.ops.Alerts;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.OpsEvents;
import parlor.relay.testing.RecordingListener;
import parlor.relay.testing.TestScripts;

/**
 * A greedy entry in its sandbox, run as the relay runs it, held to its limits as a whole: its
 * children's memory, its shared memory and its {@code /tmp} together; its processes together; and
 * each time it reaches a limit, the operator is told in the log and on the console, with the
 * entry's name. Needs cgroups (CI here has v1, as root); elsewhere the limits are per process.
 */
class WholeEntryLimitsTest {

    private static final Duration DEADLINE = Duration.ofSeconds(60);

    @TempDir
    Path folder;

    private final List<Alerts.Alert> alerts = new CopyOnWriteArrayList<>();
    private OpsEvents log;
    private Alerts console;

    @BeforeEach
    void listen() {
        assumeTrue(
                Sandbox.unavailable().isEmpty() || System.getenv("CI") != null,
                "no bubblewrap here: " + Sandbox.unavailable());
        log = new OpsEvents();
        console = Alerts.listening();
        console.subscribe(alerts::add);
    }

    @AfterEach
    void close() {
        if (console != null) {
            console.close();
            log.close();
        }
    }

    @Test
    void twoChildrenSharedMemoryAndTmpTogetherGetAtMostTheEntrysMemoryAndTheOperatorIsTold() throws Exception {
        String reply = ask("memory-greedy.py", "256", "limits: { memory: 256m }");

        Matcher held = Pattern.compile("total=(\\d+) of 256 MB").matcher(reply);
        assertThat(held.find()).as(reply).isTrue();
        assertThat(Integer.parseInt(held.group(1)))
                .as("MB held at once by two children and /tmp: " + reply)
                .isLessThanOrEqualTo(256);
        toldTheOperator("memory");
    }

    @Test
    void aForkLoopStopsAtTheProcessLimitAndTheOperatorIsTold() throws Exception {
        String reply = ask("fork-loop.py", "", "limits: { processes: 16 }");

        Matcher forks = Pattern.compile("forks: (\\d+) \\(then: (.*)\\)").matcher(reply);
        assertThat(forks.find()).as(reply).isTrue();
        assertThat(Integer.parseInt(forks.group(1)))
                .as("forks beside the entry's first process: " + reply)
                .isLessThan(16);
        assertThat(forks.group(2)).as(reply).isNotEqualTo("none refused");
        toldTheOperator("process");
    }

    /** The entry E1 at T1 with {@code limits}, asked once; its reply. */
    private String ask(String script, String argument, String limits) throws Exception {
        TestScripts.copy("/entries/" + script, folder);
        Files.writeString(folder.resolve("contest.yaml"), "name: Greedy\n");
        EntitySpec.Program entry = (EntitySpec.Program) ContestLoader.entry(
                "E1",
                "{ program: [python3, %s%s], prompt: 'you> ', %s }"
                        .formatted(script, argument.isEmpty() ? "" : ", '" + argument + "'", limits),
                "the test",
                folder);
        RecordingListener heard = new RecordingListener();
        try (ProgramEntity greedy = new ProgramEntity(entry, "T1", Clock.systemUTC())) {
            greedy.start(heard);
            greedy.judgeSaid("hello");
            Eventually.waitFor("the entry's report", DEADLINE, () -> !heard.replies.isEmpty(), () -> heard.failures);
            return heard.replies.getFirst();
        }
    }

    /** A line in the operator log naming E1 and the limit, and an alert on the console saying the same. */
    private void toldTheOperator(String limit) {
        Eventually.waitFor(
                "the operator log's line on E1's " + limit + " limit",
                Duration.ofSeconds(10),
                () -> log.all().stream().anyMatch(e -> breach(e, limit)),
                () -> log.all().stream().map(ILoggingEvent::getFormattedMessage).toList());
        Eventually.waitFor(
                "the console's alert on E1's " + limit + " limit",
                Duration.ofSeconds(10),
                () -> alerts.stream()
                        .anyMatch(a -> a.terminal().equals("T1")
                                && a.line().contains("E1")
                                && a.line().contains(limit)),
                () -> alerts);
    }

    private static boolean breach(ILoggingEvent event, String limit) {
        return event.getLevel().isGreaterOrEqual(Level.WARN)
                && OpsEvents.field(event, "entity").equals("E1")
                && event.getFormattedMessage().contains(limit);
    }
}
