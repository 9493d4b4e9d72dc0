package parlor.system;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.relay.link.HostPort;

/** The real relay, started by its launcher from the packaged jar, as an operator starts it. */
final class RelayProcess {

    static final Path LAUNCHER = Path.of("..", "bin", "relay").toAbsolutePath().normalize();
    private static final Pattern LISTENING = Pattern.compile("listening on (\\S+)");

    /** A running relay and where it listens. */
    record Started(Process process, HostPort address) {}

    /** What the organiser's check printed, and how it ended (0: every conversation readable). */
    record Check(int exitCode, String report) {}

    private RelayProcess() {}

    /** Runs {@code bin/transcripts check FOLDER}, as the organiser would after a contest. */
    static Check checkTranscripts(Path folder) throws IOException, InterruptedException {
        Process check = new ProcessBuilder(
                        LAUNCHER.resolveSibling("transcripts").toString(), "check", folder.toString())
                .redirectErrorStream(true)
                .start();
        String report = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Check(check.waitFor(), report);
    }

    /** Runs {@code bin/relay ARGUMENTS} from {@code folder} to its end (60 s at most): its exit code and all it printed. */
    static Check run(Path folder, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(folder.toFile())
                .redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().put("PARLOR_NO_BUILD", "1");
        ownRegistry(builder);
        Process relay = builder.start();
        CompletableFuture<String> printed = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(relay.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        if (!relay.waitFor(60, TimeUnit.SECONDS)) {
            relay.destroyForcibly();
            throw new IllegalStateException("bin/relay " + String.join(" ", arguments) + " still running after 60 s");
        }
        return new Check(relay.exitValue(), printed.join());
    }

    /** The relay of {@code contest}, its operator log in {@code logs}, once it listens: a relay to kill and start again. */
    /** The relays a test starts keep their entries' users in the build's registry, not the machine's. */
    private static void ownRegistry(ProcessBuilder builder) {
        java.util.Optional.ofNullable(System.getProperty("parlor.entry-users"))
                .ifPresent(registry -> builder.environment().putIfAbsent("PARLOR_ENTRY_USERS", registry));
    }

    static Process onContest(Path contest, Path logs)
            throws IOException, InterruptedException, ExecutionException, TimeoutException {
        return start("--contest", contest.toString(), "--logs", logs.toString()).process();
    }

    /** Starts {@code bin/relay ARGUMENTS} and returns once it says where it listens (30 s at most). */
    static Started start(String... arguments)
            throws IOException, InterruptedException, ExecutionException, TimeoutException {
        return start(java.util.Map.of(), arguments);
    }

    /** As {@link #start(String...)}, with these variables added to the launcher's environment. */
    static Started start(java.util.Map<String, String> environment, String... arguments)
            throws IOException, InterruptedException, ExecutionException, TimeoutException {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment);
        builder.environment().put("PARLOR_NO_BUILD", "1");
        ownRegistry(builder);
        Process relay = builder.start();
        String address = CompletableFuture.supplyAsync(() -> {
                    try (BufferedReader out =
                            new BufferedReader(new InputStreamReader(relay.getInputStream(), StandardCharsets.UTF_8))) {
                        for (String line = out.readLine(); line != null; line = out.readLine()) {
                            Matcher matcher = LISTENING.matcher(line);
                            if (matcher.find()) {
                                return matcher.group(1);
                            }
                        }
                        throw new IllegalStateException("the relay ended without listening");
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                })
                .get(30, TimeUnit.SECONDS);
        return new Started(relay, HostPort.parse(address));
    }
}
