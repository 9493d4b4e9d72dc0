package parlor.station.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a virtual terminal back as text and compares it with a golden file under
 * {@code src/test/resources/screens}. Run with {@code -Dgolden.update=true} to rewrite them
 * after a deliberate change, then read the diff before committing.
 */
final class GoldenScreens {

    static final TerminalSize SIZE = new TerminalSize(80, 24);

    private GoldenScreens() {}

    /** Every row with trailing blanks removed; the cursor's cell shown as it is (not marked). */
    static String text(DefaultVirtualTerminal terminal) {
        List<String> rows = new ArrayList<>();
        for (int row = 0; row < terminal.getTerminalSize().getRows(); row++) {
            StringBuilder line = new StringBuilder();
            for (int column = 0; column < terminal.getTerminalSize().getColumns(); column++) {
                line.append(terminal.getCharacter(column, row).getCharacterString());
            }
            rows.add(line.toString().stripTrailing());
        }
        return String.join("\n", rows) + "\n";
    }

    static void assertMatches(String name, DefaultVirtualTerminal terminal) throws IOException {
        String actual = text(terminal);
        if (Boolean.getBoolean("golden.update")) {
            Path file = Path.of("src/test/resources/screens", name + ".txt");
            Files.writeString(file, actual);
        }
        try (InputStream golden = GoldenScreens.class.getResourceAsStream("/screens/" + name + ".txt")) {
            assertThat(golden)
                    .as("golden screen %s.txt (create it with -Dgolden.update=true)", name)
                    .isNotNull();
            assertThat(actual)
                    .as("screen %s", name)
                    .isEqualTo(new String(golden.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
