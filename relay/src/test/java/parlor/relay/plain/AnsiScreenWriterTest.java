package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/** The 1996 screen on a VT100: what the judge sees, read back from a strict VT100 (see {@link Vt100Grid}). */
class AnsiScreenWriterTest {

    private static final String NOT_RESPONDING = "the other side is not responding";

    private final AnsiScreenWriter writer = new AnsiScreenWriter("T1", TerminalCharset.ASCII);

    @Test
    void theJudge04ConversationSendsTheGoldenBytes() throws IOException {
        byte[] sent = ScriptedTerminal.judge04Conversation(writer).sent();

        Goldens.assertBytes("judge-04-conversation.ansi.txt", sent);
    }

    @Test
    void theJudge04ConversationLooksAsOnTheStation() throws IOException {
        Vt100Grid terminal = Vt100Grid.standard()
                .feed(ScriptedTerminal.judge04Conversation(writer).sent());

        Goldens.assertText("judge-04-conversation.screen.txt", terminal.text());
        assertThat(terminal.cursorRow()).isEqualTo(8);
        assertThat(terminal.cursorColumn()).isEqualTo(1);
    }

    @Test
    void theStatusLineIsTheBottomRowInReverseVideo() {
        Vt100Grid terminal = Vt100Grid.standard().feed(new ScriptedTerminal(writer).sent());

        assertThat(terminal.rows().get(23)).isEqualTo(" T1  judge --");
        for (int column = 0; column < AnsiScreenWriter.COLUMNS; column++) {
            assertThat(terminal.isReversed(23, column))
                    .as("column %d of the status line", column)
                    .isTrue();
            assertThat(terminal.isReversed(0, column))
                    .as("column %d of the conversation", column)
                    .isFalse();
        }
    }

    @Test
    void theStatusLineShowsANoticeAndTheCursorStaysWhereTheJudgeTypes() {
        ScriptedTerminal session = ScriptedTerminal.judge04Conversation(writer).types("Are you");
        Vt100Grid terminal = Vt100Grid.standard().feed(session.sent());

        terminal.feed(writer.status(4, NOT_RESPONDING));

        assertThat(terminal.rows().get(23)).isEqualTo(" T1  judge 04  | " + NOT_RESPONDING);
        assertThat(terminal.rows().get(8)).isEqualTo(">Are you");
        assertThat(terminal.cursorRow()).isEqualTo(8);
        assertThat(terminal.cursorColumn()).isEqualTo(8);
    }

    @Test
    void anUnchangedStatusSendsNothing() {
        new ScriptedTerminal(writer);

        assertThat(writer.status(-1, "")).isEmpty();
        assertThat(writer.status(4, "")).isNotEmpty();
        assertThat(writer.status(4, "")).isEmpty();
    }

    @Test
    void aLongStatusIsCutAtTheScreensEdge() {
        Vt100Grid terminal = Vt100Grid.standard().feed(new ScriptedTerminal(writer).sent());

        terminal.feed(writer.status(4, "x".repeat(200)));

        assertThat(terminal.rows().get(23)).hasSize(AnsiScreenWriter.COLUMNS).startsWith(" T1  judge 04  | xxx");
        assertThat(terminal.rows().get(22)).isEmpty();
    }

    @Test
    void aLongNoticeIsCutBetweenWords() {
        Vt100Grid terminal = Vt100Grid.standard().feed(new ScriptedTerminal(writer).sent());

        terminal.feed(writer.status(
                4, "the entry at this terminal was restarted by the operator; please go on with your conversation"));

        assertThat(terminal.rows().get(23))
                .isEqualTo(" T1  judge 04  | the entry at this terminal was restarted by the operator;...");
    }

    @Test
    void longLinesWrapAt80Columns() {
        ScriptedTerminal session = new ScriptedTerminal(writer).types("y".repeat(79) + "z".repeat(100));
        Vt100Grid terminal = Vt100Grid.standard().feed(session.sent());

        assertThat(terminal.rows().subList(0, 4))
                .containsExactly(">" + "y".repeat(79), "z".repeat(80), "z".repeat(20), "");
        assertThat(terminal.cursorRow()).isEqualTo(2);
        assertThat(terminal.cursorColumn()).isEqualTo(20);
    }

    @Test
    void erasingBackAcrossAWrapWorksAndTheCursorWaitsWhereTheStationShowsIt() {
        ScriptedTerminal session = new ScriptedTerminal(writer).types("a".repeat(79) + "bc");
        Vt100Grid terminal = Vt100Grid.standard().feed(session.sent());

        terminal.feed(draw(new ScreenEvent.Erase(1), new ScreenEvent.Erase(1)));
        assertThat(terminal.rows().subList(0, 2)).containsExactly(">" + "a".repeat(79), "");
        assertThat(terminal.cursorRow()).isZero();
        assertThat(terminal.cursorColumn()).isEqualTo(79);

        terminal.feed(draw(new ScreenEvent.Erase(1)));
        assertThat(terminal.rows().get(0)).isEqualTo(">" + "a".repeat(78));
        assertThat(terminal.cursorColumn()).isEqualTo(79);

        terminal.feed(draw(new ScreenEvent.Echo("AB")));
        assertThat(terminal.rows().subList(0, 2)).containsExactly(">" + "a".repeat(78) + "A", "B");
    }

