package parlor.relay.switchboard;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.relay.entity.Sanitiser;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * A reply an entry types key by key (an LPP entry in keystroke mode), shown as each key comes when
 * the judge is waiting for it. Each key passes the same gate as any reply ({@link Sanitiser}): only
 * printable characters, a tab as a space, no blank line at the start nor two in a row, lines
 * wrapped at its width, no more than its lines. The entry's BackSpace erases within the current line,
 * as a typist's does. A reply begun while the judge has the turn is not streamed: it is shown
 * whole at its end, as any reply nobody asked for. Pure state; its conversation holds the seat's lock.
 */
final class StreamedReply {

    /** A key to record as the entry's and what it does to the screen. */
    record Shown(Key key, ScreenEvent event) {}

    private final StringBuilder typed = new StringBuilder();
    private boolean begun;
    private boolean whole;
    private boolean lastWasReturn;

    /** What one of the entry's keys shows, in order (none, or a wrap before a character); {@code judgeHasTurn} as the key arrives. */
    List<Shown> key(Key key, boolean judgeHasTurn) {
        if (!begun) {
            begun = true;
            whole = judgeHasTurn;
        }
        if (whole) {
            return List.of();
        }
        boolean afterReturn = lastWasReturn;
        lastWasReturn = key.isReturn();
        if (key.isLinefeed() && afterReturn) {
            return List.of(); // Return then Linefeed: one line end, as the entity's reply counts it
        }
        if (key.isReturn() || key.isLinefeed()) {
            return newLine().stream().toList();
        }
        if (key.erases()) {
            return erase().stream().toList();
        }
        char c = key.isTab() ? ' ' : key.printable().orElse('\0');
        if (c != ' ' && Sanitiser.lines(String.valueOf(c)).isEmpty()) {
            return List.of();
        }
        List<Shown> shown = new ArrayList<>();
        if (currentLine().length() >= Sanitiser.WIDTH) {
            Optional<Shown> wrap = newLine();
            if (wrap.isEmpty()) {
                return List.of();
            }
            shown.add(wrap.get());
        }
        typed.append(c);
        shown.add(new Shown(Key.of(c), new ScreenEvent.EntityType(String.valueOf(c))));
        return shown;
    }

    /** True once keys of this reply have been shown: its end shows nothing more. */
    boolean shown() {
        return !typed.isEmpty();
    }

    /** What of the reply has been shown, a Return as a line break. */
    String typedSoFar() {
        return typed.toString();
    }

    /** The keys that type {@code text}, a line break as a Return: the other way from {@link #typedSoFar}. */
    static List<Key> keysOf(String text) {
        return Key.typing(text.replace('\n', '\r'));
    }

    /** The reply as the judge saw it, as lines; the next reply starts afresh. */
    List<String> finish() {
        List<String> lines = new ArrayList<>(List.of(typed.toString().split("\n", -1)));
        while (!lines.isEmpty() && lines.getLast().isBlank()) {
            lines.removeLast();
        }
        typed.setLength(0);
        begun = false;
        whole = false;
        lastWasReturn = false;
        return List.copyOf(lines);
    }

    /** The reply ended without a word (the entry failed): the next one starts afresh. */
    void reset() {
        finish();
    }

    /** A Return, unless it would start the reply with a blank line, make two in a row, or pass the last line. */
    private Optional<Shown> newLine() {
        if (typed.isEmpty() || typed.toString().endsWith("\n\n") || lineCount() >= Sanitiser.MAX_LINES) {
            return Optional.empty();
        }
        typed.append('\n');
        return Optional.of(new Shown(Key.RETURN, new ScreenEvent.NewLine()));
    }

    private Optional<Shown> erase() {
        if (currentLine().isEmpty()) {
            return Optional.empty();
        }
        typed.setLength(typed.length() - 1);
        return Optional.of(new Shown(new Key("BackSpace"), new ScreenEvent.Erase(1)));
    }

    private String currentLine() {
        return typed.substring(typed.lastIndexOf("\n") + 1);
    }

    private int lineCount() {
        return (int) typed.chars().filter(ch -> ch == '\n').count() + 1;
    }
}
