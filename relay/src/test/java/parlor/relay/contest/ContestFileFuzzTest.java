package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.ContestSubjects;
import parlor.transcripts.testing.Fuzzer;

/**
 * The contest file and a hidden host's entry fed seeded damage of real contest files and pure
 * garbage: a contest or a refusal that says where, for every input, within a deadline.
 */
class ContestFileFuzzTest {

    private static final long SEED = 20261124L;
    private static final int INPUTS = 1000;

    @TempDir
    Path baseDir;

    @TestFactory
    Stream<DynamicTest> everyInputGivesAContestOrARefusalThatSaysWhere() {
        return ContestSubjects.all(baseDir).stream()
                .map(subject -> DynamicTest.dynamicTest(subject.name(), () -> {
                    Fuzzer.Tally tally = Fuzzer.run(subject, SEED, INPUTS, Duration.ofSeconds(20));

                    System.out.println(tally.summary());
                    assertThat(tally.failures()).as(tally.summary()).isEmpty();
                    assertThat(tally.inputs()).isEqualTo(INPUTS);
                }));
    }
}
