package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.host.HiddenHost;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.TestScripts;
import parlor.transcripts.keys.Key;

/**
 * The contest's facts reach every kind of entry in a live day, the round the one now: a TCP entry
 * that asks for them in the first line of each connection, an LPP entry in a file of its folder,
 * and a program on a hidden host in its environment, as a local program finds them.
 */
class FactsInADayTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void aTcpEntryThatAsksIsToldTheFactsFirstOnEachConnectionWithTheRoundNow() throws Exception {
        List<String> firstLines = new CopyOnWriteArrayList<>();
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread.ofVirtual().start(() -> acceptRoundTellers(server, firstLines));
            inTwoRounds(
                    "{ tcp: 127.0.0.1:%d, facts: first-line }".formatted(server.getLocalPort()),
                    Optional.empty(),
                    "round 1",
                    "round 2");
        }
        assertThat(firstLines)
                .as("one connection a round, each opening with the facts line")
                .hasSize(2);
        assertThat(firstLines.get(1))
                .matches(
                        "PARLOR_CONTEST_START=\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\S+ PARLOR_ROUND_MINUTES=60 PARLOR_ROUNDS=\\d+ PARLOR_TIMEZONE=\\S+ PARLOR_ROUND=2");
    }

    @Test
    void anLppEntryFindsTheFactsInItsFolder() throws Exception {
        Path comms = Files.createDirectories(folder.resolve("E1-comms"));
        Path script = TestScripts.copy("/lpp/keystroke-entry.py", folder);
        Process entry = new ProcessBuilder(
                        "python3",
                        script.toString(),
                        comms.toString(),
                        folder.resolve("seen.txt").toString(),
                        "round {PARLOR_ROUND} of {PARLOR_ROUNDS}",
                        "0.02")
                .redirectErrorStream(true)
                .redirectOutput(folder.resolve("entry.out").toFile())
                .start();
        try {
            inTwoRounds("{ lpp: E1-comms, quiet: 500ms }", Optional.empty(), "round 1 of ", "round 2 of ");
        } finally {
            entry.destroyForcibly();
        }
    }

    @Test
    void aProgramOnAHiddenHostFindsTheRoundInItsEnvironment() throws Exception {
        EntitySpec program = ContestLoader.entry(
                "H1",
                "{ program: [sh, -c, 'while read l; do echo \"round $PARLOR_ROUND of $PARLOR_ROUNDS\"; done'], quiet: 300ms }",
                "--entry",
                folder);
        inTwoRounds("{ host: H1 }", Optional.of(program), "round 1 of ", "round 2 of ");
    }

    /**
     * A day of two judges and the one entry E1 (on hidden host H1 running {@code hosted}, if given):
     * round 1's judge asks and sees a line starting {@code first}; round 2's, one starting {@code second}.
     */
    private void inTwoRounds(String e1, Optional<EntitySpec> hosted, String first, String second) throws Exception {
        String yaml = OneEntryDay.yaml("Facts day", e1);
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "day.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            Optional<HiddenHost> host =
                    hosted.map(entry -> new HiddenHost("H1", entry, Clock.systemDefaultZone(), line -> {})
                            .start(RelayConnection.Dialer.tcp(address), Optional.empty(), Clock.systemDefaultZone()));
            HeadlessStation one = new HeadlessStation("T1");
            HeadlessStation two = new HeadlessStation("T2");
            try (RelayConnection linkOne = new RelayConnection(RelayConnection.Dialer.tcp(address), "T1", one).start();
                    RelayConnection linkTwo =
                            new RelayConnection(RelayConnection.Dialer.tcp(address), "T2", two).start()) {
                relay.controls().start();
                boolean oneFirst =
                        relay.controls().overview().terminals().get(0).entity().equals("E1");
                ask(oneFirst ? one : two, oneFirst ? linkOne : linkTwo, first);
                while (!relay.controls().overview().phase().startsWith("round 2")) {
                    relay.controls().endPhase();
                }
                ask(oneFirst ? two : one, oneFirst ? linkTwo : linkOne, second);
            } finally {
                host.ifPresent(HiddenHost::close);
            }
        }
    }

    private static void ask(HeadlessStation judge, RelayConnection link, String answer) {
        Eventually.waitFor(
                "a prompt for the round's judge", DEADLINE, () -> judge.lines().equals(List.of(">")), judge::lines);
        Key.typing("what round is it\r\r").forEach(link::send);
        Eventually.waitFor(
                "an answer starting '" + answer + "'",
                DEADLINE,
                () -> judge.lines().stream().anyMatch(line -> line.startsWith(answer)),
                judge::lines);
    }

    /** A TCP entry: the first line of each connection is kept; every other line is answered with the round that line named. */
    private static void acceptRoundTellers(ServerSocket server, List<String> firstLines) {
        while (!server.isClosed()) {
            try {
                Socket connection = server.accept();
                Thread.ofVirtual().start(() -> tellRounds(connection, firstLines));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private static void tellRounds(Socket connection, List<String> firstLines) {
        try (connection;
                BufferedReader in = new BufferedReader(
                        new InputStreamReader(connection.getInputStream(), StandardCharsets.UTF_8))) {
            OutputStream out = connection.getOutputStream();
            String facts = in.readLine();
            firstLines.add(String.valueOf(facts));
            String round = facts == null ? "unknown" : facts.replaceFirst(".*PARLOR_ROUND=(\\d+).*", "$1");
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                out.write(
                        ("round " + (round.equals(facts) ? "unknown" : round) + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        } catch (IOException gone) {
            // the relay closed the connection at the round's end
        }
    }
}
