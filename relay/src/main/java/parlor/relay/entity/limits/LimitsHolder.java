package parlor.relay.entity.limits;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What holds an entry's limits on this machine: cgroups, which count the entry as a whole (every
 * process, its shared memory, its {@code /tmp}), or only per-process rlimits ({@code prlimit}),
 * with why.
 */
public sealed interface LimitsHolder {

    /** One line for the operator at start. */
    String describe();

    /**
     * Cgroups of {@code version}, with the relay's own group in each controller's hierarchy
     * ({@code own}): on v2 one directory for all three, on v1 one per mount.
     */
    record Cgroups(CgroupVersion version, Map<Controller, Path> own) implements LimitsHolder {
        public Cgroups {
            own = Map.copyOf(new EnumMap<>(own));
        }

        @Override
        public String describe() {
            String where = version == CgroupVersion.V2
                    ? " at " + own.get(Controller.MEMORY)
                    : own.entrySet().stream()
                            .sorted(Map.Entry.comparingByKey())
                            .map(e -> e.getKey().kernelName() + " at " + e.getValue())
                            .collect(Collectors.joining(", ", " (", ")"));
            return "entry programs' limits are held by cgroup " + version.label() + where
                    + ": memory and processes count each entry as a whole (all its processes, shared memory and"
                    + " /tmp), and entries have a lower share of the CPU than the relay";
        }
    }

    /** No cgroups the relay may use: {@code why} says what each version lacked. */
    record PerProcess(String why) implements LimitsHolder {
        @Override
        public String describe() {
            return "entry programs' limits are held by rlimits only (prlimit, process by process; the idle scheduling class for the CPU):"
                    + " an entry's processes and /tmp together may take more than its memory limit; no cgroups because "
                    + why;
        }
    }
}
