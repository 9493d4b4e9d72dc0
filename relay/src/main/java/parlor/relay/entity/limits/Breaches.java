package parlor.relay.entity.limits;

/** What one run of an entry came up against: its processes killed for want of memory, its forks refused at the process limit. */
public record Breaches(long memoryKills, long forksRefused) {

    public static final Breaches NONE = new Breaches(0, 0);

    /** Whether any process was killed for want of memory: an entry that died so ran out of its memory. */
    public boolean outOfMemory() {
        return memoryKills > 0;
    }
}
