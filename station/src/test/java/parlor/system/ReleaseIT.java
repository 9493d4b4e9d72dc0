package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.TmuxPane;

/**
 * The release as an operator installs it: {@code bin/package} builds the tarball and the .deb from
 * the packaged jar, each carrying its own Java runtime and the station's trained start. The .deb is
 * installed with dpkg on this machine, and the installed commands run from /usr/bin:
 * {@code parlor-relay --version} (on ZGC, as {@code bin/relay}), and {@code parlor-station --demo} in a
 * real terminal to its first prompt, twice. The tarball, unpacked where no other Java is visible,
 * runs its station on the Java it carries.
 */
class ReleaseIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    static Path dist;

    @TempDir
    Path folder;

    @BeforeAll
    static void packageTheRelease() throws Exception {
        String packaged = run(List.of(ROOT.resolve("bin/package").toString(), "--no-build", "--out", dist.toString()));
        System.out.println("release: " + packaged.strip().replace('\n', ';'));
    }

    @Test
    void theDebInstallsAndTheInstalledStationAndRelayRun() throws Exception {
        Path deb;
        try (Stream<Path> files = Files.list(dist)) {
            deb = files.filter(f -> f.toString().endsWith(".deb")).findFirst().orElseThrow();
        }
        run(List.of("dpkg", "-i", deb.toString()));
        try {
            assertThat(Path.of("/usr/bin/parlor-station")).isSymbolicLink();
            Path home = Files.createDirectories(folder.resolve("home"));
            String relayVersion = run(List.of("env", "HOME=" + home, "/usr/bin/parlor-relay", "--version"));
            assertThat(relayVersion).startsWith("Parlor relay " + version());
            String relayFlags = run(List.of(
                    "env",
                    "HOME=" + home,
                    "PARLOR_JVM_OPTS=-XX:+PrintCommandLineFlags",
                    "/usr/bin/parlor-relay",
                    "--version"));
            assertThat(relayFlags)
                    .as("the installed relay runs on ZGC and both compilers, as bin/relay does")
                    .contains("-XX:+UseZGC")
                    .doesNotContain("TieredStopAtLevel");
            for (String start : List.of("first start", "second start")) {
                long took = demoToFirstPrompt("env HOME=" + home + " /usr/bin/parlor-station");
                System.out.printf("installed parlor-station --demo, %s to the first prompt: %d ms%n", start, took);
            }
        } finally {
            run(List.of("dpkg", "-r", "parlor"));
        }
        assertThat(Path.of("/usr/bin/parlor-station")).doesNotExist();
    }

    @Test
    void theTarballsStationRunsWhereNoOtherJavaIsVisible() throws Exception {
        String arch = System.getProperty("os.arch").equals("aarch64") ? "arm64" : "x64";
        Path tarball = dist.resolve("parlor-" + version() + "-linux-" + arch + ".tar.gz");
        assertThat(tarball).exists();
        Path unpacked = Files.createDirectories(folder.resolve("opt"));
        run(List.of("tar", "-C", unpacked.toString(), "-xzf", tarball.toString()));
        Path home = Files.createDirectories(folder.resolve("home"));
        // no JDK under /usr/lib/jvm (so no java on the PATH either), no installed release, no JAVA_HOME
        List<String> sandbox = List.of(
                "bwrap",
                "--dev-bind",
                "/",
                "/",
                "--tmpfs",
                "/usr/lib/jvm",
                "--tmpfs",
                "/usr/share/parlor",
                "--",
                "env",
                "-i",
                "PATH=/usr/local/bin:/usr/bin:/bin",
                "HOME=" + home,
                "TERM=screen",
                "LANG=C.UTF-8");
        List<String> findJava = new ArrayList<>(sandbox);
        findJava.addAll(List.of("sh", "-c", "ls /usr/lib/jvm; java -version 2>&1 || echo no java here"));
        assertThat(run(findJava)).as("the sandbox hides every other Java").contains("no java here");

        String station =
                String.join(" ", sandbox) + " " + unpacked.resolve("parlor-" + version() + "/bin/parlor-station");
        long took = demoToFirstPrompt(station);
        System.out.printf(
                "the tarball's parlor-station --demo, no other Java visible, to the first prompt: %d ms%n", took);
    }

    private long demoToFirstPrompt(String station) throws IOException, InterruptedException {
        String command =
                "cd " + folder + " && " + station + " --demo --demo-dir " + folder.resolve("demo") + "; sleep 30";
        long started = System.nanoTime();
        try (TmuxPane tmux = TmuxPane.running(command, 80, 24)) {
            tmux.waitForRows(
                    "the installed station's first prompt",
                    DEADLINE,
                    rows -> rows.get(0).equals(">") && rows.get(23).contains("connected"));
            long took = (System.nanoTime() - started) / 1_000_000;
            tmux.type("Hello there");
            tmux.press("Enter", "Enter");
            tmux.waitForRows(
                    "the demo entry's answer", DEADLINE, rows -> rows.get(3).equals(">"));
            return took;
        }
    }

    private static String version() throws IOException {
        return Files.readAllLines(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8).stream()
                .filter(l -> l.contains("<version>"))
                .findFirst()
                .orElseThrow()
                .replaceAll(".*<version>(.*)</version>.*", "$1");
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(new ArrayList<>(command))
                .redirectErrorStream(true)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor())
                .as(String.join(" ", command) + " said: " + out)
                .isZero();
        return out;
    }
}
