package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.JsonLines;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/**
 * The real {@code bin/relay} through a short conversation, then stopped by a signal: its operator
 * log is beside the contest file, relay.jsonl is data a tool can count, and the last line says
 * the relay stopped and why.
 */
class OperatorLogIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);
    private static final Pattern LISTENING = Pattern.compile("listening on (\\S+)");

    @TempDir
    Path folder;

    @ParameterizedTest(name = "stopped by SIG{0}")
    @ValueSource(strings = {"TERM", "INT"})
    void theLogIsBesideTheContestFileEveryLineIsAnEventAndTheLastSaysTheRelayStopped(String signal) throws Exception {
        Path day = Files.createDirectories(folder.resolve("day"));
        Path elsewhere = Files.createDirectories(folder.resolve("elsewhere"));
        Path contest = Files.writeString(day.resolve("contest.yaml"), """
            name: Logs
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [sh, -c, 'while printf "you> "; read line; do echo "you said: $line"; done'], prompt: 'you> ' }
            """);
        Path printed = folder.resolve("printed.txt");
        ProcessBuilder launcher = new ProcessBuilder(
                        RelayProcess.LAUNCHER.toString(), "--contest", contest.toString(), "--no-console")
                .directory(elsewhere.toFile())
                .redirectErrorStream(true)
                .redirectOutput(printed.toFile());
        launcher.environment().put("PARLOR_NO_BUILD", "1");
        Process relay = launcher.start();
        try {
            Eventually.waitFor(
                    "the banner", DEADLINE, () -> read(printed).contains("operator log:"), () -> read(printed));
            converse(address(Files.readString(printed)));
            new ProcessBuilder("kill", "-" + signal, Long.toString(relay.pid()))
                    .start()
                    .waitFor();
            assertThat(relay.waitFor(30, TimeUnit.SECONDS)).isTrue();
        } finally {
            relay.destroyForcibly();
        }

        Path logs = day.resolve("logs");
        assertThat(Files.readString(printed))
                .contains("operator log: " + logs.resolve("relay.log") + " (and relay.jsonl)");
        assertThat(elsewhere.resolve("logs")).doesNotExist();
        List<Map<String, Object>> lines = JsonLines.read(logs.resolve("relay.jsonl"));
        assertThat(lines).allSatisfy(line -> assertThat(line).containsKeys("time", "level", "event", "message"));
        assertThat(lines)
                .filteredOn(line -> !line.containsKey("logger")
                        || line.get("logger").toString().startsWith("parlor."))
                .noneMatch(line -> line.get("event").equals("log"));
        assertThat(lines)
                .filteredOn(line -> line.get("event").equals("message-complete"))
                .singleElement()
                .satisfies(line -> assertThat(line)
                        .containsEntry("terminal", "T1")
                        .containsEntry("judge", 5)
                        .containsEntry("lines", 1)
                        .containsEntry("words", 1));
        assertThat(lines)
                .filteredOn(line -> line.get("event").equals("reply-complete"))
                .singleElement()
                .satisfies(line -> assertThat(line.get("ms")).isInstanceOf(Number.class));
        assertThat(JsonLines.countBy(lines, "event"))
                .containsEntry("relay-started", 1L)
                .containsEntry("entries-checked", 1L)
                .containsEntry("relay-stopped", 1L)
                .containsEntry("judge-changed", 1L);
        assertThat(lines.getLast())
                .containsEntry("event", "relay-stopped")
                .containsEntry("why", "SIG" + signal + " received");
        assertThat(Files.readAllLines(logs.resolve("relay.log")).getLast())
                .endsWith("relay stopped (SIG" + signal + " received)");
    }

    private static void converse(HostPort relay) throws Exception {
        HeadlessStation station = new HeadlessStation("T1");
        try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay), "T1", station).start()) {
            Key.typing("@@05\r\rHello\r\r").forEach(link::send);
            Eventually.waitFor("the answer", DEADLINE, () -> station.lines().contains("you said: Hello"));
            Eventually.waitFor("every key acknowledged", DEADLINE, () -> link.unacknowledged() == 0);
        }
    }

    private static HostPort address(String banner) {
        Matcher matcher = LISTENING.matcher(banner);
        assertThat(matcher.find()).as(banner).isTrue();
        return HostPort.parse(matcher.group(1));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }
}
