package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files under {@code src/test/resources/plain}. Byte goldens are stored readable, every
 * byte that is not printable ASCII escaped ({@code \e} ESC, {@code \r}, {@code \n} followed by a
 * real line break, {@code \b}, {@code \\}, {@code \xHH}); the comparison is on the raw bytes.
 * Run with {@code -Dgolden.update=true} to rewrite them after a deliberate change, then read the
 * diff before committing.
 */
final class Goldens {

    private static final Path FOLDER = Path.of("src/test/resources/plain");

    private Goldens() {}

    static void assertBytes(String name, byte[] actual) throws IOException {
        String golden = readOrUpdate(name, visible(actual));
        byte[] expected = raw(golden);
        // compare the bytes; on a mismatch, show both readably
        assertThat(visible(actual)).as("bytes sent, %s", name).isEqualTo(visible(expected));
        assertThat(actual).as("bytes sent, %s", name).isEqualTo(expected);
    }

    static void assertText(String name, String actual) throws IOException {
        assertThat(actual).as("screen %s", name).isEqualTo(readOrUpdate(name, actual));
    }

    static String read(String name) throws IOException {
        try (InputStream in = Goldens.class.getResourceAsStream("/plain/" + name)) {
            assertThat(in)
                    .as("golden file %s (create it with -Dgolden.update=true)", name)
                    .isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String readOrUpdate(String name, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(FOLDER);
            Files.writeString(FOLDER.resolve(name), actual);
            return actual;
        }
        return read(name);
    }

    /** The bytes with everything but printable ASCII escaped, a line break after each {@code \n}. */
    static String visible(byte[] bytes) {
        StringBuilder out = new StringBuilder();
        for (byte signed : bytes) {
            int b = signed & 0xff;
            switch (b) {
                case 0x1b -> out.append("\\e");
                case '\r' -> out.append("\\r");
                case '\n' -> out.append("\\n\n");
                case '\b' -> out.append("\\b");
                case '\\' -> out.append("\\\\");
                default -> out.append(b >= 0x20 && b < 0x7f ? String.valueOf((char) b) : String.format("\\x%02x", b));
            }
        }
        return out.toString();
    }

    /** The bytes a golden written by {@link #visible} stands for; real line breaks are layout only. */
    static byte[] raw(String golden) {
        String text = golden.replace("\n", "");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\') {
                out.write(c);
                continue;
            }
            char kind = text.charAt(++i);
            switch (kind) {
                case 'e' -> out.write(0x1b);
                case 'r' -> out.write('\r');
                case 'n' -> out.write('\n');
                case 'b' -> out.write('\b');
                case '\\' -> out.write('\\');
                case 'x' -> {
                    out.write(Integer.parseInt(text.substring(i + 1, i + 3), 16));
                    i += 2;
                }
                default -> throw new IllegalArgumentException("bad escape \\" + kind + " in golden file");
            }
        }
        return out.toByteArray();
    }
}
