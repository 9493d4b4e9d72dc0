package parlor.relay.entity.limits;

import parlor.relay.contest.Isolation;
import parlor.relay.ops.EntityLog;

/**
 * Tells the operator when a run of an entry reaches a limit: the first time for each limit at
 * once (an alert on the console, a line in the log, with the entry's name), and at the end of the
 * run how often in all, if it went on after that. At most three lines a run, however often the entry
 * tries: a fork loop must not flood the log.
 */
public final class BreachWatch {

    private final String terminal;
    private final String entity;
    private final Isolation.Limits limits;
    private long killsTold;
    private long refusalsTold;

    public BreachWatch(String terminal, String entity, Isolation.Limits limits) {
        this.terminal = terminal;
        this.entity = entity;
        this.limits = limits;
    }

    /** The run's counters as they stand now: a limit reached for the first time is told. */
    public synchronized void seen(Breaches now) {
        if (killsTold == 0 && now.memoryKills() > 0) {
            killsTold = now.memoryKills();
            EntityLog.entityOutOfMemory(terminal, entity, limits.memoryBytes(), now.memoryKills());
        }
        if (refusalsTold == 0 && now.forksRefused() > 0) {
            refusalsTold = now.forksRefused();
            EntityLog.entityAtProcessLimit(terminal, entity, limits.processes(), now.forksRefused());
        }
    }

    /** The run's counters at its end: what was not told yet is, and how often in all if it went on after being told. */
    public synchronized void ended(Breaches last) {
        long killsBefore = killsTold;
        long refusalsBefore = refusalsTold;
        seen(last);
        boolean wentOn = (killsBefore > 0 && last.memoryKills() > killsBefore)
                || (refusalsBefore > 0 && last.forksRefused() > refusalsBefore);
        if (wentOn) {
            EntityLog.entityLimitsCounted(terminal, entity, last.memoryKills(), last.forksRefused());
        }
    }
}
