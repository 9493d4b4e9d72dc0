package parlor.relay.entity.limits;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which of cgroup v2, cgroup v1 and rlimits holds entries' limits, from the texts a machine shows the relay. */
class CgroupChooserTest {

    /** A systemd host, the relay in a unit with {@code Delegate=yes}. */
    private static final String V2_CGROUP = "0::/system.slice/parlor-relay.service\n";

    private static final String V2_MOUNTS = """
            22 1 259:1 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p1 rw,errors=remount-ro
            26 22 0:24 / /sys rw,nosuid,nodev,noexec,relatime shared:7 - sysfs sysfs rw
            30 26 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot
            """;

    /** This machine (CI): cgroup v1 controllers, and a cgroup2 hybrid mount with none of them. */
    private static final String V1_CGROUP = """
            9:name=systemd:/
            8:pids:/
            4:memory:/process_api/3df71eafa425b6bcff57efe909da30a2
            2:cpuacct:/
            1:cpu:/
            0::/
            """;

    private static final String V1_MOUNTS = """
            31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
            32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
            33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct
            35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
            39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
            40 31 0:37 / /sys/fs/cgroup/systemd rw,relatime - cgroup cgroup rw,name=systemd
            41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
            """;

    private static final Path V1_MEMORY = Path.of("/sys/fs/cgroup/memory/process_api/3df71eafa425b6bcff57efe909da30a2");

    /** A probe that may write exactly {@code writable} and reads {@code files}. */
    private static CgroupChooser.Probe probe(Set<String> writable, Map<String, String> files) {
        return new CgroupChooser.Probe() {
            @Override
            public boolean writable(Path path) {
                return writable.stream().anyMatch(w -> path.toString().equals(w) || path.startsWith(w));
            }

            @Override
            public Optional<String> read(Path file) {
                return Optional.ofNullable(files.get(file.toString()));
            }
        };
    }

    @Test
    void aDelegatedCgroup2GroupWithMemoryPidsAndCpuIsV2AtTheRelaysOwnGroup() {
        String own = "/sys/fs/cgroup/system.slice/parlor-relay.service";
        LimitsHolder held = CgroupChooser.choose(
                V2_CGROUP,
                V2_MOUNTS,
                probe(Set.of(own), Map.of(own + "/cgroup.controllers", "cpuset cpu io memory pids\n")));

        assertThat(held)
                .isEqualTo(new LimitsHolder.Cgroups(
                        CgroupVersion.V2,
                        Map.of(
                                Controller.MEMORY,
                                Path.of(own),
                                Controller.PIDS,
                                Path.of(own),
                                Controller.CPU,
                                Path.of(own))));
        assertThat(held.describe())
                .startsWith("entry programs' limits are held by cgroup v2 at " + own + ": memory and processes count");
    }

    @Test
    void aCgroup2GroupNotGivenTheControllersOrNotTheRelaysToWriteIsNotUsed() {
        String session = "/sys/fs/cgroup/user.slice/user-1000.slice/session-3.scope";
        LimitsHolder notDelegated = CgroupChooser.choose(
                "0::/user.slice/user-1000.slice/session-3.scope\n",
                V2_MOUNTS,
                probe(Set.of(session), Map.of(session + "/cgroup.controllers", "memory pids\n")));
        String own = "/sys/fs/cgroup/system.slice/parlor-relay.service";
        LimitsHolder notWritable = CgroupChooser.choose(
                V2_CGROUP, V2_MOUNTS, probe(Set.of(), Map.of(own + "/cgroup.controllers", "cpu memory pids\n")));

        assertThat(notDelegated.describe())
                .startsWith(
                        "entry programs' limits are held by rlimits only (prlimit, process by process; the idle scheduling class")
                .contains("cgroup v2: the relay's group " + session + " is not given cpu (run it in a unit with"
                        + " Delegate=yes, or under systemd-run --scope)")
                .endsWith("cgroup v1: memory, pids, cpu not mounted");
        assertThat(notWritable.describe()).contains("cgroup v2: the relay may not write in its group " + own);
    }

