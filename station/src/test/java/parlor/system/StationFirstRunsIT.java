package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.Eventually;

/**
 * {@code bin/station}'s first runs on a machine, while it makes its AOT cache: a judge sees what the station
 * prints, and nothing of the JVM's (the one-step cache printed about ten lines at the first quit).
 */
class StationFirstRunsIT {

    private static final Path LAUNCHER =
            Path.of("..", "bin", "station").toAbsolutePath().normalize();

    @TempDir
    Path cacheHome;

    @Test
    void theFirstRunsPrintWhatTheStationSaysAndTheThirdStartsFromTheCache() throws Exception {
        String first = run();
        assertThat(first)
                .contains("Usage: station")
                .doesNotContainIgnoringCase("aot")
                .doesNotContain("Picked up");
        assertThat(cacheFiles()).anyMatch(name -> name.endsWith(".aotconf"));

        String second = run();
        assertThat(second).isEqualTo(first);
        Eventually.waitFor(
                "the AOT cache assembled from the first run",
                Duration.ofSeconds(120),
                () -> cacheFiles().anyMatch(name -> name.equals("station.aot")));

        assertThat(run()).isEqualTo(first);
        assertThat(cacheFiles()).noneMatch(name -> name.contains("assembling") || name.endsWith(".aotconf"));
    }

    /** {@code bin/station --help} with this test's own cache: all it printed, both streams. */
    private String run() throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(LAUNCHER.toString(), "--help").redirectErrorStream(true);
        builder.environment().put("XDG_CACHE_HOME", cacheHome.toString());
        Process station = builder.start();
        String printed = new String(station.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(station.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(station.exitValue()).as(printed).isZero();
        return printed;
    }

    private Stream<String> cacheFiles() {
        try (Stream<Path> files = Files.walk(cacheHome)) {
            return files.map(file -> file.getFileName().toString()).toList().stream();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
