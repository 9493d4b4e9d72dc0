package parlor.transcripts.keys;

import java.util.Objects;
import java.util.Optional;

/**
 * One keystroke, named as the LPP logs name keys: X11 keysym names ({@code a}, {@code space},
 * {@code Return}, {@code BackSpace}), and {@code U+XXXX} style names ({@code U00E9}) for characters
 * X11 has no ASCII name for. A name is what goes on the wire and into the keystroke log.
 */
public record Key(String name) {

    public static final Key RETURN = new Key("Return");
    public static final Key LINEFEED = new Key("Linefeed");
    public static final Key BACKSPACE = new Key("BackSpace");
    public static final Key DELETE = new Key("Delete");
    public static final Key TAB = new Key("Tab");
    public static final Key ESCAPE = new Key("Escape");

    public Key {
        Objects.requireNonNull(name, "name");
        boolean printable = !name.isEmpty() && name.length() <= 32;
        for (int i = 0; printable && i < name.length(); i++) {
            printable = name.charAt(i) > ' ' && name.charAt(i) < 127;
        }
        if (!printable) {
            throw new IllegalArgumentException("not a key name: '" + name + "'");
        }
    }

    /** The key a terminal sends for this character: CR is Return, DEL and BS erase, others by name. */
    public static Key of(char c) {
        return new Key(KeyNames.nameOf(c));
    }

    /** Keys for every character of the text, in order. */
    public static java.util.List<Key> typing(String text) {
        return text.chars().mapToObj(c -> of((char) c)).toList();
    }

    /** The character this key prints, if it prints one. */
    public Optional<Character> printable() {
        int code = KeyNames.codeOf(name);
        return code < 0 || Character.isISOControl(code) ? Optional.empty() : Optional.of((char) code);
    }

    /**
     * The character this key stands for (a control character too: CR for Return), or -1: one
     * lookup, where asking {@link #isReturn}, {@link #erases} and the rest in turn makes one each.
     */
    public int code() {
        return KeyNames.codeOf(name);
    }

    /** Return, under any of its names ({@code Return}, {@code CR}). */
    public boolean isReturn() {
        return standsFor('\r');
    }

    public boolean isLinefeed() {
        return standsFor('\n');
    }

    public boolean isTab() {
        return standsFor('\t');
    }

    public boolean erases() {
        return standsFor('\b') || standsFor('\u007f');
    }

    private boolean standsFor(char c) {
        return KeyNames.codeOf(name) == c;
    }

    @Override
    public String toString() {
        return name;
    }
}
