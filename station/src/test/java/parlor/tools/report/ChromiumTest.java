package parlor.tools.report;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Without Chromium the report's browser tests fail, saying how to get it, rather than pass unseen. */
class ChromiumTest {

    @Test
    void aMissingChromiumFailsWithWhatToInstall() {
        assertThatThrownBy(() -> Chromium.at(Path.of("/nonexistent/chromium"), Path.of("target")))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("chromium is not installed")
                .hasMessageEndingWith("install chromium: bin/test does");
    }
}
