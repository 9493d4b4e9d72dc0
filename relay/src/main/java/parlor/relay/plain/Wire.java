package parlor.relay.plain;

import java.io.ByteArrayOutputStream;

/**
 * The bytes one writer call sends. Text always goes through {@link TerminalCharset#shown}, so the
 * only control bytes on the wire are the writers' own sequences, passed to {@link #control}.
 */
final class Wire {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final TerminalCharset charset;

    Wire(TerminalCharset charset) {
        this.charset = charset;
    }

    /** One of the writer's own sequences (line ends, erases, ANSI controls): ASCII by construction. */
    Wire control(String sequence) {
        for (int i = 0; i < sequence.length(); i++) {
            if (sequence.charAt(i) > 0x7f) {
                throw new IllegalArgumentException("a control sequence is ASCII");
            }
            out.write(sequence.charAt(i));
        }
        return this;
    }

    /** Text to show, made safe whatever it contains. */
    Wire text(String text) {
        out.writeBytes(charset.encode(charset.shown(text)));
        return this;
    }

    Wire character(int codePoint) {
        return text(Character.toString(codePoint));
    }

    byte[] bytes() {
        return out.toByteArray();
    }
}
