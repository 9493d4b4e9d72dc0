package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.relay.testing.TmuxPane;
import parlor.transcripts.keys.Key;

/**
 * The relay machine's wall clock is stepped two hours forward and then three hours back in the
 * middle of a round (libfaketime, as an NTP step or a hand-set clock would): the round keeps its
 * time, the station's link stays up, the conversation goes on, and transcript times never run
 * backwards. The real relay runs in tmux, and the operator starts the day at its console.
 */
class ClockJumpIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    /**
     * The relay's start under faketime, whose every clock reading reads its file: 24 s to the console
     * on the 2-core machine of 29 November (Linux 6.18, page-table isolation) with nothing else running,
     * over 30 s beside Maven; the test is of what a step of the clock does after the start, not of the start.
     */
    private static final Duration START_DEADLINE = Duration.ofSeconds(120);

    private static final Path RELAY =
            Path.of("..", "bin", "relay").toAbsolutePath().normalize();
    private static final Path FAKETIME = Path.of("/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1");

    @TempDir
    Path folder;

    @Test
    void steppingTheWallClockChangesNothingInTheRoundOrOnTheLink() throws Exception {
        assertThat(FAKETIME).as("libfaketime (bin/test installs faketime)").exists();
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        String entry =
                "$|=1; print \\\"ready> \\\"; while (my $l = <STDIN>) { chomp $l; print \\\"heard: $l\\\\nready> \\\" }";
        Path contest = Files.writeString(folder.resolve("day.yaml"), """
            name: Clock jumps
            listen: 127.0.0.1:%d
            rules: loebner-1996
            rehearsal: true
            timing: { talk: 10m, break: 1m }
            terminals:
              T1: { judge: 1 }
            entities:
              E1: { program: [perl, -e, "%s"], prompt: 'ready>\\s*' }
            """.formatted(port, entry));
        Path offset = Files.writeString(folder.resolve("faketime.rc"), "+0\n");
        String command = "env LD_PRELOAD=" + FAKETIME + " FAKETIME_TIMESTAMP_FILE=" + offset + " FAKETIME_NO_CACHE=1"
                + " FAKETIME_DONT_FAKE_MONOTONIC=1 PARLOR_NO_BUILD=1 " + RELAY + " --contest " + contest + " --logs "
                + folder.resolve("logs")
                // under faketime every clock reading is slow: the entry's trial run would cost seconds of the deadline
                + " --skip-entry-check"
                + "; sleep 60";
        try (TmuxPane console = TmuxPane.running(command, 100, 40)) {
            console.waitForRows(
                    "the operator console",
                    START_DEADLINE,
                    rows -> rows.stream().anyMatch(r -> r.startsWith("relay>")));
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(
                            RelayConnection.Dialer.tcp(new HostPort("127.0.0.1", port)), "T1", station)
                    .start()) {
                Eventually.waitFor(
                        "the station told to wait",
                        DEADLINE,
                        () -> station.notice().equals("not started yet"),
                        station::notice);
                console.type("start");
                console.press("Enter");
                Eventually.waitFor("round 1", DEADLINE, () -> station.lines().equals(List.of(">")), station::lines);
                say(link, station, "before the jumps");

                Files.writeString(offset, "+2h\n");
                say(link, station, "two hours later by the wall clock");
                Files.writeString(offset, "-1h\n");
                say(link, station, "three hours earlier by the wall clock");

                console.type("status");
                console.press("Enter");
                List<String> status = console.waitForRows(
                        "the operator's status",
                        DEADLINE,
                        rows -> rows.stream().anyMatch(r -> r.contains("round 1/") || r.contains("round 1 ")));
                assertThat(String.join("\n", status))
                        .as("still round 1, not moved on by the jump")
                        .doesNotContain("round 2");
                assertThat(station.link()).isEqualTo("connected");
                assertThat(station.notice()).isEmpty();
            }
        }
        List<LocalTime> times = Files.readAllLines(
                        RecordFiles.transcript(folder.resolve("transcripts/E1")), StandardCharsets.ISO_8859_1)
                .stream()
                .filter(l -> l.matches("^(JUDGE|PROGRAM)\\d*\\[\\d\\d:\\d\\d:\\d\\d].*"))
                .map(l -> LocalTime.parse(l.substring(l.indexOf('[') + 1, l.indexOf(']'))))
                .toList();
        assertThat(times).hasSize(6).isSorted();
        assertThat(Duration.between(times.get(0), times.get(5)))
                .as("no two-hour jump in the record")
                .isLessThan(Duration.ofMinutes(1));
    }

    private static void say(RelayConnection link, HeadlessStation station, String words) {
        Key.typing(words + "\r\r").forEach(link::send);
        Eventually.waitFor(
                "the answer to '" + words + "'",
                DEADLINE,
                () -> station.lines().contains("heard: " + words),
                station::lines);
    }
}
