package parlor.relay.plain;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * What characters a plain terminal can show, and the one place text is made safe for its wire.
 *
 * <p>{@link #shown(String)} removes every C0 control, DEL and C1 control (U+0080..U+009F): a
 * terminal would act on them (clear the screen, ring, start an escape sequence), and the only
 * control bytes a writer may send are its own. Entity text is already sanitised by the relay;
 * this is the second line of defence.
 *
 * <p>Choose {@link #ASCII} for a real VT100 or any terminal not set to UTF-8: besides showing
 * {@code ?} instead of bytes it would misread, it keeps every byte below 0x80, so a terminal in
 * 8-bit mode can never take part of a UTF-8 character (the 0x9B in {@code ě} = C4 9B) for a C1
 * control such as CSI.
 */
public enum TerminalCharset {

    /** 7-bit ASCII: anything else is shown as {@code ?}. */
    ASCII,

    /** UTF-8, for terminal emulators (picocom, minicom, telnet) running in a UTF-8 locale. */
    UTF_8;

    /** By its name in a contest file: {@code ascii} or {@code utf-8} (any case, {@code utf8} too). */
    public static TerminalCharset named(String name) {
        return switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "ascii", "us-ascii" -> ASCII;
            case "utf-8", "utf8" -> UTF_8;
            default -> throw new IllegalArgumentException("unknown charset '" + name + "': use ascii or utf-8");
        };
    }

    /** The text as this terminal may be sent it: controls removed, characters it cannot show as {@code ?}. */
    public String shown(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(codePoint -> {
            if (isControl(codePoint)) {
                return;
            }
            boolean showable = this == UTF_8 ? !isSurrogate(codePoint) : codePoint < 0x7f;
            out.appendCodePoint(showable ? codePoint : '?');
        });
        return out.toString();
    }

    /** C0, DEL and C1: characters a terminal acts on instead of showing. */
    static boolean isControl(int codePoint) {
        return codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0);
    }

    /** The bytes for text that went through {@link #shown(String)}. */
    byte[] encode(String shown) {
        return shown.getBytes(this == ASCII ? StandardCharsets.US_ASCII : StandardCharsets.UTF_8);
    }

    private static boolean isSurrogate(int codePoint) {
        return codePoint >= Character.MIN_SURROGATE && codePoint <= Character.MAX_SURROGATE;
    }
}
