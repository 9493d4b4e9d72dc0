package parlor.tools.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Debian's headless Chromium, run once per page: to read the DOM it built, to screenshot, to print
 * to PDF. Each run has its own profile and a deadline; a run past it is killed with its children.
 * Missing, it fails the test: the report's tests are not to be skipped unseen.
 */
final class Chromium {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    private final Path binary;
    private final Path scratch;
    private final AtomicInteger runs = new AtomicInteger();

    private Chromium(Path binary, Path scratch) {
        this.binary = binary;
        this.scratch = scratch;
    }

    /** The {@code chromium} on the PATH (or /usr/bin's), keeping its profiles and output under {@code scratch}. */
    static Chromium find(Path scratch) {
        Path binary = Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .filter(dir -> !dir.isEmpty())
                .map(dir -> Path.of(dir, "chromium"))
                .filter(Files::isExecutable)
                .findFirst()
                .orElse(Path.of("/usr/bin/chromium"));
        return at(binary, scratch);
    }

    static Chromium at(Path binary, Path scratch) {
        if (!Files.isExecutable(binary)) {
            throw new AssertionError(
                    "chromium is not installed (no " + binary + " on this machine): install chromium: bin/test does");
        }
        return new Chromium(binary, scratch);
    }

    /** The page's DOM once loaded, as HTML. */
    String dumpDom(Path page) throws IOException {
        return run(page, "--dump-dom");
    }

    void screenshot(Path page, Path png, int width, int height) throws IOException {
        run(page, "--screenshot=" + png.toAbsolutePath(), "--window-size=" + width + "," + height, "--hide-scrollbars");
        if (!Files.isRegularFile(png)) {
            throw new AssertionError("chromium wrote no screenshot of " + page + " to " + png);
        }
    }

    void printToPdf(Path page, Path pdf) throws IOException {
        run(page, "--print-to-pdf=" + pdf.toAbsolutePath(), "--no-pdf-header-footer");
        if (!Files.isRegularFile(pdf)) {
            throw new AssertionError("chromium printed no PDF of " + page + " to " + pdf);
        }
    }

    private String run(Path page, String... options) throws IOException {
        int run = runs.incrementAndGet();
        Path out = scratch.resolve("chromium-" + run + ".out");
        Path err = scratch.resolve("chromium-" + run + ".err");
        List<String> command = new ArrayList<>(List.of(
                binary.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--user-data-dir=" + scratch.resolve("profile-" + run).toAbsolutePath()));
        command.addAll(List.of(options));
        command.add(page.toAbsolutePath().toUri().toString());
        Files.createDirectories(scratch);
        Process process = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        try {
            if (!process.waitFor(DEADLINE.toSeconds(), TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new AssertionError("chromium did not finish with " + page + " in " + DEADLINE.toSeconds()
                        + " s: killed (" + String.join(" ", command) + ")");
            }
        } catch (InterruptedException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for chromium", e);
        }
        deleteProfile(scratch.resolve("profile-" + run));
        if (process.exitValue() != 0) {
            throw new AssertionError("chromium exited with " + process.exitValue() + " on " + page + ": "
                    + Files.readString(err, StandardCharsets.UTF_8));
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /** A run's profile is of no use after it, and large. */
    private static void deleteProfile(Path profile) throws IOException {
        if (!Files.exists(profile)) {
            return;
        }
        try (Stream<Path> all = Files.walk(profile)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
