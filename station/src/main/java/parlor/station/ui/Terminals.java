package parlor.station.ui;

import com.googlecode.lanterna.input.BasicCharacterPattern;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.DefaultTerminalFactory;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import com.googlecode.lanterna.terminal.ansi.UnixLikeTerminal;
import java.io.IOException;
import java.nio.charset.Charset;
import java.util.List;

/** Opens the text terminal Parlor's full-screen programs draw on, the same way for each. */
public final class Terminals {

    private Terminals() {}

    /**
     * The process's own terminal, as text even where a display exists, with Ctrl-C delivered as a
     * key (so nobody leaves a judge's screen by accident) and a bare CR read as Return.
     */
    public static Terminal open() throws IOException {
        Terminal terminal = unix()
                ? new OneSttyTerminal(
                        System.in, System.out, Charset.defaultCharset(), UnixLikeTerminal.CtrlCBehaviour.TRAP)
                : new DefaultTerminalFactory()
                        .setForceTextTerminal(true)
                        .setUnixTerminalCtrlCBehaviour(UnixLikeTerminal.CtrlCBehaviour.TRAP)
                        .createTerminal();
        acceptBareCarriageReturn(terminal);
        return terminal;
    }

    /** Where Lanterna's factory would make a Unix terminal: not Windows, which has no stty. */
    private static boolean unix() {
        return !System.getProperty("os.name", "")
                .toLowerCase(java.util.Locale.ROOT)
                .startsWith("windows");
    }

    /** Serial lines and tmux send a bare CR for Return; without this Lanterna drops it with the next key. */
    public static void acceptBareCarriageReturn(Terminal terminal) {
        if (terminal instanceof ANSITerminal ansi) {
            ansi.getInputDecoder()
                    .addProfile(() -> List.of(new BasicCharacterPattern(new KeyStroke(KeyType.Enter), '\r')));
        }
    }
}
