package parlor.relay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.entity.Sandbox;
import parlor.relay.testing.OpsEvents;

/** What the relay tells the operator at start about its entries' sandbox and limits. */
class StartChecksTest {

    @Test
    void theOperatorLogSaysOnceAtStartWhatHoldsTheSandboxedEntriesLimits() {
        assumeTrue(
                Sandbox.unavailable().isEmpty() || System.getenv("CI") != null,
                "no bubblewrap here: " + Sandbox.unavailable());
        EntitySpec entry = ContestLoader.entry("E1", "{ program: [sh, -c, 'true'] }", "the test", Path.of("/tmp"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        try (OpsEvents log = new OpsEvents()) {
            boolean goOn = StartChecks.entriesShutIn(List.of(entry), Path.of("contest.yaml"), new PrintStream(err));

            assertThat(goOn).as(err.toString()).isTrue();
            assertThat(log.named("entry-limits"))
                    .singleElement()
                    .extracting(event -> event.getFormattedMessage())
                    .asString()
                    .matches("entry programs' limits are held by (cgroup v2 at /\\S+|cgroup v1 \\(memory at /\\S+,"
                            + " pids at /\\S+, cpu at /\\S+\\)|rlimits only \\(.*\\)): .*");
            if (System.getenv("CI") != null) {
                assertThat(log.named("entry-limits").getFirst().getFormattedMessage())
                        .as("CI runs as root, with cgroup v1 mounted")
                        .contains("cgroup v1");
            }
        }
    }

    @Test
    void recordsKeptInsideParlorsOwnFolderAreNamedWithWhereToPutThem(@org.junit.jupiter.api.io.TempDir Path elsewhere) {
        // the tests run from relay/ in a checkout: ../examples is where the README's examples would write
        Path examples = Path.of("..", "examples").toAbsolutePath().normalize();
        ByteArrayOutputStream inside = new ByteArrayOutputStream();
        ByteArrayOutputStream outside = new ByteArrayOutputStream();

        StartChecks.outsideParlor(
                examples.resolve("logs"), examples.resolve("transcripts"), new PrintStream(inside, true));
        StartChecks.outsideParlor(
                elsewhere.resolve("logs"), elsewhere.resolve("transcripts"), new PrintStream(outside, true));

        assertThat(inside.toString())
                .isEqualTo("relay: WARNING: the records would be kept in " + examples.resolve("transcripts")
                        + ", inside Parlor's own folder " + examples.getParent()
                        + ", where a rebuild, an upgrade or git clean would take them:"
                        + " copy the contest file to a folder of the contest's own" + System.lineSeparator());
        assertThat(outside.toString()).isEmpty();
    }
}
