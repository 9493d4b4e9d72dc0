package parlor.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What Linux's /proc says about a process: CPU time used and memory held. Zero for a process that has gone. */
final class ProcStats {

    /** Clock ticks a second in /proc/PID/stat: USER_HZ, 100 on every Linux this runs on (checked by the script). */
    static final double TICKS_PER_SECOND = 100.0;

    private ProcStats() {
    }

    /** User plus system CPU time, in clock ticks; with {@code reapedChildren}, also that of children it has waited for. */
    static long cpuTicks(long pid, boolean reapedChildren) {
        List<String> fields = statFields(pid);
        if (fields.isEmpty()) {
            return 0;
        }
        // after the ")" that ends the command name: state is field 3, utime 14, stime 15, cutime 16, cstime 17
        long ticks = Long.parseLong(fields.get(14 - 3)) + Long.parseLong(fields.get(15 - 3));
        if (reapedChildren) {
            ticks += Long.parseLong(fields.get(16 - 3)) + Long.parseLong(fields.get(17 - 3));
        }
        return ticks;
    }

    /** A field of /proc/PID/status in kilobytes, such as VmRSS (resident now) or VmHWM (the most it was resident). */
    static long statusKb(long pid, String field) {
        return kilobytesIn(Path.of("/proc", Long.toString(pid), "status"), field + ":");
    }

    /** The process's proportional share of the memory it holds: shared pages are split among those that share them. */
    static long pssKb(long pid) {
        return kilobytesIn(Path.of("/proc", Long.toString(pid), "smaps_rollup"), "Pss:");
    }

    private static List<String> statFields(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            // the command name may hold spaces: fields are counted after its closing parenthesis
            return List.of(stat.substring(stat.lastIndexOf(')') + 2).trim().split(" "));
        } catch (IOException gone) {
            return List.of();
        }
    }

    private static long kilobytesIn(Path file, String label) {
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith(label)) {
                    return Long.parseLong(line.substring(label.length()).trim().split("\\s+")[0]);
                }
            }
            return 0;
        } catch (IOException gone) {
            return 0;
        }
    }
}
