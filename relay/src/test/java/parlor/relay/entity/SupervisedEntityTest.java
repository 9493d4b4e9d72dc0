package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordingListener;

/** Real entry processes that crash or hang once; the judge only waits a little longer. */
class SupervisedEntityTest {

    @TempDir
    Path folder;

    private final RecordingListener listener = new RecordingListener();
    private final List<String> replies = listener.replies;
    private final List<String> failures = listener.failures;

    @Test
    void anEntryThatCrashesOnAMessageIsRestartedAndAskedAgain() {
        // the first run dies on the first message; every later run answers
        String script =
                "if [ -e \"$1\" ]; then while read l; do echo \"answer: $l\"; done; else touch \"$1\"; read l; exit 9; fi";
        try (SupervisedEntity entry = supervised(script, Duration.ofSeconds(30))) {
            entry.start(listener);
            entry.judgeSaid("are you there?");

            Eventually.waitFor(
                    "the restarted entry's answer", Duration.ofSeconds(15), () -> !replies.isEmpty(), () -> failures);
            assertThat(replies.get(0).strip()).isEqualTo("answer: are you there?");
            assertThat(failures).as("the judge never hears of the crash").isEmpty();
        }
    }

    @Test
    void anEntryThatHangsPastItsReplyTimeoutIsReplaced() {
        String script =
                "if [ -e \"$1\" ]; then while read l; do echo \"awake: $l\"; done; else touch \"$1\"; read l; sleep 600; fi";
        try (SupervisedEntity entry = supervised(script, Duration.ofSeconds(1))) {
            entry.start(listener);
            entry.judgeSaid("hello?");

            Eventually.waitFor(
                    "the replacement's answer", Duration.ofSeconds(15), () -> !replies.isEmpty(), () -> failures);
            assertThat(replies.get(0).strip()).isEqualTo("awake: hello?");
            assertThat(failures).isEmpty();
        }
    }

    private SupervisedEntity supervised(String script, Duration replyTimeout) {
        Path marker = folder.resolve("ran-once");
        var spec = new EntitySpec.Program(
                        "E1",
                        List.of("sh", "-c", script, "entry", marker.toString()),
                        folder,
                        Optional.empty(),
                        Optional.empty(),
                        Duration.ofMillis(300),
                        replyTimeout,
                        false,
                        false,
                        "flaky",
                        "test")
                // the test's own marker file is outside any sandbox: what a restart does is the matter here
                .isolated(parlor.relay.contest.Isolation.NONE);
        return new SupervisedEntity(
                "T1", "E1", () -> new ProgramEntity(spec, "T1", Clock.systemUTC()), replyTimeout, Clock.systemUTC());
    }
}
