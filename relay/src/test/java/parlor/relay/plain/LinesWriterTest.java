package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/** The conversation on a terminal that cannot move its cursor: plain lines, read back from a strict VT100 used as a glass teletype. */
class LinesWriterTest {

    private static final String NOT_RESPONDING = "the other side is not responding";
    private static final byte ESC = 0x1b;

    private final LinesWriter writer = new LinesWriter("T1", TerminalCharset.ASCII);

    @Test
    void theJudge04ConversationSendsTheGoldenBytes() throws IOException {
        byte[] sent = ScriptedTerminal.judge04Conversation(writer).sent();

        Goldens.assertBytes("judge-04-conversation.lines.txt", sent);
        assertThat(sent).doesNotContain(ESC);
    }

    @Test
    void theJudge04ConversationReadsAsThe1996Example() {
        Vt100Grid terminal = Vt100Grid.standard()
                .feed(ScriptedTerminal.judge04Conversation(writer).sent());

        assertThat(terminal.rows().subList(0, 11))
                .containsExactly(
                        "[T1  judge --]",
                        ">@@04",
                        ">",
                        "[judge 04]",
                        "Good afternoon, judge 4.",
                        ">Do you think it will",
                        ">rain on the parade?",
                        ">",
                        "Only if the forecast",
                        "is wrong again.",
                        ">");
        assertThat(terminal.cursorColumn()).isEqualTo(1);
    }

    @Test
    void aNoticeArrivingMidLineIsPrintedAndTheLineTypedAgainBelowIt() {
        ScriptedTerminal session = ScriptedTerminal.judge04Conversation(writer).types("Are you");
        Vt100Grid terminal = Vt100Grid.standard().feed(session.sent());

        byte[] sent = writer.status(4, NOT_RESPONDING);
        terminal.feed(sent).feed(writer.draw(new ScreenEvent.Echo(" there?")));

        assertThat(terminal.rows().subList(10, 13))
                .containsExactly(">Are you", "[" + NOT_RESPONDING + "]", ">Are you there?");
        assertThat(sent).doesNotContain(ESC);
    }

    @Test
    void onlyChangesArePrinted() {
        new ScriptedTerminal(writer);

        assertThat(writer.status(-1, "")).isEmpty();
        assertThat(new String(writer.status(4, ""))).isEqualTo("\r\n[judge 04]\r\n>");
        assertThat(writer.status(4, "")).isEmpty();
        assertThat(new String(writer.status(4, NOT_RESPONDING))).isEqualTo("\r\n[" + NOT_RESPONDING + "]\r\n>");
        assertThat(writer.status(4, NOT_RESPONDING)).isEmpty();
        assertThat(writer.status(4, "")).as("a notice going away").isEmpty();
    }

    @Test
    void theFirstStatusIsAlwaysPrinted() {
        assertThat(new String(writer.status(-1, ""))).isEqualTo("[judge --]\r\n");
    }

    @Test
    void longLinesWrapOneColumnBeforeTheEdge() {
        ScriptedTerminal session = new ScriptedTerminal(writer).types("y".repeat(78) + "z".repeat(100));
        Vt100Grid terminal = Vt100Grid.standard().feed(session.sent());

        assertThat(terminal.rows().subList(1, 4)).containsExactly(">" + "y".repeat(78), "z".repeat(79), "z".repeat(21));
        assertThat(terminal.cursorColumn()).isEqualTo(21);
    }

    @Test
    void aNarrowTeletypeWrapsEarlier() {
        LinesWriter narrow = new LinesWriter("T1", TerminalCharset.ASCII, 40);
        Vt100Grid terminal = Vt100Grid.standard()
                .feed(new ScriptedTerminal(narrow).types("w".repeat(50)).sent());

        assertThat(terminal.rows().subList(1, 3)).containsExactly(">" + "w".repeat(38), "w".repeat(12));
    }

