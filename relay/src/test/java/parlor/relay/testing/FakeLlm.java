package parlor.relay.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The chat-completions stand-in {@code http/fake-llm.py} (see its header for what it answers),
 * run as a real python3 process on a free port. Fails loudly in CI when python3 is missing;
 * skips elsewhere.
 */
public final class FakeLlm implements AutoCloseable {

    private final Process process;
    private final int port;
    private final Path folder;

    private FakeLlm(Process process, int port, Path folder) {
        this.process = process;
        this.port = port;
        this.folder = folder;
    }

    /** Starts the server; with a key it refuses a request that presents another one. */
    public static FakeLlm start(Optional<String> key) throws IOException {
        Path folder = Files.createTempDirectory("fake-llm");
        Path script = folder.resolve("fake-llm.py");
        try (InputStream in = FakeLlm.class.getResourceAsStream("/http/fake-llm.py")) {
            if (in == null) {
                throw new AssertionError("http/fake-llm.py is not on the test class path");
            }
            Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
        }
        Path errors = folder.resolve("stderr.txt");
        List<String> command = new ArrayList<>(List.of("python3", script.toString(), "0"));
        key.ifPresent(command::add);
        Process process;
        try {
            process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
        } catch (IOException e) {
            if (System.getenv("CI") != null) {
                throw new AssertionError("python3 is missing: the HTTP entity tests run a fake chat server with it", e);
            }
            assumeTrue(false, "python3 not installed: " + e.getMessage());
            throw e;
        }
        CompletableFuture<String> firstLine = CompletableFuture.supplyAsync(
                () -> {
                    try {
                        return new BufferedReader(
                                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))
                                .readLine();
                    } catch (IOException e) {
                        return null;
                    }
                },
                runnable -> Thread.ofVirtual().start(runnable));
        String line;
        try {
            line = firstLine.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            line = null;
        }
        if (line == null || !line.strip().matches("\\d+")) {
            process.destroyForcibly();
            throw new AssertionError(
                    "fake-llm.py did not say its port (said " + line + "): " + Files.readString(errors));
        }
        return new FakeLlm(process, Integer.parseInt(line.strip()), folder);
    }

    public int port() {
        return port;
    }

    /** {@code http://127.0.0.1:<port>/v1/chat/completions} */
    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + port + "/v1/chat/completions");
    }

    @Override
    public void close() throws IOException {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try (var files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Files.deleteIfExists(file);
            }
        }
        Files.deleteIfExists(folder);
    }
}
