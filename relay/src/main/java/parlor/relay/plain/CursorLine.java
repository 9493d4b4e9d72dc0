package parlor.relay.plain;

import parlor.transcripts.screen.Screen;

/**
 * The line the terminal's cursor is on, as a writer must remember it to wrap and erase: what is
 * on it (as shown, in code points, one column each) and how much of it is the prompt, which an
 * erase never removes. It follows {@link Screen}'s rules for the same events.
 */
final class CursorLine {

    private final StringBuilder text = new StringBuilder();
    private int length;
    private int protectedLength;

    /** A line as a redraw finds it: a leading {@code >} is taken to be the prompt. */
    static CursorLine restored(String shown) {
        CursorLine line = new CursorLine();
        shown.codePoints().forEach(line::append);
        line.protectedLength = shown.startsWith(Screen.PROMPT) ? Screen.PROMPT.length() : 0;
        return line;
    }

    int length() {
        return length;
    }

    boolean isEmpty() {
        return length == 0;
    }

    /** Just the prompt, nothing typed: a reply arriving now takes its place, as on the 1996 screens. */
    boolean isBarePrompt() {
        return text.toString().equals(Screen.PROMPT);
    }

    /** Characters an erase may remove: all but the prompt. */
    int erasable() {
        return length - protectedLength;
    }

    void startPrompt() {
        clear();
        Screen.PROMPT.codePoints().forEach(this::append);
        protectedLength = length;
    }

    void append(int codePoint) {
        text.appendCodePoint(codePoint);
        length++;
    }

    void dropLast() {
        text.setLength(text.length() - Character.charCount(text.codePointBefore(text.length())));
        length--;
    }

    void clear() {
        text.setLength(0);
        length = 0;
        protectedLength = 0;
    }

    /** The code points from {@code from} to the end. */
    String tail(int from) {
        return text.substring(text.offsetByCodePoints(0, from));
    }

    String text() {
        return text.toString();
    }
}
