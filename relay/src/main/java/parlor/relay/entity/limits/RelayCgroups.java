package parlor.relay.entity.limits;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.relay.contest.Isolation;

/**
 * One relay's cgroups: a group for all its entries, {@code parlor-<pid>-<start>}, below the relay's
 * own group in each hierarchy, and in it a group for each run of an entry. Below the relay's own
 * group, not beside it: whatever holds the relay (its unit's memory cap, its stop) holds its entries
 * too, and the relay needs no rights above its own group. Named for the relay's process, so that two
 * relays on one machine keep apart, and the groups of a relay that was killed are known for its
 * own and removed at the next start.
 */
public final class RelayCgroups {

    /** On v2 the relay's own processes move here: a group with controllers for its children may hold no process. */
    static final String RELAY_LEAF = "parlor-relay";

    private static final Pattern ENTRIES_GROUP = Pattern.compile("parlor-(\\d+)-(\\d+)");

    private final CgroupVersion version;
    private final Map<Controller, Path> entries;
    private final List<String> staleRemoved;
    private final AtomicLong runs = new AtomicLong();

    private RelayCgroups(CgroupVersion version, Map<Controller, Path> entries, List<String> staleRemoved) {
        this.version = version;
        this.entries = Map.copyOf(entries);
        this.staleRemoved = List.copyOf(staleRemoved);
    }

    /**
     * Removes the groups a killed relay left, makes this relay's group for its entries, and on v2
     * first moves the relay's processes into a leaf of their own so the controllers can be passed
     * down.
     */
    static RelayCgroups setUp(LimitsHolder.Cgroups holder, ProcessHandle relay) throws IOException {
        List<String> stale = removeStale(holder.own());
        if (holder.version() == CgroupVersion.V2) {
            moveIntoLeaf(holder.own().get(Controller.MEMORY));
        }
        Map<Controller, Path> entries = below(holder.own(), nameOf(relay));
        for (Path dir : CgroupFiles.distinct(entries)) {
            try {
                Files.createDirectory(dir);
            } catch (FileAlreadyExistsException again) {
                // set up already by this relay
            }
        }
        CgroupFiles.apply(entries, holder.version().entriesGroup());
        Runtime.getRuntime().addShutdownHook(new Thread(() -> removeAtExit(entries), "parlor-cgroups-removal"));
        return new RelayCgroups(holder.version(), entries, stale);
    }

    /** The relay's groups removed as it stops; its entries go with it anyway. What is left, its next start removes. */
    private static void removeAtExit(Map<Controller, Path> entries) {
        for (Path dir : CgroupFiles.distinct(entries)) {
            try {
                CgroupFiles.remove(dir, java.time.Duration.ofMillis(500));
            } catch (IOException left) {
                // removed at the next start
            }
        }
    }

    /** A group for the next run of {@code entity}, its limits set, no process in it yet. */
    public EntryCgroup run(String entity, Isolation.Limits limits) throws IOException {
        Map<Controller, Path> dirs =
                below(entries, entity.replaceAll("[^A-Za-z0-9_-]", "_") + "-" + runs.incrementAndGet());
        EntryCgroup group = new EntryCgroup(version, dirs);
        try {
            for (Path dir : CgroupFiles.distinct(dirs)) {
                Files.createDirectory(dir);
            }
            CgroupFiles.apply(dirs, version.entryGroup(limits));
        } catch (IOException e) {
            try {
                group.remove();
            } catch (IOException alsoFailed) {
                e.addSuppressed(alsoFailed);
            }
            throw new IOException("cannot make a cgroup for " + entity + ": " + CgroupFiles.reason(e), e);
        }
        return group;
    }

    /** The groups of relays that are gone, removed at this start. */
    List<String> staleRemoved() {
        return staleRemoved;
    }

    /** The group holding this relay's entries, in each hierarchy. */
    Map<Controller, Path> entries() {
        return entries;
    }

    /** {@code parlor-<pid>-<start>}: the relay's process, and when it started, so a process that reuses its id is not it. */
    static String nameOf(ProcessHandle relay) {
        long started = relay.info()
                .startInstant()
                .map(java.time.Instant::getEpochSecond)
                .orElse(0L);
        return "parlor-" + relay.pid() + "-" + started;
    }

    private static Map<Controller, Path> below(Map<Controller, Path> groups, String name) {
        Map<Controller, Path> dirs = new EnumMap<>(Controller.class);
        groups.forEach((controller, dir) -> dirs.put(controller, dir.resolve(name)));
        return dirs;
    }

    private static List<String> removeStale(Map<Controller, Path> own) throws IOException {
        List<String> removed = new ArrayList<>();
        for (Path dir : CgroupFiles.distinct(own)) {
            for (Path group : CgroupFiles.children(dir)) {
                Matcher name = ENTRIES_GROUP.matcher(group.getFileName().toString());
                if (name.matches() && !running(Long.parseLong(name.group(1)), Long.parseLong(name.group(2)))) {
                    CgroupFiles.remove(group, java.time.Duration.ofSeconds(2));
                    removed.add(group.toString());
                }
            }
        }
        return removed;
    }

    private static boolean running(long pid, long started) {
        return ProcessHandle.of(pid)
                .filter(process -> nameOf(process).equals("parlor-" + pid + "-" + started))
                .isPresent();
    }

    /**
     * Every process in the relay's own v2 group (its unit's: the relay alone) moved to a leaf below
     * it, then the controllers passed down. Not at the hierarchy's root, which may hold processes
     * beside groups with controllers (and holds the machine's).
     */
    private static void moveIntoLeaf(Path own) throws IOException {
        if (!Files.exists(own.resolve("cgroup.type"))) {
            // only the root lacks it
            CgroupFiles.write(own.resolve("cgroup.subtree_control"), "+memory +pids +cpu");
            return;
        }
        Path leaf = own.resolve(RELAY_LEAF);
        if (!Files.isDirectory(leaf)) {
            Files.createDirectory(leaf);
        }
        for (long pid : CgroupFiles.processes(own)) {
            try {
                CgroupFiles.write(leaf.resolve("cgroup.procs"), Long.toString(pid));
            } catch (IOException e) {
                if (ProcessHandle.of(pid).isPresent()) {
                    throw e;
                }
            }
        }
        CgroupFiles.write(own.resolve("cgroup.subtree_control"), "+memory +pids +cpu");
    }
}