    @Test
    void erasingBackPastAWrapTypesWhatIsLeftOfTheRowAgain() {
        ScriptedTerminal session = new ScriptedTerminal(writer).types("a".repeat(78) + "bc");
        Vt100Grid terminal = Vt100Grid.standard().feed(session.sent());

        terminal.feed(writer.draw(new ScreenEvent.Erase(2)));
        assertThat(terminal.rows().subList(1, 3)).containsExactly(">" + "a".repeat(78), "");
        assertThat(terminal.cursorColumn()).isZero();

        terminal.feed(writer.draw(new ScreenEvent.Erase(1)));
        assertThat(terminal.rows().get(2)).isEqualTo(">" + "a".repeat(77));
        assertThat(terminal.cursorColumn()).isEqualTo(78);

        terminal.feed(writer.draw(new ScreenEvent.Erase(1))).feed(writer.draw(new ScreenEvent.Echo("XY")));
        assertThat(terminal.rows().get(2)).isEqualTo(">" + "a".repeat(76) + "XY");
    }

    @Test
    void theGreetingTakesThePlaceOfABarePrompt() {
        Vt100Grid terminal = Vt100Grid.standard()
                .feed(new ScriptedTerminal(writer).entitySays("Hello there.").sent());

        assertThat(terminal.rows().subList(0, 3)).containsExactly("[T1  judge --]", "Hello there.", ">");
    }

    @Test
    void aReconnectPrintsAHeaderAndTheLatestLines() {
        ScriptedTerminal session = ScriptedTerminal.judge04Conversation(writer);
        for (int i = 1; i <= 12; i++) {
            session.types("question " + i + "\r\r").entitySays("answer " + i);
        }
        session.types("half a li");
        Screen screen = session.screen();

        LinesWriter reconnected = new LinesWriter("T1", TerminalCharset.ASCII);

        Vt100Grid terminal = Vt100Grid.standard().feed(reconnected.redrawAll(screen, 4, NOT_RESPONDING));

        List<String> lines = screen.lines();
        assertThat(terminal.rows().subList(0, 2)).containsExactly("[T1  judge 04]", "[" + NOT_RESPONDING + "]");
        int shown = LinesWriter.REDRAW_ROWS - 2;
        assertThat(terminal.rows().subList(2, 2 + shown)).isEqualTo(lines.subList(lines.size() - shown, lines.size()));
        assertThat(terminal.cursorRow()).isEqualTo(LinesWriter.REDRAW_ROWS - 1);
        assertThat(terminal.cursorColumn()).isEqualTo(">half a li".length());
        assertThat(reconnected.status(4, NOT_RESPONDING)).isEmpty();
    }

    @Test
    void aReconnectFitsOnAScreenEvenWithALongNotice() {
        ScriptedTerminal session = ScriptedTerminal.judge04Conversation(writer);
        for (int i = 1; i <= 12; i++) {
            session.types("question " + i + "\r\r").entitySays("answer " + i);
        }

        Vt100Grid terminal = Vt100Grid.standard()
                .feed(new LinesWriter("T1", TerminalCharset.ASCII).redrawAll(session.screen(), 4, "n".repeat(200)));

        assertThat(terminal.rows().get(0)).isEqualTo("[T1  judge 04]");
        assertThat(terminal.rows().get(1)).startsWith("[nnn");
        assertThat(terminal.cursorRow()).isEqualTo(LinesWriter.REDRAW_ROWS - 1);
        assertThat(terminal.rows().get(terminal.cursorRow())).isEqualTo(">");
    }

    @Test
    void evenATwoColumnTeletypeCanEraseBackAcrossRows() {
        LinesWriter tiny = new LinesWriter("T1", TerminalCharset.ASCII, 2);
        Vt100Grid terminal = Vt100Grid.standard();

        for (ScreenEvent event : List.of(
                new ScreenEvent.NewLine(),
                new ScreenEvent.Echo("ab"),
                new ScreenEvent.Erase(2),
                new ScreenEvent.Echo("c"))) {
            terminal.feed(tiny.draw(event));
        }

        assertThat(terminal.rows().subList(0, 3)).containsExactly("", "a", "c");
    }

    @Test
    void clearStartsAFreshLineForTheReplayThatFollows() {
        Vt100Grid terminal = Vt100Grid.standard()
                .feed(new ScriptedTerminal(writer).types("Hel").sent());

        terminal.feed(writer.draw(new ScreenEvent.Clear())).feed(writer.draw(new ScreenEvent.Prompt()));

        assertThat(terminal.rows().subList(1, 3)).containsExactly(">Hel", ">");
    }

    @Test
    void releaseEndsTheLine() {
        new ScriptedTerminal(writer).types("Hel");

        assertThat(new String(writer.release())).isEqualTo("\r\n");
        assertThat(writer.release()).isEmpty();
    }
}
