package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/**
 * A 2003-style web entry (rule 29), end to end: the shipped ten-line example page
 * ({@code examples/web-entry.py}) as a real process, the real relay, a judge's station over TCP.
 */
class WebEntryTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final Path EXAMPLE =
            Path.of("..", "examples", "web-entry.py").toAbsolutePath().normalize();

    @TempDir
    Path folder;

    private Process page;

    @AfterEach
    void stopThePage() {
        if (page != null) {
            page.destroyForcibly();
        }
    }

    /** The example page, listening on a free port. */
    private int startThePage() throws IOException {
        int port;
        try (java.net.ServerSocket probe = new java.net.ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        page = new ProcessBuilder("python3", EXAMPLE.toString(), String.valueOf(port))
                .redirectErrorStream(true)
                .redirectOutput(folder.resolve("page.log").toFile())
                .start();
        Eventually.waitFor("the example page to listen", DEADLINE, () -> listens(port));
        return port;
    }

    private static boolean listens(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private String contest(int port, String reply) {
        return """
            name: Web
            listen: 127.0.0.1:0
            transcripts: transcripts
            terminals:
              T1: { entity: W1 }
            entities:
              W1: { web: 'http://127.0.0.1:%d/', field: message, reply: '%s' }
            """.formatted(port, reply);
    }

    @Test
    void theJudgeTalksToTheExamplePageWhichKeepsItsCookieAndTheRecordsHaveTheConversation() throws Exception {
        int port = startThePage();
        try (Relay relay = new Relay(
                        ContestLoader.parse(contest(port, "#reply"), "web.yaml", folder), Clock.systemDefaultZone())
                .start()) {
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
                Key.typing("Hello <there>\r\r").forEach(link::send);
                Eventually.waitFor(
                        "the page's first reply",
                        DEADLINE,
                        () -> station.lines()
                                .contains("You said \u201cHello <there>\u201d; that is message 1 from you."),
                        station::lines);
                Key.typing("Still me?\r\r").forEach(link::send);
                // "message 2": the page counted with the cookie it set on the first reply, which came back with the
                // second
                Eventually.waitFor(
                        "the page's second reply, counted by its cookie, and the prompt after it",
                        DEADLINE,
                        () -> station.lines().contains("You said \u201cStill me?\u201d; that is message 2 from you.")
                                && station.lines().getLast().equals(">"),
                        station::lines);
                assertThat(station.lines())
                        .containsExactly(
                                ">Hello <there>",
                                ">",
                                "You said \u201cHello <there>\u201d; that is message 1 from you.",
                                ">Still me?",
                                ">",
                                "You said \u201cStill me?\u201d; that is message 2 from you.",
                                ">");
            }
        }
        Path transcript = record(".TXT");
        Eventually.waitFor(
                "the transcript",
                DEADLINE,
                () -> read(transcript).contains("message 2 from you"),
                () -> read(transcript));
        assertThat(read(transcript).lines().skip(3).map(line -> line.replaceFirst("\\[\\d\\d:\\d\\d:\\d\\d]", "[]")))
                .containsExactly(
                        "JUDGE00[]Hello <there>",
                        "PROGRAM[]You said \u201cHello <there>\u201d; that is message 1 from you.",
                        "JUDGE00[]Still me?",
                        "PROGRAM[]You said \u201cStill me?\u201d; that is message 2 from you.");
        assertThat(read(record(".keys")))
                .contains(
                        " W1 say You said \u201cHello <there>\u201d; that is message 1 from you.\t",
                        " W1 say You said \u201cStill me?\u201d; that is message 2 from you.\t");
    }

    private Path record(String ending) throws IOException {
        try (var files = Files.walk(folder.resolve("transcripts"))) {
            return files.filter(f -> f.getFileName().toString().endsWith(ending))
                    .findFirst()
                    .orElseThrow();
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }

    @Test
    void aPageWithoutTheReplyIsLoggedForTheOperatorAndTheJudgeSeesNothingOfIt() throws Exception {
        int port = startThePage();
        try (Relay relay = new Relay(
                        ContestLoader.parse(contest(port, "#answer"), "web.yaml", folder), Clock.systemDefaultZone())
                .start()) {
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
                Key.typing("Hello\r\r").forEach(link::send);
                Eventually.waitFor(
                        "the operator told why",
                        DEADLINE,
                        () -> opsLog().contains("entity W1 stopped (http://127.0.0.1:" + port
                                + "/: the page has no element matching #answer); restarting it"),
                        WebEntryTest::opsLog);
                // the usual wait for a reply, as while any entry thinks: nothing of the page
                assertThat(station.lines()).containsExactly(">Hello", ">", "");
                assertThat(station.notice()).isEmpty();
            }
        }
    }

    private static String opsLog() {
        return read(Path.of(System.getProperty("parlor.logs"), "relay.log"));
    }
}
