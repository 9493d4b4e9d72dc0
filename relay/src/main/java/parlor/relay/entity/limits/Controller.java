package parlor.relay.entity.limits;

/** The cgroup controllers that hold an entry's limits: its memory, its processes, its share of the CPU. */
public enum Controller {
    MEMORY,
    PIDS,
    CPU;

    /** The kernel's name for it, as in {@code cgroup.controllers} and a v1 mount's options. */
    public String kernelName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
