package parlor.relay.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import parlor.transcripts.testing.PackageCycles;

/** The direction of the architecture can be read from imports alone: no package here depends on one that depends on it. */
class PackageCyclesTest {

    @Test
    void noPackageOfTheRelayModuleDependsOnOneThatDependsOnIt() {
        assertThat(PackageCycles.in(Path.of("target", "classes"))).isEmpty();
    }
}
