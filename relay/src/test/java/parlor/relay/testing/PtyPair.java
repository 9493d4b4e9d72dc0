package parlor.relay.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Two pseudo-terminals joined back to back by a real {@code socat}, standing in for a null-modem
 * cable: what is written on {@link #a()} is read on {@link #b()} and the other way round. It can be
 * torn down (socat goes, and both devices with it, as when a USB adapter is pulled) and made again
 * at the same paths.
 *
 * <p>The ptys do not pace bytes at any baud rate: 960 bytes "at 9600 baud" cross in well under a
 * millisecond here, where a real line takes a second.
 */
public final class PtyPair implements AutoCloseable {

    private static final Duration STARTUP = Duration.ofSeconds(5);

    private final Path a;
    private final Path b;
    private final Path log;
    private Process socat;

    private PtyPair(Path folder) {
        this.a = folder.resolve("ttyA");
        this.b = folder.resolve("ttyB");
        this.log = folder.resolve("socat.log");
    }

    /** A running pair with its two device links in the folder, which is made if need be. */
    public static PtyPair startIn(Path folder) {
        requireSocat();
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        PtyPair pair = new PtyPair(folder);
        pair.recreate();
        return pair;
    }

    public Path a() {
        return a;
    }

    public Path b() {
        return b;
    }

    /** Starts socat again at the same paths; returns once both devices exist. */
    public void recreate() {
        if (socat != null && socat.isAlive()) {
            throw new IllegalStateException("the pty pair is already running");
        }
        try {
            socat = new ProcessBuilder("socat", "-d", "-d", end(a), end(b))
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start socat", e);
        }
        Eventually.waitFor(
                "socat to make " + a + " and " + b,
                STARTUP,
                () -> (Files.exists(a) && Files.exists(b)) || !socat.isAlive());
        if (!socat.isAlive()) {
            throw new AssertionError(
                    "socat exited with " + socat.exitValue() + " before making the ptys:\n" + socatLog());
        }
    }

    /** Ends socat: both ptys disappear, and any program holding one open sees its line go. */
    public void tearDown() {
        if (socat == null) {
            return;
        }
        socat.destroy();
        try {
            if (!socat.waitFor(STARTUP.toMillis(), TimeUnit.MILLISECONDS)) {
                socat.destroyForcibly().waitFor();
            }
            // socat removes its links when told to stop, but not when killed outright
            Files.deleteIfExists(a);
            Files.deleteIfExists(b);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while stopping socat");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        socat = null;
    }

    @Override
    public void close() {
        tearDown();
    }

    private static String end(Path link) {
        return "pty,raw,echo=0,link=" + link;
    }

    private String socatLog() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no socat log: " + e.getMessage() + ")";
        }
    }

    /** Fails loudly in CI (bin/test installs it); skips for a developer who has not run bin/test. */
    private static void requireSocat() {
        boolean present = Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, "socat")));
        if (System.getenv("CI") != null) {
            if (!present) {
                throw new AssertionError("socat is missing: bin/test installs it");
            }
        } else {
            assumeTrue(present, "socat is not installed (bin/test installs it)");
        }
    }
}
