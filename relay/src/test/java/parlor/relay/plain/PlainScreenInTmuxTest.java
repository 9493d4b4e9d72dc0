package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.TmuxPane;

/**
 * The writers' bytes in a real terminal: an 80x24 tmux pane shows them, and what it shows is
 * compared with the golden screen and with the VT100 model the other tests read back through.
 */
class PlainScreenInTmuxTest {

    private static final Duration DEADLINE = Duration.ofSeconds(10);

    @TempDir
    Path folder;

    @Test
    void theJudge04ConversationOnAVt100LooksAsOnTheStation() throws Exception {
        byte[] sent = ScriptedTerminal.judge04Conversation(new AnsiScreenWriter("T1", TerminalCharset.ASCII))
                .sent();
        List<String> expected =
                Goldens.read("judge-04-conversation.screen.txt").lines().toList();

        try (TmuxPane pane = TmuxPane.showing(file(sent), 80, 24)) {
            assertThat(shown(pane, expected)).isEqualTo(expected);
            assertThat(pane.cursor()).containsExactly(1, 8);
            assertThat(pane.rowWithAttributes(23))
                    .as("status line in reverse video")
                    .startsWith("\u001b[7m T1  judge 04");
        }
    }

    @Test
    void longLinesTypedAndErasedAcrossRowsWhileTheConversationScrolls() throws Exception {
        AnsiScreenWriter writer = new AnsiScreenWriter("T1", TerminalCharset.ASCII);
        ScriptedTerminal session = ScriptedTerminal.judge04Conversation(writer);
        for (int i = 1; i <= 8; i++) {
            session.types("question " + i + " " + "q".repeat(70 + 10 * i) + "\r\r")
                    .entitySays("answer " + i + " " + "a".repeat(90));
        }
        session.types("x".repeat(200) + "\b".repeat(125) + "yz" + "\b".repeat(3));
        byte[] sent = session.sent();
        Vt100Grid model = Vt100Grid.standard().feed(sent);

        try (TmuxPane pane = TmuxPane.showing(file(sent), 80, 24)) {
            assertThat(shown(pane, model.rows())).isEqualTo(model.rows());
            assertThat(pane.cursor()).containsExactly(model.cursorColumn(), model.cursorRow());
            assertThat(model.rows().get(model.cursorRow())).isEqualTo(">" + "x".repeat(74));
        }
    }

    @Test
    void aReconnectOverAScreenfulOfNoiseShowsTheLatestRows() throws Exception {
        ScriptedTerminal session =
                ScriptedTerminal.judge04Conversation(new AnsiScreenWriter("T1", TerminalCharset.UTF_8));
        for (int i = 1; i <= 10; i++) {
            session.types("question " + i + "\r\r").entitySays("answer " + i + ", café");
        }
        byte[] noise = "garbage\r\n".repeat(30).getBytes();
        byte[] redraw = new AnsiScreenWriter("T1", TerminalCharset.UTF_8)
                .redrawAll(session.screen(), 4, "the other side is not responding");
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        sent.writeBytes(noise);
        sent.writeBytes(redraw);
        List<String> expected =
                new ArrayList<>(Vt100Grid.standard().feed(session.sent()).rows().subList(0, 23));
        expected.add(" T1  judge 04  | the other side is not responding");

        try (TmuxPane pane = TmuxPane.showing(file(sent.toByteArray()), 80, 24)) {
            assertThat(shown(pane, expected)).isEqualTo(expected);
            assertThat(expected.get(21)).isEqualTo("answer 10, café");
        }
    }

    @Test
    void theJudge04ConversationOnATeletypeReadsAsThe1996Example() throws Exception {
        byte[] sent = ScriptedTerminal.judge04Conversation(new LinesWriter("T1", TerminalCharset.ASCII))
                .sent();
        Vt100Grid model = Vt100Grid.standard().feed(sent);

        try (TmuxPane pane = TmuxPane.showing(file(sent), 80, 24)) {
            assertThat(shown(pane, model.rows())).isEqualTo(model.rows());
            assertThat(pane.cursor()).containsExactly(1, 10);
        }
        assertThat(model.rows().get(4)).isEqualTo("Good afternoon, judge 4.");
    }

    private Path file(byte[] bytes) throws IOException {
        return Files.write(Files.createTempFile(folder, "sent", ".bin"), bytes);
    }

    /**
     * The pane's rows once they are the expected ones, or as they are at the deadline: the caller's
     * assertion is then the check, and its failure the difference between the two screens.
     */
    private static List<String> shown(TmuxPane pane, List<String> expected) throws IOException, InterruptedException {
        try {
            pane.waitForRows("the pane to show the expected screen", DEADLINE, expected::equals);
        } catch (AssertionError notThatScreen) {
            // compared below, row by row
        }
        return pane.rows();
    }
}
