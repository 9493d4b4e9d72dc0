package parlor.relay.entity.limits;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The cgroup of one run of an entry: its processes join it before they run anything of the entry's,
 * so none escapes it; its counters say whether it reached a limit; it is removed once its processes
 * are gone.
 */
public final class EntryCgroup {

    /** Long enough for a sandbox's processes to go once its first has; stragglers are then killed. */
    private static final Duration PATIENCE = Duration.ofSeconds(5);

    /**
     * The shell joins each group named before {@code --} (writing its own pid, which the program it
     * becomes keeps), then becomes the rest: the sandbox, and the entry in it. A group it cannot join
     * stops it before the entry runs.
     */
    static final String JOIN = "while [ \"$1\" != -- ]; do echo $$ >\"$1\" || { echo \"parlor: cannot join the"
            + " entry's cgroup $1\" >&2; exit 125; }; shift; done; shift; exec \"$@\"";

    private final CgroupVersion version;
    private final Map<Controller, Path> dirs;

    EntryCgroup(CgroupVersion version, Map<Controller, Path> dirs) {
        this.version = version;
        this.dirs = Map.copyOf(dirs);
    }

    /** The words that go before the sandbox's command line: the process joins this group, then runs it. */
    public List<String> launcher() {
        List<String> words = new ArrayList<>(List.of("/bin/sh", "-c", JOIN, "parlor-cgroup"));
        CgroupFiles.distinct(dirs)
                .forEach(dir -> words.add(dir.resolve("cgroup.procs").toString()));
        words.add("--");
        return words;
    }

    /** What the run came up against so far. */
    public Breaches breaches() {
        return version.breaches(
                (controller, file) -> CgroupFiles.read(dirs.get(controller).resolve(file)));
    }

    /** The group's directory for each controller. */
    public Map<Controller, Path> dirs() {
        return dirs;
    }

    /** Removes the group, once its processes are gone (any left after a few seconds are killed). */
    public void remove() throws IOException {
        for (Path dir : CgroupFiles.distinct(dirs)) {
            CgroupFiles.remove(dir, PATIENCE);
        }
    }
}
