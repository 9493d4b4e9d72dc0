package parlor.relay.entity.limits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Isolation;

/**
 * A relay's cgroups on this machine (v1 in CI, as root): a run's group holds its limits and its
 * process from the first instruction, and is gone when the run ends; the groups of a relay that was
 * killed go at the next start. On v2 the relay first moves itself into a leaf (shown on a copy of
 * the files, as no machine here has v2's controllers).
 */
class RelayCgroupsTest {

    private static final Isolation.Limits LIMITS = new Isolation.Limits(16, 256L << 20, Duration.ofMinutes(1));

    @TempDir
    Path folder;

    private static LimitsHolder.Cgroups here() {
        LimitsHolder held = EntryLimits.chosenHere();
        assumeTrue(
                held instanceof LimitsHolder.Cgroups || System.getenv("CI") != null,
                "no cgroups for the relay here: " + held.describe());
        assertThat(held).as(held.describe()).isInstanceOf(LimitsHolder.Cgroups.class);
        return (LimitsHolder.Cgroups) held;
    }

    @Test
    void aRunsGroupHoldsItsLimitsAndItsProcessFromTheStartAndIsGoneWhenTheRunEnds() throws Exception {
        LimitsHolder.Cgroups held = here();
        RelayCgroups relay = RelayCgroups.setUp(held, ProcessHandle.current());
        EntryCgroup group = relay.run("E 1/x", LIMITS);

        for (CgroupVersion.Setting setting : held.version().entryGroup(LIMITS)) {
            Path file = group.dirs().get(setting.controller()).resolve(setting.file());
            if (!setting.optional() || Files.exists(file)) {
                assertThat(Files.readString(file).strip()).as(file.toString()).isEqualTo(setting.value());
            }
        }
        Path idle = relay.entries().get(Controller.CPU).resolve("cpu.idle");
        if (Files.exists(idle)) {
            assertThat(Files.readString(idle).strip())
                    .as("the entries' group idle against the relay")
                    .isEqualTo("1");
        } else {
            String weight = held.version() == CgroupVersion.V1 ? "cpu.shares" : "cpu.weight";
            assertThat(Files.readString(relay.entries().get(Controller.CPU).resolve(weight))
                            .strip())
                    .isIn(CgroupVersion.V1_ENTRIES_SHARES, CgroupVersion.V2_ENTRIES_WEIGHT);
        }

        List<String> command = new ArrayList<>(group.launcher());
        command.addAll(List.of("cat", "/proc/self/cgroup"));
        Process run = new ProcessBuilder(command).redirectErrorStream(true).start();
        String groups = new String(run.getInputStream().readAllBytes());
        assertThat(run.waitFor()).as(groups).isZero();
        String name = group.dirs().get(Controller.PIDS).getFileName().toString();
        assertThat(name).matches("E_1_x-\\d+");
        assertThat(groups.lines().filter(line -> line.endsWith("/" + name)))
                .as(groups)
                .hasSize(held.version() == CgroupVersion.V1 ? 3 : 1);

        group.remove();
        assertThat(group.dirs().values()).allSatisfy(dir -> assertThat(dir).doesNotExist());
    }

    @Test
    void theGroupsOfARelayThatWasKilledAreRemovedAtTheNextStart() throws Exception {
        LimitsHolder.Cgroups held = here();
        List<Path> left = new ArrayList<>();
        for (Path own : CgroupFiles.distinct(held.own())) {
            // no process has this id (above any pid_max): the relay it names is gone
            Path stale = Files.createDirectory(own.resolve("parlor-99999999-1"));
            Files.createDirectory(stale.resolve("E1-3"));
            left.add(stale);
        }

        RelayCgroups relay = RelayCgroups.setUp(held, ProcessHandle.current());

        assertThat(relay.staleRemoved())
                .containsAll(left.stream().map(Path::toString).toList());
        assertThat(left).allSatisfy(dir -> assertThat(dir).doesNotExist());
        assertThat(relay.entries().values())
                .as("this relay's own, running, are kept")
                .allSatisfy(dir -> assertThat(dir).exists());
    }

    @Test
    void onV2TheRelayMovesIntoALeafAndPassesTheControllersDownBeforeItMakesItsEntriesGroups() throws Exception {
        Path own = Files.createDirectory(folder.resolve("parlor-relay.service"));
        long pid = ProcessHandle.current().pid();
        Files.writeString(own.resolve("cgroup.procs"), pid + "\n");
        Files.writeString(own.resolve("cgroup.type"), "domain\n");
        LimitsHolder.Cgroups held = new LimitsHolder.Cgroups(
                CgroupVersion.V2, Map.of(Controller.MEMORY, own, Controller.PIDS, own, Controller.CPU, own));

        RelayCgroups relay = RelayCgroups.setUp(held, ProcessHandle.current());
        EntryCgroup group = relay.run("E1", LIMITS);

        assertThat(own.resolve("parlor-relay/cgroup.procs")).hasContent(Long.toString(pid));
        assertThat(own.resolve("cgroup.subtree_control")).hasContent("+memory +pids +cpu");
        Path entries = relay.entries().get(Controller.MEMORY);
        assertThat(entries.getParent()).isEqualTo(own);
        assertThat(entries.resolve("cgroup.subtree_control")).hasContent("+memory +pids +cpu");
        assertThat(entries.resolve("cpu.weight")).hasContent("10");
        Path run = group.dirs().get(Controller.MEMORY);
        assertThat(run.resolve("memory.max")).hasContent(Long.toString(256L << 20));
        assertThat(run.resolve("pids.max"))
                .as("the entry's 16 and the sandbox's own 2")
                .hasContent("18");
        assertThat(group.launcher())
                .containsSubsequence(
                        "parlor-cgroup", run.resolve("cgroup.procs").toString(), "--")
                .hasSize(6);
    }
}