    @Test
    void aFullRowsLastCharacterIsErasedWhateverTheTerminalDoesAtItsLastColumn() {
        for (boolean autowrap : new boolean[] {true, false}) {
            AnsiScreenWriter fresh = new AnsiScreenWriter("T1", TerminalCharset.ASCII);
            Vt100Grid terminal = new Vt100Grid(80, 24, autowrap)
                    .feed(new ScriptedTerminal(fresh).types("a".repeat(79)).sent());

            terminal.feed(fresh.draw(new ScreenEvent.Erase(1)));
            terminal.feed(fresh.draw(new ScreenEvent.Echo("Z")));

            assertThat(terminal.rows().subList(0, 2))
                    .as("autowrap %s", autowrap)
                    .containsExactly(">" + "a".repeat(78) + "Z", "");
        }
    }

    @Test
    void theConversationScrollsAndTheStatusLineStays() {
        ScriptedTerminal session = ScriptedTerminal.judge04Conversation(writer);
        for (int i = 1; i <= 12; i++) {
            session.types("question " + i + "\r\r").entitySays("answer " + i);
        }
        Vt100Grid terminal = Vt100Grid.standard().feed(session.sent());

        assertThat(terminal.rows().subList(0, 23)).isEqualTo(stationRows(session.screen()));
        assertThat(terminal.rows().get(22)).isEqualTo(">");
        assertThat(terminal.rows().get(23)).isEqualTo(" T1  judge 04");
        assertThat(terminal.cursorRow()).isEqualTo(22);
    }

    @Test
    void aReconnectingTerminalGetsTheLatestRowsWhateverItShowedBefore() {
        ScriptedTerminal session = ScriptedTerminal.judge04Conversation(writer);
        for (int i = 1; i <= 12; i++) {
            session.types("question " + i + "\r\r").entitySays("answer " + i);
        }
        session.types("half a li");
        Vt100Grid continuous = Vt100Grid.standard().feed(session.sent());
        Vt100Grid garbled = Vt100Grid.standard().feed("line noise\r\n\u001b[5;5Hmore".getBytes());

        garbled.feed(writer.redrawAll(session.screen(), 4, NOT_RESPONDING));

        assertThat(garbled.rows().subList(0, 23)).isEqualTo(continuous.rows().subList(0, 23));
        assertThat(garbled.rows().get(23)).isEqualTo(" T1  judge 04  | " + NOT_RESPONDING);
        assertThat(garbled.cursorRow()).isEqualTo(22);
        assertThat(garbled.cursorColumn()).isEqualTo(">half a li".length());
        garbled.feed(writer.draw(new ScreenEvent.Echo("ne")));
        assertThat(garbled.rows().get(22)).isEqualTo(">half a line");
    }

    @Test
    void clearLeavesAnEmptyConversationAndTheStatus() {
        ScriptedTerminal session = ScriptedTerminal.judge04Conversation(writer).draws(new ScreenEvent.Clear());
        Vt100Grid terminal = Vt100Grid.standard().feed(session.sent());

        assertThat(terminal.rows().subList(0, 23)).allMatch(String::isEmpty);
        assertThat(terminal.rows().get(23)).isEqualTo(" T1  judge 04");
        assertThat(terminal.cursorRow()).isZero();
        assertThat(terminal.cursorColumn()).isZero();
    }

    @Test
    void drawingFirstSetsTheTerminalUpWithoutARedraw() {
        Vt100Grid terminal = Vt100Grid.standard().feed("old junk".getBytes());

        terminal.feed(writer.draw(new ScreenEvent.Prompt()));

        assertThat(terminal.rows().get(0)).isEqualTo(">");
        assertThat(terminal.rows().get(23)).isEqualTo(" T1  judge --");
    }

    @Test
    void onReleaseTheWholeScreenScrollsAgain() {
        Vt100Grid terminal = Vt100Grid.standard()
                .feed(ScriptedTerminal.judge04Conversation(writer).sent());

        terminal.feed(writer.release());
        terminal.feed("$ ls\r\nfile\r\n$ ".getBytes());

        assertThat(terminal.rows().subList(20, 24)).containsExactly(" T1  judge 04", "$ ls", "file", "$");
    }

    /** What the station shows of the conversation: every line hard-wrapped at 80, the last 23 rows, trailing blanks trimmed. */
    static List<String> stationRows(Screen screen) {
        List<String> rows = wrapped(screen.lines());
        List<String> visible = new ArrayList<>(
                rows.subList(Math.max(0, rows.size() - AnsiScreenWriter.CONVERSATION_ROWS), rows.size()));
        while (visible.size() < AnsiScreenWriter.CONVERSATION_ROWS) {
            visible.add("");
        }
        return visible;
    }

    /** Lines hard-wrapped at 80 as the station wraps them, each row's trailing blanks trimmed as a screen reads back. */
    static List<String> wrapped(List<String> lines) {
        List<String> rows = new ArrayList<>();
        lines.forEach(line -> Rows.wrap(line, AnsiScreenWriter.COLUMNS).forEach(row -> rows.add(row.stripTrailing())));
        return rows;
    }

    private byte[] draw(ScreenEvent... events) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (ScreenEvent event : events) {
            out.writeBytes(writer.draw(event));
        }
        return out.toByteArray();
    }
}
