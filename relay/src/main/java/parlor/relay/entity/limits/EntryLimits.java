package parlor.relay.entity.limits;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import parlor.relay.contest.Isolation;
import parlor.relay.ops.EntityLog;

/**
 * Entries' limits on this machine: chosen once, at the first need (the relay's start), when the
 * relay's groups are made and those a killed relay left are removed.
 */
public final class EntryLimits {

    private static final Object LOCK = new Object();
    private static volatile Setup setup;

    private record Setup(LimitsHolder holder, Optional<RelayCgroups> groups) {}

    private static final CgroupChooser.Probe MACHINE = new CgroupChooser.Probe() {
        @Override
        public boolean writable(Path path) {
            return Files.isWritable(path);
        }

        @Override
        public Optional<String> read(Path file) {
            return CgroupFiles.read(file);
        }
    };

    private EntryLimits() {}

    /** What holds entries' limits here. */
    public static LimitsHolder holder() {
        return setUp().holder();
    }

    /** Whether the limits hold for each entry as a whole (cgroups), not only process by process. */
    public static boolean wholeEntry() {
        return holder() instanceof LimitsHolder.Cgroups;
    }

    /** A group of its own for the next run of {@code entity}, or empty where only rlimits hold. */
    public static Optional<EntryCgroup> groupFor(String entity, Isolation.Limits limits) throws IOException {
        Optional<RelayCgroups> groups = setUp().groups();
        return groups.isEmpty() ? Optional.empty() : Optional.of(groups.get().run(entity, limits));
    }

    /** Tells the operator, at start, what holds the limits, and which groups a killed relay left were removed. */
    public static void tellTheOperator() {
        Setup known = setUp();
        EntityLog.limitsHeldBy(known.holder().describe());
        known.groups()
                .map(RelayCgroups::staleRemoved)
                .filter(stale -> !stale.isEmpty())
                .ifPresent(EntityLog::staleGroupsRemoved);
    }

    private static Setup setUp() {
        Setup known = setup;
        if (known == null) {
            synchronized (LOCK) {
                if (setup == null) {
                    setup = onThisMachine();
                }
                known = setup;
            }
        }
        return known;
    }

    /** What this machine offers the relay, chosen afresh; nothing set up. */
    static LimitsHolder chosenHere() {
        return CgroupChooser.choose(
                CgroupFiles.read(Path.of("/proc/self/cgroup")).orElse(""),
                CgroupFiles.read(Path.of("/proc/self/mountinfo")).orElse(""),
                MACHINE);
    }

    private static Setup onThisMachine() {
        LimitsHolder chosen = chosenHere();
        if (!(chosen instanceof LimitsHolder.Cgroups cgroups)) {
            return new Setup(chosen, Optional.empty());
        }
        try {
            return new Setup(chosen, Optional.of(RelayCgroups.setUp(cgroups, ProcessHandle.current())));
        } catch (IOException e) {
            return new Setup(
                    new LimitsHolder.PerProcess(
                            "cgroup " + cgroups.version().label() + " could not be set up: " + CgroupFiles.reason(e)),
                    Optional.empty());
        }
    }
}
