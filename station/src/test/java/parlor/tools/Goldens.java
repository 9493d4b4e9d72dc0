package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files of the tools' output under {@code src/test/resources/golden}. Run with
 * {@code -Dgolden.update=true} to rewrite them after a deliberate change (a second run then
 * compares against the new file), and read the diff before committing.
 */
public final class Goldens {

    private Goldens() {}

    public static void assertMatches(String name, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(Path.of("src/test/resources/golden", name), actual);
        }
        try (InputStream golden = Goldens.class.getResourceAsStream("/golden/" + name)) {
            assertThat(golden)
                    .as("golden %s (create with -Dgolden.update=true)", name)
                    .isNotNull();
            assertThat(actual).isEqualTo(new String(golden.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
