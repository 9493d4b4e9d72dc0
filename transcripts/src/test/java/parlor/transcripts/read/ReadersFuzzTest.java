package parlor.transcripts.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.testing.Fuzzer;
import parlor.transcripts.testing.ReaderSubjects;

/**
 * Every record reader fed seeded damage of real inputs and pure garbage: each input gives a result
 * or a refusal its contract allows, within {@link Fuzzer#CASE_TIMEOUT}. bench/fuzz-readers runs the
 * same subjects for longer with a random seed.
 */
class ReadersFuzzTest {

    private static final long SEED = 20261123L;
    private static final int INPUTS = 400;

    @TempDir
    Path scratch;

    @TestFactory
    Stream<DynamicTest> everyReaderSurvivesDamagedAndRandomInput() {
        return ReaderSubjects.all(scratch).stream()
                .map(subject -> DynamicTest.dynamicTest(subject.name(), () -> {
                    Fuzzer.Tally tally = Fuzzer.run(subject, SEED, INPUTS, Duration.ofSeconds(20));

                    System.out.println(tally.summary());
                    assertThat(tally.failures()).as(tally.summary()).isEmpty();
                    assertThat(tally.inputs()).isEqualTo(INPUTS);
                }));
    }
}
