package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code limits: { disk: }}: a writable folder's cap as the contest file gives it, and its mistakes named with their place. */
class DiskLimitTest {

    private static final Path BASE = Path.of("/srv/contest");

    private static Optional<Isolation.Disk> diskOf(String entry) {
        String contest = "name: Disks\nterminals:\n  T1: { entity: E1 }\nentities:\n  E1: " + entry + "\n";
        return ((EntitySpec.Program) ContestLoader.parse(contest, "disks.yaml", BASE)
                        .entities()
                        .get("E1"))
                .isolation()
                .disk();
    }

    @Test
    void aWritableFolderHasADiskOfTheSizeGivenKeptBesideTheContestFile() {
        assertThat(diskOf("{ program: [perl, e.pl], directory: E1, writable: true, limits: { disk: 50m } }"))
                .contains(new Isolation.Disk(50L << 20, Path.of("/srv/contest/disks/E1.img")));
        assertThat(diskOf("{ program: [perl, e.pl], directory: E1, writable: true, limits: { disk: 2G, memory: 1g } }"))
                .map(Isolation.Disk::bytes)
                .contains(2L << 30);
    }

    @Test
    void withoutADiskGivenAWritableFolderHas256MegabytesAndWithDiskNoneItHasNoCap() {
        assertThat(diskOf("{ program: [perl, e.pl], directory: E1, writable: true }"))
                .map(Isolation.Disk::bytes)
                .contains(256L << 20);
        assertThat(diskOf("{ program: [perl, e.pl], directory: E1, writable: true, limits: { disk: none } }"))
                .isEmpty();
        assertThat(diskOf("{ program: [perl, e.pl], directory: E1 }"))
                .as("read-only")
                .isEmpty();
        assertThat(diskOf("{ program: [perl, e.pl], directory: E1, writable: true, isolation: none }"))
                .as("no sandbox, no limits")
                .isEmpty();
    }

    @Test
    void aDiskMistakeIsNamedWithItsPlace() {
        String[][] cases = {
            {
                "writable: true, limits: { disk: 50mb }",
                "disks.yaml:5:79: disk must be a size like 50m or 1g, or none (no cap)"
            },
            {"writable: true, limits: { disk: 512k }", "disks.yaml:5:79: disk must be 1m or more"},
            {"limits: { disk: 50m }", "disks.yaml:5:63: disk caps the entry's writable folder: give it writable: true"},
            {"writable: true, limits: { disc: 50m }", "disks.yaml:5:73: unknown key 'disc' in limits"},
        };
        for (String[] c : cases) {
            assertThatThrownBy(() -> diskOf("{ program: [perl, e.pl], directory: E1, " + c[0] + " }"))
                    .as(c[0])
                    .isInstanceOf(ContestFileException.class)
                    .hasMessageContaining(c[1]);
        }
    }
}
