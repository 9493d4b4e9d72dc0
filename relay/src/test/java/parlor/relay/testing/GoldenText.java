package parlor.relay.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Text compared with a golden file under {@code src/test/resources/<folder>}. Run with
 * {@code -Dgolden.update=true} to rewrite the files after a deliberate change, then read the diff
 * before committing.
 */
public final class GoldenText {

    private GoldenText() {}

    public static void assertMatches(String folder, String name, String actual) {
        try {
            if (Boolean.getBoolean("golden.update")) {
                Path file = Path.of("src/test/resources", folder, name);
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual);
                return;
            }
            try (InputStream golden = GoldenText.class.getResourceAsStream("/" + folder + "/" + name)) {
                assertThat(golden)
                        .as("golden %s/%s (create it with -Dgolden.update=true)", folder, name)
                        .isNotNull();
                assertThat(actual)
                        .as("%s/%s", folder, name)
                        .isEqualTo(new String(golden.readAllBytes(), StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
