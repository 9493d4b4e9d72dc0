package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/**
 * Defence in depth: whatever text a writer is given (an entity's line, an echo, a notice, a
 * terminal's name, a redrawn conversation), no control character in it reaches the terminal.
 * The relay's sanitiser already removed them; these writers must not depend on that.
 */
class HostileTextTest {

    private static final String HOSTILE =
            "\u001b[2J\u001b[H\u0007\u0000\u009b31m\u001b]0;owned\u0007\u008d\u0085\r\n\tok\u007f\b";
    private static final String WITHOUT_CONTROLS = "[2J[H31m]0;ownedok";

    static Stream<Arguments> writers() {
        List<Arguments> all = new ArrayList<>();
        for (TerminalCharset charset : TerminalCharset.values()) {
            all.add(Arguments.of(
                    "ansi " + charset, (Function<String, PlainScreen>) name -> new AnsiScreenWriter(name, charset)));
            all.add(Arguments.of(
                    "lines " + charset, (Function<String, PlainScreen>) name -> new LinesWriter(name, charset)));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void anEntityLineWithEscapesBellsAndNulsSendsOnlyItsPrintableText(
            String mode, Function<String, PlainScreen> writerFor) {
        PlainScreen writer = writerFor.apply("T1");
        writer.redrawAll(new Screen(), 4, "");
        writer.draw(new ScreenEvent.Prompt());

        byte[] sent = writer.draw(new ScreenEvent.EntityLine("Hello " + HOSTILE));

        // the reply takes the bare prompt's place, then only its printable text and a line end go out
        String erasePrompt = mode.startsWith("ansi") ? "\r\u001b[K" : "\b \b";
        assertThat(new String(sent, StandardCharsets.UTF_8))
                .isEqualTo(erasePrompt + "Hello " + WITHOUT_CONTROLS + "\r\n");
        assertThat(sent).doesNotContain(0x07, 0x00, 0x09, 0x7f, 0x9b);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void everyControlCharacterIsDroppedFromEverythingShown(String mode, Function<String, PlainScreen> writerFor) {
        for (int control = 0; control < 0xa0; control = control == 0x1f ? 0x7f : control + 1) {
            String c = Character.toString(control);
            String label = String.format("U+%04X", control);
            assertThat(everything(writerFor, "a" + c + "b", "T" + c + "1"))
                    .as(label)
                    .isEqualTo(everything(writerFor, "ab", "T1"));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void theVt100SeesOnlyWhatTheWriterMeant(String mode, Function<String, PlainScreen> writerFor) {
        // the strict VT100 fails on any control character or sequence it was not built for
        Vt100Grid terminal = Vt100Grid.standard().feed(everything(writerFor, HOSTILE, "T1" + HOSTILE));

        assertThat(String.join("\n", terminal.rows())).contains("[2J[H31m]0;ownedok");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void linesModeNeverSendsEscape(String mode, Function<String, PlainScreen> writerFor) {
        PlainScreen writer = writerFor.apply("T1" + HOSTILE);
        if (writer instanceof LinesWriter) {
            assertThat(everything(writerFor, HOSTILE, "T1" + HOSTILE)).doesNotContain(0x1b);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void anAsciiTerminalNeverGetsAByteAbove0x7f(String mode, Function<String, PlainScreen> writerFor) {
        // in UTF-8, ě is C4 9B: a terminal not set to UTF-8 may take that 9B for CSI
        byte[] sent = everything(writerFor, "Přeji ti hezký den, ěšč €", "Tě");

        if (mode.endsWith("ASCII")) {
            for (byte b : sent) {
                assertThat(b & 0xff).isLessThan(0x80);
            }
            assertThat(new String(sent, StandardCharsets.US_ASCII)).contains("P?eji ti hezk? den, ??? ?");
        } else {
            assertThat(new String(sent, StandardCharsets.UTF_8)).contains("Přeji ti hezký den, ěšč €");
        }
    }

    /** Every way text reaches a writer, for one writer with the given terminal name. */
    private static byte[] everything(Function<String, PlainScreen> writerFor, String text, String terminal) {
        PlainScreen writer = writerFor.apply(terminal);
        Screen conversation = new Screen();
        conversation.applyAll(
                List.of(new ScreenEvent.EntityLine(text), new ScreenEvent.Prompt(), new ScreenEvent.Echo(text)));
        return concat(
                writer.redrawAll(conversation, 4, text),
                writer.status(5, "notice " + text),
                writer.draw(new ScreenEvent.Echo(text)),
                writer.draw(new ScreenEvent.EntityLine(text)),
                writer.draw(new ScreenEvent.Prompt()),
                writer.draw(new ScreenEvent.Echo(text)),
                writer.draw(new ScreenEvent.Erase(1)),
                writer.status(6, text),
                writer.release());
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
