package parlor.station;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.LogSettingsKept;

/** The demo's relay, made on a thread of its own while the station starts. */
@ExtendWith(LogSettingsKept.class)
class DemoRelayTest {

    @TempDir
    Path folder;

    @Test
    void onlyThePlainDemoIsBegunBeforeItsCommandLineIsRead() {
        assertThat(DemoRelay.before(new String[] {"--demo", "--trace"}, folder)).isEmpty();
        assertThat(DemoRelay.before(new String[] {"--demo", "--demo-dir", "elsewhere"}, folder))
                .isEmpty();
        assertThat(DemoRelay.before(new String[] {"--help"}, folder)).isEmpty();
        assertThat(DemoRelay.before(new String[] {}, folder)).isEmpty();
        assertThat(Files.exists(folder.resolve("transcripts"))).isFalse();

        DemoRelay begun = DemoRelay.before(new String[] {"--demo"}, folder).orElseThrow();

        assertThat(begun.relay().contest().transcripts())
                .isEqualTo(folder.resolve("transcripts").toAbsolutePath());
        assertThat(begun.stop()).isTrue();
    }

    @Test
    void whatKeptTheRelayFromStartingIsThrownToTheThreadAskingForIt() throws IOException {
        Path notAFolder = Files.writeString(folder.resolve("file"), "");

        DemoRelay demo = DemoRelay.startingIn(notAFolder);

        assertThatThrownBy(demo::relay).isInstanceOf(UncheckedIOException.class);
        assertThat(demo.stop()).isFalse();
    }
}
