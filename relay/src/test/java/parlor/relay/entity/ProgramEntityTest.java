package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RealEntries;
import parlor.relay.testing.RecordingListener;

class ProgramEntityTest {

    private final RecordingListener listener = new RecordingListener();
    private final List<String> replies = listener.replies;
    private final List<String> failures = listener.failures;

    @Test
    void theRealElizaAnswersOnAPseudoTerminalWithoutItsBannerOrName() {
        var spec = new EntitySpec.Program(
                "E1",
                List.of("perl", RealEntries.eliza().toString()),
                Path.of("/tmp"),
                Optional.of(Pattern.compile("you:\\s*")),
                Optional.of(Pattern.compile("Liz:\\s*")),
                Duration.ofMillis(800),
                Duration.ofSeconds(60),
                false,
                false,
                "Eliza",
                "Debian");
        try (ProgramEntity eliza = new ProgramEntity(spec, "T1", Clock.systemUTC())) {
            eliza.start(listener);
            eliza.judgeSaid("I am unhappy\nabout my work");

            Eventually.waitFor("Eliza's reply", Duration.ofSeconds(20), () -> !replies.isEmpty());
            List<String> lines = Sanitiser.lines(replies.get(0));
            assertThat(lines).isNotEmpty();
            assertThat(String.join(" ", lines)).doesNotContain("Liz:", "Welcome", "therapy session", "unhappy\nabout");
            assertThat(failures).isEmpty();
        }
    }

    @Test
    void aMessageSentTheMomentTheEntryStartsIsNotEchoedBackInItsReply() {
        var spec = new EntitySpec.Program(
                "E7",
                List.of("sh", "-c", "read line; echo got it"),
                Path.of("/tmp"),
                Optional.empty(),
                Optional.empty(),
                Duration.ofMillis(300),
                Duration.ofSeconds(60),
                false,
                false,
                "quick",
                "test");
        try (ProgramEntity quick = new ProgramEntity(spec, "T1", Clock.systemUTC())) {
            quick.start(listener);
            quick.judgeSaid("secret words from the judge");

            Eventually.waitFor("the reply", Duration.ofSeconds(10), () -> !replies.isEmpty());
            assertThat(Sanitiser.lines(replies.get(0))).containsExactly("got it");
        }
    }

    @Test
    void theContestsFactsReachTheProgramAsEnvironmentVariables() {
        var spec = new EntitySpec.Program(
                        "E6",
                        List.of("sh", "-c", "read line; echo \"$PARLOR_ROUNDS rounds of $PARLOR_ROUND_MINUTES min\""),
                        Path.of("/tmp"),
                        Optional.empty(),
                        Optional.empty(),
                        Duration.ofMillis(300),
                        Duration.ofSeconds(60),
                        false,
                        false,
                        "facts",
                        "test")
                .withEnvironment(java.util.Map.of("PARLOR_ROUNDS", "7", "PARLOR_ROUND_MINUTES", "20"));
        try (ProgramEntity entry = new ProgramEntity(spec, "T1", Clock.systemUTC())) {
            entry.start(listener);
            entry.judgeSaid("What round is this?");

            Eventually.waitFor("the reply", Duration.ofSeconds(10), () -> !replies.isEmpty());
            assertThat(Sanitiser.lines(replies.get(0))).containsExactly("7 rounds of 20 min");
        }
    }

    @Test
    void aProgramThatDiesIsReportedNotWaitedFor() {
        var spec = new EntitySpec.Program(
                "E9",
                List.of("sh", "-c", "read line; exit 3"),
                Path.of("/tmp"),
                Optional.empty(),
                Optional.empty(),
                Duration.ofMillis(300),
                Duration.ofSeconds(60),
                false,
                false,
                "dies",
                "test");
        try (ProgramEntity dying = new ProgramEntity(spec, "T1", Clock.systemUTC())) {
            dying.start(listener);
            dying.judgeSaid("hello");

            Eventually.waitFor("the failure report", Duration.ofSeconds(10), () -> !failures.isEmpty());
            assertThat(failures.get(0)).isEqualTo("program exited with status 3");
        }
    }

    @Test
    void aProgramThatCannotStartIsReported() {
        var spec = new EntitySpec.Program(
                "E8",
                List.of("/no/such/entry"),
                Path.of("/tmp"),
                Optional.empty(),
                Optional.empty(),
                Duration.ofMillis(300),
                Duration.ofSeconds(60),
                false,
                false,
                "missing",
                "test");
        try (ProgramEntity missing = new ProgramEntity(spec, "T1", Clock.systemUTC())) {
            missing.start(listener);

            Eventually.waitFor("the failure report", Duration.ofSeconds(10), () -> !failures.isEmpty());
            assertThat(failures.get(0)).startsWith("program exited with status 127");
        }
    }
}
