package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.PtyPair;
import parlor.relay.testing.RecordFiles;
import parlor.relay.testing.TmuxPane;

/** Judges at plain terminals with no Parlor software: picocom on a serial line, a telnet client on a port. */
class PlainTerminalTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void picocomOnASerialLineGetsThe1996ScreenAndItsConversationIsTranscribed() throws Exception {
        PtyPair cable = PtyPair.startIn(folder.resolve("pty"));
        String yaml = """
            name: Plain
            listen: 127.0.0.1:0
            terminals:
              T3: { serial: %s, baud: 9600, mode: ansi, entity: E1 }
            entities:
              E1: { demo: true }
            """.formatted(cable.a());
        Contest contest = ContestLoader.parse(yaml, "plain.yaml", folder);
        try (cable;
                Relay relay = new Relay(contest, Clock.systemDefaultZone()).start();
                TmuxPane picocom = TmuxPane.running("picocom -q -b 9600 " + cable.b(), 80, 24)) {
            picocom.press("C-l");
            picocom.waitForRows(
                    "the first prompt and the status line",
                    DEADLINE,
                    rows -> rows.get(0).equals(">") && rows.get(23).contains("T3"));

            picocom.type("@@04");
            picocom.press("Enter", "Enter");
            picocom.waitForRows(
                    "judge 04 on the status line",
                    DEADLINE,
                    rows -> rows.get(23).contains("judge 04"));
            picocom.type("I am tired of typing");
            picocom.press("Enter", "Enter");
            List<String> rows = picocom.waitForRows(
                    "the demo's reply", DEADLINE, r -> r.get(5).equals(">"));

            assertThat(rows.subList(0, 6))
                    .containsExactly(">@@04", ">", ">I am tired of typing", ">", rows.get(4), ">");
            assertThat(rows.get(4))
                    .isIn("How long have you been tired of typing?", "Why do you say you are tired of typing?");
            List<String> transcript = Files.readAllLines(RecordFiles.transcript(folder.resolve("transcripts/E1")));
            assertThat(transcript.subList(3, transcript.size()).stream()
                            .map(l -> l.replaceFirst("\\[\\d\\d:\\d\\d:\\d\\d]", " ")))
                    .containsExactly("*** JUDGE04 ***", "JUDGE04 I am tired of typing", "PROGRAM " + rows.get(4));
        }
    }

    @Test
    void aTelnetClientGetsCharacterModeAndTheConversationGoesOn() throws Exception {
        Contest contest = parlor.relay.testing.DemoContests.telnet(folder);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start();
                Socket telnet = new Socket("127.0.0.1", relay.telnetPort(0))) {
            InputStream in = telnet.getInputStream();
            OutputStream out = telnet.getOutputStream();
            StringBuilder seen = new StringBuilder();
            Thread.ofVirtual().start(() -> {
                byte[] buffer = new byte[4096];
                try {
                    for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                        synchronized (seen) {
                            seen.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
                        }
                    }
                } catch (IOException e) {
                    // closed at the end of the test
                }
            });
            Eventually.waitFor(
                    "the telnet greeting",
                    DEADLINE,
                    () -> text(seen).startsWith("\u00ff\u00fb\u0001\u00ff\u00fb\u0003"));
            // a telnet client's own negotiation and CR NUL line ends, mixed into the judge's keys
            out.write(new byte[] {(byte) 255, (byte) 253, 1, 'H', 'i', ' ', 't', 'h', 'e', 'r', 'e', '\r', 0, '\r', 0});
            out.flush();

            Eventually.waitFor(
                    "the reply",
                    DEADLINE,
                    () -> text(seen).contains("Hi there. How is the contest going for you?")
                            || text(seen).contains("Hello. What would you like to talk about?"),
                    () -> text(seen));
            assertThat(text(seen)).contains(">Hi there").doesNotContain("\u001b");
        }
    }

    private static String text(StringBuilder seen) {
        synchronized (seen) {
            return seen.toString();
        }
    }
}
