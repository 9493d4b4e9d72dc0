package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.console.OperatorConsole;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SeatKeys;
import parlor.relay.link.Transport;
import parlor.relay.server.Relay;
import parlor.relay.testing.CuttableProxy;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.TwoJudgeDay;

/**
 * A contest day at a relay with no console of its own (as {@code bin/relay --no-console} runs),
 * driven from {@code bin/relay console} elsewhere: over TCP, with the operator's seat key, typed at
 * as an operator types and read back as they read.
 */
class RemoteConsoleTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    private final List<AutoCloseable> open = new ArrayList<>();
    private Relay relay;
    private HostPort address;

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable closeable : open.reversed()) {
            closeable.close();
        }
    }

    @Test
    void aDayWithNoConsoleAtTheRelayIsStartedAndRunFromAConsoleElsewhere() throws Exception {
        startRelay(true, "[cat]");
        HeadlessStation t1 = judge("T1");
        HeadlessStation t2 = judge("T2");
        Eventually.waitFor(
                "both stations told to wait",
                DEADLINE,
                () -> t1.notice().equals("not started yet") && t2.notice().equals("not started yet"),
                t1::notice);
        ConsoleAtHand console = console(RelayConnection.Dialer.tcp(address), Optional.of(seatKey("operator:")));

        console.type("start\n");
        console.await("the round started", "round 1 (left) started\n" + OperatorConsole.PROMPT);
        Eventually.waitFor(
                "each station's status line in round 1",
                DEADLINE,
                () -> t1.roundLine().startsWith("round 1/") && t2.roundLine().startsWith("round 1/"),
                t1::roundLine);

        console.type("status\n");
        console.awaitMatch(
                "the day's line: what comes next, and the whole day's time left",
                "next round 1 \\(right\\)  day left 1:0\\d:\\d\\d");
        console.await("a verdicts column", "VERDICTS");
        console.type("end\n");
        console.await("the question", "end round 1 now? [y/N] ");
        console.type("y\n");
        console.await("the turn ended", "round 1 (left) ended");
        console.type("quit\n");

        assertThat(console.exit()).isZero();
        assertThat(opsLog())
                .containsPattern("operator console connected from tcp:127\\.0\\.0\\.1:\\d+")
                .containsPattern("operator at tcp:127\\.0\\.0\\.1:\\d+: start")
                .containsPattern("operator at tcp:127\\.0\\.0\\.1:\\d+: end")
                .contains("operator: start: round 1 (left) started");
    }

    @Test
    void onlyTheOperatorsKeyOpensTheConsole() throws Exception {
        startRelay(true, "[cat]");

        ConsoleAtHand withT1sKey = console(RelayConnection.Dialer.tcp(address), Optional.of(seatKey("judge:T1")));
        assertThat(withT1sKey.exit()).isEqualTo(1);
        assertThat(withT1sKey.screen())
                .contains("the relay refused this console: refused: wrong key for seat operator:");

        ConsoleAtHand withNoKey = console(RelayConnection.Dialer.tcp(address), Optional.empty());
        assertThat(withNoKey.exit()).isEqualTo(1);
        assertThat(withNoKey.screen()).contains("give the console --key-file keys/operator.key");
        assertThat(relay.controls().overview().phase()).isEqualTo("waiting for the start");
    }

    @Test
    void aRelayWithoutAContestKeyTakesConsolesOnlyFromItsOwnMachine() throws Exception {
        startRelay(false, "[cat]");

        ConsoleAtHand fromAfar = console(asIfFrom("10.0.0.5:41234"), Optional.empty());
        assertThat(fromAfar.exit()).isEqualTo(1);
        assertThat(fromAfar.screen())
                .contains("this relay has no contest key, so it takes operator consoles only from its own machine");

        ConsoleAtHand fromHere = console(RelayConnection.Dialer.tcp(address), Optional.empty());
        fromHere.type("status\n");
        fromHere.await("the status", "phase waiting for the start");
        assertThat(opsLog()).contains("operator consoles are accepted only from this machine");
    }

    /** Two operators at once: each sees what their own commands say, and neither the other's. */
    @Test
    void twoConsolesMayBeOpenAndEachSeesItsOwnOutput() throws Exception {
        startRelay(true, "[cat]");
        ConsoleAtHand first = console(RelayConnection.Dialer.tcp(address), Optional.of(seatKey("operator:")));
        ConsoleAtHand second = console(RelayConnection.Dialer.tcp(address), Optional.of(seatKey("operator:")));
        first.await("the first prompt", "the relay goes on.\n" + OperatorConsole.PROMPT);
        second.await("the second prompt", "the relay goes on.\n" + OperatorConsole.PROMPT);

        first.type("start\n");
        first.await("the start, at the console that typed it", "round 1 (left) started");
        second.type("pause\n");
        second.await("the pause, at the other", "paused round 1 (left)");

        assertThat(second.screen()).doesNotContain("round 1 (left) started");
        assertThat(first.screen()).doesNotContain("paused");
    }

    /** The cable to the console is pulled and put back: the console says so, and a line typed meanwhile runs once it is back. */
    @Test
    void aConsoleWhoseLinkDropsReconnectsByItselfAndLosesNothing() throws Exception {
        startRelay(true, "[cat]");
        try (CuttableProxy cable = new CuttableProxy(address.host(), address.port())) {
            ConsoleAtHand console = console(
                    RelayConnection.Dialer.tcp(new HostPort("127.0.0.1", cable.port())),
                    Optional.of(seatKey("operator:")));
            console.await("the prompt", "the relay goes on.\n" + OperatorConsole.PROMPT);

            cable.cut();
            console.await("the console saying the link is gone", "relay link: lost the relay");
            console.type("start\n");
            cable.restore();

            console.await("the line typed while the link was down, run once it is back", "round 1 (left) started");
            console.type("quit\n");
            assertThat(console.exit()).isZero();
        }
        assertThat(opsLog())
                .containsPattern(
                        "operator console connected from tcp:127\\.0\\.0\\.1:\\d+ \\(resumed after frame \\d+\\)");
        assertThat(relay.controls().overview().phase()).as("started once").isEqualTo("round 1 (left)");
    }

    /** An entry that will not stay up: both consoles hear of it at once, and status says so in its terminal's row. */
    @Test
    void anAlertReachesEveryOpenConsoleAsItHappens() throws Exception {
        startRelay(true, "[sh, -c, 'exit 3']");
        ConsoleAtHand remote = console(RelayConnection.Dialer.tcp(address), Optional.of(seatKey("operator:")));
        ConsoleAtHand local = localConsole();

        // round 1's left-hand turn is with a confederate; the right-hand one brings an entry
        remote.type("start\n");
        remote.await("the round started", "round 1 (left) started");
        remote.type("end\ny\n");
        remote.await("the alert at the remote console", "ALERT T");
        local.await("the alert at the relay's own console", "ALERT T");
        assertThat(remote.screen()).containsPattern("ALERT T\\d: entity E\\d stopped \\(.*\\); restarting it in 1 s");
        Eventually.waitFor(
                "status showing the alert in its row",
                DEADLINE,
                () -> {
                    remote.type("status\n");
                    return remote.awaitQuietly("! entry ");
                },
                remote::screen);
    }

    private void startRelay(boolean withKey, String entry) {
        relay = new Relay(
                        ContestLoader.parse(TwoJudgeDay.yaml(withKey, entry, ""), "day.yaml", folder),
                        Clock.systemUTC())
                .start();
        open.add(relay);
        address = relay.listen();
    }

    private HeadlessStation judge(String terminal) {
        HeadlessStation station = new HeadlessStation(terminal);
        open.add(new RelayConnection(
                        RelayConnection.Dialer.tcp(address),
                        terminal,
                        "judge",
                        Optional.of(seatKey("judge:" + terminal)),
                        station,
                        Clock.systemUTC())
                .start());
        return station;
    }

    private static String seatKey(String seat) {
        return SeatKeys.seatKey(TwoJudgeDay.CONTEST_KEY, seat);
    }

    /** A link that reaches the relay as a TCP connection from {@code peer} would: the relay judges it by that address. */
    private RelayConnection.Dialer asIfFrom(String peer) {
        return new RelayConnection.Dialer() {
            @Override
            public Transport dial() {
                Transport[] ends = Transport.pipePair("console");
                Transport relaySide = new Transport("tcp:" + peer, ends[1].in(), ends[1].out(), ends[1].closer());
                Thread.ofVirtual().start(() -> relay.connect(relaySide));
                return ends[0];
            }

            @Override
            public String describe() {
                return peer;
            }
        };
    }

    private ConsoleAtHand console(RelayConnection.Dialer dialer, Optional<String> key) throws IOException {
        ConsoleAtHand console = ConsoleAtHand.remote(dialer, key);
        open.add(console);
        return console;
    }

    private ConsoleAtHand localConsole() throws IOException {
        ConsoleAtHand console = ConsoleAtHand.local(relay.controls());
        open.add(console);
        return console;
    }

    private static String opsLog() throws IOException {
        return Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
    }
}
