package parlor.station.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SeatKeys;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.TwoJudgeDay;

/**
 * An operator who takes a watcher's station for the console and types {@code start}: nothing
 * starts, the watcher's status line says why (once), and the relay's log says so once for the link.
 */
class WatcherTypingTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String CONTEST_KEY = TwoJudgeDay.CONTEST_KEY;

    @TempDir
    Path folder;

    private final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(GoldenScreens.SIZE);

    @Test
    void aWatcherWhoTypesIsToldOnceItCannotAndTheRelayLogsItOnceForTheLink() throws Exception {
        long logFrom = Files.exists(opsLog()) ? Files.size(opsLog()) : 0;
        try (Relay relay = new Relay(
                                ContestLoader.parse(TwoJudgeDay.yaml(true, "[cat]", ""), "day.yaml", folder),
                                Clock.systemUTC())
                        .start();
                LanternaStation station = new LanternaStation(terminal, "T1", true)) {
            RelayConnection link = new RelayConnection(
                    RelayConnection.Dialer.tcp(relay.listen()),
                    "T1",
                    "watcher",
                    Optional.of(SeatKeys.seatKey(CONTEST_KEY, "watcher")),
                    station,
                    Clock.systemUTC());
            station.connectTo(link);
            link.start();
            Eventually.waitFor(
                    "the watch",
                    DEADLINE,
                    () -> statusLine().contains("connected  | not started yet"),
                    this::statusLine);

            type(station, "start\r");
            Eventually.waitFor(
                    "the watcher told why nothing happens",
                    DEADLINE,
                    // beside the round clock a watcher now sees too, at 80 columns the hint in brackets may be cut
                    () -> statusLine().contains("| watchers cannot type"),
                    this::statusLine);
            Eventually.waitFor(
                    "every key at the relay", DEADLINE, () -> link.unacknowledged() == 0, link::unacknowledged);
            assertThat(relay.controls().overview().phase())
                    .as("a watcher's start starts nothing")
                    .isEqualTo("waiting for the start");

            relay.controls().start();
            Eventually.waitFor(
                    "the relay's next notice in its place",
                    DEADLINE,
                    () -> !statusLine().contains("watchers cannot type"),
                    this::statusLine);
            type(station, "x");
            Eventually.waitFor(
                    "the seventh key at the relay", DEADLINE, () -> link.unacknowledged() == 0, link::unacknowledged);
            assertThat(statusLine()).as("said once").doesNotContain("watchers cannot type");

            link.close();
            Eventually.waitFor(
                    "the relay's log line as the watcher leaves",
                    DEADLINE,
                    () -> newLog(logFrom).contains("watcher on T1 typed"),
                    () -> newLog(logFrom));
        }
        List<String> said = Pattern.compile("\n")
                .splitAsStream(newLog(logFrom))
                .filter(line -> line.contains("watcher on T1 typed"))
                .toList();
        assertThat(said)
                .singleElement()
                .asString()
                .endsWith("watcher on T1 typed 7 key(s); watchers cannot type; run the day from bin/relay console");
        assertThat(newLog(logFrom)).doesNotContain("a watcher tried to type");
    }

    /** Keys as the watcher types them, read by the station until the end of this input (a virtual terminal's reader holds it while waiting). */
    private void type(LanternaStation station, String text) throws java.io.IOException {
        text.chars()
                .forEach(c -> terminal.addInput(
                        c == '\r' ? new KeyStroke(KeyType.Enter) : new KeyStroke((char) c, false, false)));
        terminal.addInput(new KeyStroke(KeyType.EOF));
        station.run();
    }

    private String statusLine() {
        return GoldenScreens.text(terminal).lines().toList().getLast();
    }

    private static Path opsLog() {
        return Path.of(System.getProperty("parlor.logs"), "relay.log");
    }

    private static String newLog(long from) {
        try {
            byte[] all = Files.readAllBytes(opsLog());
            // the log rolled over at its size cap since the test began: all of the new file is new
            int start = from <= all.length ? (int) from : 0;
            return new String(all, start, all.length - start, java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
