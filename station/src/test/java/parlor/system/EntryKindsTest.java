package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/** Each kind of entry, plugged in through the contest file, answering a judge's station through the relay. */
class EntryKindsTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void anLppEntryInPerlTalksThroughItsCommunicationsDirectory() throws Exception {
        Path comms = Files.createDirectories(folder.resolve("E4-comms"));
        Path script = parlor.relay.testing.TestScripts.copy("/lpp/echo-entry.pl", folder);
        String yaml = """
            name: LPP
            listen: 127.0.0.1:0
            terminals:
              T4: { entity: E4 }
            entities:
              E4: { lpp: E4-comms, quiet: 500ms, mode: lines }
            """;
        Process entry = new ProcessBuilder("perl", script.toString(), comms.toString())
                .redirectErrorStream(true)
                .start();
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "lpp.yaml", folder), Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T4");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T4", station).start()) {
                Key.typing("It's raining\r\r").forEach(link::send);
                Eventually.waitFor(
                        "the LPP entry's typed answer",
                        DEADLINE,
                        () -> station.lines().equals(List.of(">It's raining", ">", "You said: It's raining", ">")),
                        station::lines);
            }
        } finally {
            entry.destroyForcibly();
        }
    }

    @Test
    void aChatModelBehindAnHttpEndpointGetsTheConversationSoFar() throws Exception {
        Files.writeString(folder.resolve("persona.txt"), "You are Sam, a gardener from Leeds.");
        try (parlor.relay.testing.FakeLlm model =
                parlor.relay.testing.FakeLlm.start(java.util.Optional.of("test-key"))) {
            String yaml = """
                name: HTTP
                listen: 127.0.0.1:0
                terminals:
                  T5: { entity: E5 }
                entities:
                  E5: { http: %s, model: local, system: persona.txt, api-key-env: PARLOR_TEST_NO_SUCH_VARIABLE }
                """.formatted(model.endpoint());
            try (Relay relay =
                    new Relay(ContestLoader.parse(yaml, "http.yaml", folder), Clock.systemDefaultZone()).start()) {
                HeadlessStation station = new HeadlessStation("T5");
                try (RelayConnection link =
                        new RelayConnection(StationMain.tcpTo(relay.listen()), "T5", station).start()) {
                    Key.typing("Hello\r\r").forEach(link::send);
                    // system + the judge's message: the second message of the conversation
                    Eventually.waitFor(
                            "the model's first answer",
                            DEADLINE,
                            () -> station.lines().contains("You said: Hello (message 2)"),
                            station::lines);
                    Key.typing("Again\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "an answer that saw the whole conversation",
                            DEADLINE,
                            () -> station.lines().contains("You said: Again (message 4)"),
                            station::lines);
                    // the server fails this one; the supervisor retries with a new client, which must still know the
                    // conversation
                    Key.typing("please fail once\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "the retried answer, from a client that kept the conversation",
                            DEADLINE,
                            () -> station.lines().contains("You said: please fail once (message 6)"),
                            station::lines);
                    assertThat(opsLog()).contains("entity E5 stopped");
                }
            }
        }
    }

    private static String opsLog() {
        try {
            return Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
        } catch (java.io.IOException e) {
            return "";
        }
    }

    @Test
    void anEntryListeningOnATcpPortIsReconnectedWhenItsConnectionDropsAndTheNewConnectionIsCaughtUp() throws Exception {
        int port;
        try (java.net.ServerSocket probe = new java.net.ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        // a real socket server in Perl: answers each line with all it has heard on this connection, and hangs up after
        // its second answer on the first; to it, a new connection is a new conversation
        String server = "use IO::Socket::INET; $|=1; my $l = IO::Socket::INET->new(LocalAddr => '127.0.0.1:" + port
                + "', Listen => 5, ReuseAddr => 1) or die; my $k = 0; while (my $c = $l->accept) { $c->autoflush(1);"
                + " $k++; my @heard; while (my $m = <$c>) { chomp $m; push @heard, $m;"
                + " print $c \"tcp heard: @heard (connection $k)\\n\"; last if $k == 1 && @heard == 2; } close $c; }";
        Process entry = new ProcessBuilder("perl", "-e", server)
                .redirectErrorStream(true)
                .start();
        String yaml = """
            name: TCP
            listen: 127.0.0.1:0
            terminals:
              T3: { entity: E3 }
            entities:
              E3: { tcp: 127.0.0.1:%d, quiet: 300ms }
            """.formatted(port);
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "tcp.yaml", folder), Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T3");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T3", station).start()) {
                for (String question : List.of("one", "two", "three")) {
                    Key.typing(question + "\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "the answer to " + question,
                            DEADLINE,
                            () -> station.lines().stream().anyMatch(line -> line.contains(question + " (connection")),
                            station::lines);
                }
                assertThat(station.lines().stream().filter(line -> line.startsWith("tcp heard:")))
                        .as("the new connection was given one and two again, its answers to them set aside")
                        .containsExactly(
                                "tcp heard: one (connection 1)",
                                "tcp heard: one two (connection 1)",
                                "tcp heard: one two three (connection 2)");
                assertThat(station.notice()).isEmpty();
            }
        } finally {
            entry.destroyForcibly();
        }
    }

    @Test
    void theTenLineStdioExampleOfTheEntryAuthorsPageWorksAsShipped() throws Exception {
        Path examples = Path.of("..", "examples").toAbsolutePath().normalize();
        var contest = ContestLoader.load(examples.resolve("stdio-contest.yaml"))
                .withListen(new parlor.relay.link.HostPort("127.0.0.1", 0))
                .withTranscripts(folder);
        // the shipped example paces replies like a person; this test only needs the words
        contest = new parlor.relay.contest.Contest(
                contest.name(),
                contest.listen(),
                contest.transcripts(),
                contest.copyright(),
                contest.zone(),
                contest.durability(),
                contest.key(),
                parlor.relay.pacing.Pacing.NONE,
                contest.terminals(),
                contest.entities());
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
                Key.typing("I like tea\r\r").forEach(link::send);
                Eventually.waitFor(
                        "Sam's answer",
                        DEADLINE,
                        () -> station.lines().equals(List.of(">I like tea", ">", "Why do you say 'tea'?", ">")),
                        station::lines);
            }
        }
    }

    @Test
    void aKeystrokeModeEntryHearsEachKeyAsTheJudgeTypesIt() throws Exception {
        Path script = parlor.relay.testing.TestScripts.copy("/keystrokes/typist.pl", folder);
        Path heard = folder.resolve("heard.log");
        String yaml = """
            name: Keys
            listen: 127.0.0.1:0
            terminals:
              T2: { entity: E2 }
            entities:
              E2: { program: [perl, %s, %s], mode: keystrokes, quiet: 300ms, isolation: none }
            """.formatted(script, heard);
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "keys.yaml", folder), Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T2");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T2", station).start()) {
                Key.typing("catz\b").forEach(link::send);
                // the message is not finished, yet the entry has every key already, the erase included
                Eventually.waitFor(
                        "the keys to reach the entry as typed",
                        DEADLINE,
                        () -> Files.exists(heard) && readOrEmpty(heard).equals("catz\b"),
                        () -> readOrEmpty(heard));
                Key.typing("s\rdogs\r\r").forEach(link::send);
                Eventually.waitFor(
                        "the entry's answer",
                        DEADLINE,
                        () -> station.lines().contains("you typed: cats dogs"),
                        station::lines);
            }
        }
    }

    @Test
    void aKeystrokeModeEntryOnATcpPortHearsEachKeyAsTheJudgeTypesIt() throws Exception {
        Path script = parlor.relay.testing.TestScripts.copy("/keystrokes/typist.pl", folder);
        Path heard = folder.resolve("heard.log");
        int port;
        try (java.net.ServerSocket probe = new java.net.ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        String yaml = """
            name: Keys over TCP
            listen: 127.0.0.1:0
            terminals:
              T3: { entity: E3 }
            entities:
              E3: { tcp: 127.0.0.1:%d, mode: keystrokes, quiet: 300ms }
            """.formatted(port);
        Process entry = null;
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "tcp-keys.yaml", folder), Clock.systemDefaultZone()).start()) {
            HeadlessStation station = new HeadlessStation("T3");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T3", station).start()) {
                // the judge starts typing before the entry is up: its keys wait for it
                Key.typing("catz\b").forEach(link::send);
                Eventually.waitFor(
                        "the keys to be applied",
                        DEADLINE,
                        () -> station.lines().equals(List.of(">cat")),
                        station::lines);
                // the same typist, as a real socket server: socat hands each connection to a fresh copy
                entry = new ProcessBuilder(
                                "socat",
                                "TCP-LISTEN:" + port + ",bind=127.0.0.1,reuseaddr,fork",
                                "EXEC:perl " + script + " " + heard)
                        .redirectErrorStream(true)
                        .start();
                Eventually.waitFor(
                        "the keys to reach the entry over TCP as typed",
                        DEADLINE,
                        () -> readOrEmpty(heard).equals("catz\b"),
                        () -> readOrEmpty(heard));
                Key.typing("s\rdogs\r\r").forEach(link::send);
                Eventually.waitFor(
                        "the entry's answer",
                        DEADLINE,
                        () -> station.lines().contains("you typed: cats dogs"),
                        station::lines);
            }
        } finally {
            if (entry != null) {
                entry.destroyForcibly();
            }
        }
    }

    private static String readOrEmpty(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