    @Test
    void mountedWritableV1ControllersAreV1AtTheRelaysGroupInEach() {
        LimitsHolder held = CgroupChooser.choose(
                V1_CGROUP,
                V1_MOUNTS,
                probe(Set.of("/sys/fs/cgroup"), Map.of("/sys/fs/cgroup/unified/cgroup.controllers", "hugetlb\n")));

        assertThat(held)
                .isEqualTo(new LimitsHolder.Cgroups(
                        CgroupVersion.V1,
                        Map.of(
                                Controller.MEMORY,
                                V1_MEMORY,
                                Controller.PIDS,
                                Path.of("/sys/fs/cgroup/pids"),
                                Controller.CPU,
                                Path.of("/sys/fs/cgroup/cpu"))));
        assertThat(held.describe())
                .startsWith("entry programs' limits are held by cgroup v1 (memory at " + V1_MEMORY
                        + ", pids at /sys/fs/cgroup/pids, cpu at /sys/fs/cgroup/cpu): memory and processes count");
    }

    @Test
    void aDebianV1HostWithCpuAndCpuacctMountedTogetherIsV1() {
        LimitsHolder held = CgroupChooser.choose(
                "12:pids:/system.slice/relay.service\n7:cpu,cpuacct:/system.slice/relay.service\n"
                        + "5:memory:/system.slice/relay.service\n",
                "40 31 0:37 / /sys/fs/cgroup/cpu,cpuacct rw - cgroup cgroup rw,cpu,cpuacct\n"
                        + "41 31 0:38 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n"
                        + "42 31 0:39 / /sys/fs/cgroup/pids rw - cgroup cgroup rw,pids\n",
                probe(Set.of("/sys/fs/cgroup"), Map.of()));

        assertThat(held).isInstanceOf(LimitsHolder.Cgroups.class);
        assertThat(((LimitsHolder.Cgroups) held).own())
                .containsEntry(Controller.CPU, Path.of("/sys/fs/cgroup/cpu,cpuacct/system.slice/relay.service"));
    }

    @Test
    void anOrdinaryUserWithV1ControllersItMayNotWriteHasRlimitsAndIsToldWhy() {
        LimitsHolder held = CgroupChooser.choose(V1_CGROUP, V1_MOUNTS, probe(Set.of(), Map.of()));

        assertThat(held).isInstanceOf(LimitsHolder.PerProcess.class);
        assertThat(held.describe())
                .contains("cgroup v2: the relay's group /sys/fs/cgroup/unified is not given memory, pids, cpu")
                .endsWith("cgroup v1: the relay may not write in " + V1_MEMORY
                        + ", /sys/fs/cgroup/pids, /sys/fs/cgroup/cpu (it makes groups there only as root)");
    }

    @Test
    void noCgroupsMountedIsRlimits() {
        LimitsHolder held =
                CgroupChooser.choose("", "22 1 259:1 / / rw - ext4 /dev/sda1 rw\n", probe(Set.of("/"), Map.of()));

        assertThat(held)
                .isEqualTo(new LimitsHolder.PerProcess(
                        "cgroup v2 is not mounted; cgroup v1: memory, pids, cpu not mounted"));
    }

    @Test
    void inAContainerTheGroupIsFoundBelowTheMountsRoot() {
        String own = "/sys/fs/cgroup/relay";
        LimitsHolder namespaced = CgroupChooser.choose(
                "0::/relay\n",
                "30 26 0:26 /docker/abc /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n",
                probe(Set.of(own), Map.of(own + "/cgroup.controllers", "cpu memory pids")));
        LimitsHolder seenFromOutside = CgroupChooser.choose(
                "0::/docker/abc/relay\n",
                "30 26 0:26 /docker/abc /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n",
                probe(Set.of(own), Map.of(own + "/cgroup.controllers", "cpu memory pids")));

        assertThat(namespaced).isEqualTo(seenFromOutside);
        assertThat(((LimitsHolder.Cgroups) namespaced).own()).containsEntry(Controller.MEMORY, Path.of(own));
    }
}
