package parlor.station.tmux;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.TmuxPane;

/**
 * The release as an operator installs it: {@code bin/package} builds the tarball and the .deb from
 * the packaged jar, the .deb is installed with dpkg on this machine, and the installed commands
 * run from /usr/bin: {@code parlor-relay --version} (on ZGC, as {@code bin/relay}), and {@code parlor-station --demo} in a real
 * terminal to its first prompt (twice: the second start uses the class-data archive the first made).
 */
class ReleaseIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path folder;

    @Test
    void theDebInstallsAndTheInstalledStationAndRelayRun() throws Exception {
        Path dist = folder.resolve("dist");
        String packaged = run(List.of(ROOT.resolve("bin/package").toString(), "--no-build", "--out", dist.toString()));
        Path deb;
        try (Stream<Path> files = Files.list(dist)) {
            deb = files.filter(f -> f.toString().endsWith("_all.deb")).findFirst().orElseThrow();
        }
        assertThat(dist.resolve("parlor-" + version() + ".tar.gz")).exists();
        System.out.println("release: " + packaged.strip().replace('\n', ';'));
        run(List.of("dpkg", "-i", "--force-depends", deb.toString()));
        try {
            assertThat(Path.of("/usr/bin/parlor-station")).isSymbolicLink();
            Path home = Files.createDirectories(folder.resolve("home"));
            String relayVersion = run(List.of("env", "HOME=" + home, "/usr/bin/parlor-relay", "--version"));
            assertThat(relayVersion).startsWith("Parlor relay " + version());
            String relayFlags = run(List.of("env", "HOME=" + home, "PARLOR_JVM_OPTS=-XX:+PrintCommandLineFlags", "/usr/bin/parlor-relay", "--version"));
            assertThat(relayFlags).as("the installed relay runs on ZGC and the quick JIT, as bin/relay does").contains("-XX:+UseZGC", "-XX:TieredStopAtLevel=1");
            for (String start : List.of("first start", "second start")) {
                long took = demoToFirstPrompt(home);
                System.out.printf("installed parlor-station --demo, %s to the first prompt: %d ms%n", start, took);
            }
        } finally {
            run(List.of("dpkg", "-r", "parlor"));
        }
        assertThat(Path.of("/usr/bin/parlor-station")).doesNotExist();
    }

    private long demoToFirstPrompt(Path home) throws IOException, InterruptedException {
        String command = "cd " + folder + " && env HOME=" + home + " /usr/bin/parlor-station --demo --demo-dir " + folder.resolve("demo")
            + "; sleep 30";
        long started = System.nanoTime();
        try (TmuxPane tmux = TmuxPane.running(command, 80, 24)) {
            tmux.waitForRows("the installed station's first prompt", DEADLINE,
                rows -> rows.get(0).equals(">") && rows.get(23).contains("connected"));
            long took = (System.nanoTime() - started) / 1_000_000;
            tmux.type("Hello there");
            tmux.press("Enter", "Enter");
            tmux.waitForRows("the demo entry's answer", DEADLINE, rows -> rows.get(3).equals(">"));
            return took;
        }
    }

    private static String version() throws IOException {
        return Files.readAllLines(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8).stream()
            .filter(l -> l.contains("<version>")).findFirst().orElseThrow().replaceAll(".*<version>(.*)</version>.*", "$1");
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(String.join(" ", command) + " said: " + out).isZero();
        return out;
    }
}
