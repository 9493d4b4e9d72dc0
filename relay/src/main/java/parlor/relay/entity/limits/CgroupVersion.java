package parlor.relay.entity.limits;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import parlor.relay.contest.Isolation;

/**
 * What the two cgroup versions call the same things: the files that set an entry's limits and its
 * share of the CPU, and the counters that say it reached a limit. Pure: the caller writes and reads.
 */
public enum CgroupVersion {
    V1,
    V2;

    /**
     * The weight of the group holding all the entries against the relay's own: an eighth of the default
     * on v1, a tenth on v2; where the kernel has {@code cpu.idle}, the group is idle besides, so a
     * waking relay thread takes the CPU from it at once.
     */
    static final String V1_ENTRIES_SHARES = "128";

    static final String V2_ENTRIES_WEIGHT = "10";

    /** A value written to a group's file; an {@code optional} file may be missing (swap not accounted on this kernel). */
    public record Setting(Controller controller, String file, String value, boolean optional) {}

    String label() {
        return this == V1 ? "v1" : "v2";
    }

    /**
     * The group that holds one relay's entries, set up before any entry's group is made in it. Its
     * CPU weight is what counts against the relay: the entries' groups inside it are weighed only
     * against one another.
     */
    List<Setting> entriesGroup() {
        return switch (this) {
            // an idle group refuses a weight, so idle goes off for it and back on after; kernels before 5.15 have no
            // cpu.idle
            case V1 ->
                List.of(
                        new Setting(Controller.CPU, "cpu.idle", "0", true),
                        new Setting(Controller.CPU, "cpu.shares", V1_ENTRIES_SHARES, false),
                        new Setting(Controller.CPU, "cpu.idle", "1", true));
            case V2 ->
                List.of(
                        new Setting(Controller.MEMORY, "cgroup.subtree_control", "+memory +pids +cpu", false),
                        new Setting(Controller.CPU, "cpu.idle", "0", true),
                        new Setting(Controller.CPU, "cpu.weight", V2_ENTRIES_WEIGHT, false),
                        new Setting(Controller.CPU, "cpu.idle", "1", true));
        };
    }

    /** bubblewrap's own processes in each run's group (its monitor, and its init in the entry's process namespace). */
    static final int SANDBOX_PROCESSES = 2;

    /**
     * One run of an entry: all its processes together within its memory (its /tmp's too, and no
     * swap) and its process count, the sandbox's own processes on top: the limit is the entry's.
     */
    List<Setting> entryGroup(Isolation.Limits limits) {
        String memory = Long.toString(limits.memoryBytes());
        String processes = Integer.toString(limits.processes() + SANDBOX_PROCESSES);
        return switch (this) {
            case V1 ->
                List.of(
                        new Setting(Controller.MEMORY, "memory.limit_in_bytes", memory, false),
                        // after the memory limit: the kernel refuses a memory+swap limit below it
                        new Setting(Controller.MEMORY, "memory.memsw.limit_in_bytes", memory, true),
                        new Setting(Controller.PIDS, "pids.max", processes, false));
            case V2 ->
                List.of(
                        new Setting(Controller.MEMORY, "memory.max", memory, false),
                        new Setting(Controller.MEMORY, "memory.swap.max", "0", true),
                        new Setting(Controller.PIDS, "pids.max", processes, false));
        };
    }

    /**
     * What a run's group says it came up against, from its counter files ({@code read} gives a
     * file's text, empty if it has none): processes the kernel killed for want of memory, and forks
     * refused at the process limit. A memory limit merely reached is not counted: the kernel then
     * reclaims cache, which is no harm to anyone.
     */
    Breaches breaches(BiFunction<Controller, String, Optional<String>> read) {
        long forks = read.apply(Controller.PIDS, "pids.events")
                .flatMap(text -> counter(text, "max"))
                .orElse(0L);
        long kills = switch (this) {
            case V1 ->
                read.apply(Controller.MEMORY, "memory.oom_control")
                        .flatMap(text -> counter(text, "oom_kill"))
                        .orElse(0L);
            case V2 ->
                read.apply(Controller.MEMORY, "memory.events")
                        .flatMap(text -> counter(text, "oom_kill"))
                        .orElse(0L);
        };
        return new Breaches(kills, forks);
    }

    /** The number after {@code name} in a flat-keyed file ({@code max 3}). */
    static Optional<Long> counter(String text, String name) {
        return text.lines()
                .map(String::strip)
                .filter(line -> line.startsWith(name + " "))
                .map(line -> line.substring(name.length()).strip())
                .filter(value -> value.matches("\\d+"))
                .map(Long::parseLong)
                .findFirst();
    }
}
