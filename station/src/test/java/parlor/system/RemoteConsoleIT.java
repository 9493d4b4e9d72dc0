package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.TwoJudgeDay;

/**
 * The real launchers as an organiser runs a day from another window: {@code bin/relay seats}
 * writes the operator's key, {@code bin/relay --no-console} runs the relay, and {@code bin/relay
 * console} alone takes the day from the start to its end.
 */
class RemoteConsoleIT {

    @TempDir
    Path folder;

    @Test
    void aDayStartedWithNoConsoleIsRunToItsEndFromBinRelayConsole() throws Exception {
        Path contest = folder.resolve("contest.yaml");
        Files.writeString(contest, TwoJudgeDay.yaml(true, "[cat]", "transcripts: " + folder.resolve("transcripts")));
        Path keys = folder.resolve("keys");
        assertThat(typedAt("", "seats", "--contest", contest.toString(), "--out", keys.toString()))
                .contains("operator.key");
        assertThat(keys.resolve("operator.key")).exists();

        RelayProcess.Started relay = RelayProcess.start(
                "--contest",
                contest.toString(),
                "--logs",
                folder.resolve("logs").toString(),
                "--no-console");
        try {
            // every phase ended by hand, and once more: the day has nothing left to end
            String typed = "start\n" + "end\ny\n".repeat(20) + "status\nquit\n";
            String screen = typedAt(
                    typed,
                    "console",
                    "--connect",
                    relay.address().toString(),
                    "--key-file",
                    keys.resolve("operator.key").toString(),
                    "--history",
                    folder.resolve("history").toString(),
                    "--logs",
                    folder.resolve("console-logs").toString());

            assertThat(screen)
                    .contains(
                            "round 1 (left) started",
                            "review of round 1 ended",
                            "no phase is running to end",
                            "phase the end of the contest");
            assertThat(Files.readString(folder.resolve("logs").resolve("relay.log")))
                    .containsPattern("operator at tcp:127\\.0\\.0\\.1:\\d+: start")
                    .contains("the contest is over: verdicts are in");
        } finally {
            relay.process().destroy();
            assertThat(relay.process().waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    /** Runs {@code bin/relay ARGUMENTS} with {@code typed} as its input; what it printed, once it has ended by itself. */
    private static String typedAt(String typed, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(RelayProcess.LAUNCHER.toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PARLOR_NO_BUILD", "1");
        Process process = builder.start();
        CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        try (var in = process.getOutputStream()) {
            in.write(typed.getBytes(StandardCharsets.UTF_8));
        }
        assertThat(process.waitFor(60, TimeUnit.SECONDS))
                .as("bin/relay %s ended", arguments[0])
                .isTrue();
        String printed = output.get(10, TimeUnit.SECONDS);
        assertThat(process.exitValue()).as(printed).isZero();
        return printed;
    }
}
