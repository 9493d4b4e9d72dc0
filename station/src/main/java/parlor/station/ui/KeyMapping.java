package parlor.station.ui;

import com.googlecode.lanterna.input.KeyStroke;
import parlor.transcripts.keys.Key;

/** What a key pressed at the station means: a key for the relay, or something the station does itself. */
public final class KeyMapping {

    /** The station's own reaction to a keystroke. */
    public sealed interface Action {
        record Send(Key key) implements Action {}

        record Scroll(int lines) implements Action {}

        record Quit() implements Action {}

        record Ignore() implements Action {}
    }

    private KeyMapping() {}

    public static Action of(KeyStroke stroke, int pageLines) {
        return switch (stroke.getKeyType()) {
            case Character -> character(stroke);
            case Enter -> new Action.Send(Key.RETURN);
            case Backspace -> new Action.Send(Key.BACKSPACE);
            case Delete -> new Action.Send(Key.DELETE);
            case Tab -> new Action.Send(Key.TAB);
            case Escape -> new Action.Send(Key.ESCAPE);
            case ArrowUp -> new Action.Send(new Key("Up"));
            case ArrowDown -> new Action.Send(new Key("Down"));
            case ArrowLeft -> new Action.Send(new Key("Left"));
            case ArrowRight -> new Action.Send(new Key("Right"));
            case PageUp -> new Action.Scroll(pageLines);
            case PageDown -> new Action.Scroll(-pageLines);
            case Home -> new Action.Scroll(Integer.MAX_VALUE / 2);
            case End -> new Action.Scroll(-(Integer.MAX_VALUE / 2));
            case EOF -> new Action.Quit();
            default -> new Action.Ignore();
        };
    }

    private static Action character(KeyStroke stroke) {
        char c = stroke.getCharacter();
        if (stroke.isCtrlDown()) {
            // Ctrl-] leaves, as in telnet. Its byte (0x1D) is decoded by Lanterna as Ctrl-5, the xterm
            // name for the same byte. Other control keys, Ctrl-C included, do nothing at a judge's terminal.
            return c == ']' || c == '5' ? new Action.Quit() : new Action.Ignore();
        }
        return new Action.Send(c == '\r' ? Key.RETURN : Key.of(c));
    }
}
