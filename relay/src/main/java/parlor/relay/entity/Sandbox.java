package parlor.relay.entity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import parlor.relay.contest.Isolation;
import parlor.relay.entity.limits.EntryLimits;

/**
 * What an entry program may touch, made with bubblewrap ({@code bwrap}, what Flatpak uses): the
 * system's read-only directories it needs to run, its own folder (or, without one, only the files
 * its command names), a private {@code /tmp}, its own process, IPC, UTS and network namespaces, and
 * an environment of its own. Nothing else of the relay's machine: not the contest file, the keys,
 * the transcripts, the logs, other entries, the relay's processes or sockets. A relay running as
 * root runs each entry as a user of its own ({@link EntryUsers}), with no capabilities. Its
 * {@code /tmp} is a tmpfs no larger than its memory limit. Its CPU time is limited with {@code prlimit}
 * inside; its processes and memory too where no cgroup holds the entry as a whole (see {@link
 * parlor.relay.entity.limits.EntryLimits}). Pure: builds the command line from what it is given (the
 * user and the folder's disk are {@link EntryHome}'s to settle); the caller starts it.
 */
public final class Sandbox {

    private static final List<String> SYSTEM = List.of(
            "/usr",
            "/etc/alternatives",
            "/etc/ld.so.cache",
            "/etc/ld.so.conf",
            "/etc/ld.so.conf.d",
            "/etc/localtime",
            "/etc/passwd",
            "/etc/group",
            "/etc/nsswitch.conf",
            "/etc/perl",
            "/etc/python3",
            "/etc/python3.11",
            "/etc/python3.12",
            "/etc/mime.types");
    private static final List<String> TOP_LEVEL = List.of("/bin", "/lib", "/lib64", "/lib32", "/sbin");

    /**
     * One entry's sandbox. {@code directory} is its working directory: with {@code wholeFolder} the
     * whole folder is the entry's (read-write when {@code writable}); otherwise only {@code files}
     * (those its command names) are there. {@code readOnly} are further paths it may read (an
     * interpreter outside {@code /usr}); {@code readWrite} further folders it may write in (an LPP
     * entry's communications folder). Under a root relay the entry runs as {@code user} (see {@link
     * EntryUsers}); a writable folder with a capped disk is {@code folderFrom} (see {@link EntryDisks}),
     * shown at the folder's own path.
     */
    public record Plan(
            String entry,
            Path directory,
            boolean wholeFolder,
            boolean writable,
            List<Path> files,
            List<Path> readOnly,
            List<Path> readWrite,
            boolean network,
            Map<String, String> environment,
            Isolation.Limits limits,
            OptionalInt user,
            Optional<Path> folderFrom) {
        public Plan {
            files = List.copyOf(files);
            readOnly = List.copyOf(readOnly);
            readWrite = List.copyOf(readWrite);
            environment = Map.copyOf(environment);
        }

        /** A plan with no user of its own yet (a root relay runs it as {@code nobody}) and its folder as it is. */
        public Plan(
                String entry,
                Path directory,
                boolean wholeFolder,
                boolean writable,
                List<Path> files,
                List<Path> readOnly,
                List<Path> readWrite,
                boolean network,
                Map<String, String> environment,
                Isolation.Limits limits) {
            this(
                    entry,
                    directory,
                    wholeFolder,
                    writable,
                    files,
                    readOnly,
                    readWrite,
                    network,
                    environment,
                    limits,
                    OptionalInt.empty(),
                    Optional.empty());
        }

        /** The same, run as {@code owner}, its folder {@code from} where it has a disk of its own. */
        public Plan ownedBy(int owner, Optional<Path> from) {
            return new Plan(
                    entry,
                    directory,
                    wholeFolder,
                    writable,
                    files,
                    readOnly,
                    readWrite,
                    network,
                    environment,
                    limits,
                    OptionalInt.of(owner),
                    from);
        }
    }

    private static final ToolProbe PROBE = new ToolProbe(
            "bwrap",
            () -> wrap(
                    new Plan(
                            "probe",
                            Path.of("/tmp"),
                            false,
                            false,
                            List.of(),
                            List.of(),
                            List.of(),
                            false,
                            Map.of("PATH", "/usr/bin:/bin"),
                            Isolation.Limits.DEFAULT),
                    List.of("true"),
                    isRoot(),
                    false),
            java.time.Duration.ofSeconds(10),
            e -> "bwrap is not installed (on Debian: apt-get install bubblewrap)");

    private Sandbox() {}

    /** {@code command} wrapped so that it runs in the sandbox {@code plan} describes. */
    public static List<String> wrap(Plan plan, List<String> command) {
        return wrap(plan, command, isRoot(), EntryLimits.wholeEntry());
    }

    /** As {@link #wrap(Plan, List)}; {@code wholeEntry} when a cgroup holds the entry's processes and memory as a whole. */
    static List<String> wrap(Plan plan, List<String> command, boolean relayIsRoot, boolean wholeEntry) {
        List<String> out = new ArrayList<>(List.of(
                "bwrap",
                "--die-with-parent",
                "--new-session",
                "--unshare-pid",
                "--unshare-ipc",
                "--unshare-uts",
                "--unshare-cgroup-try",
                "--hostname",
                "entry"));
        if (!relayIsRoot) {
            // an ordinary user needs a user namespace to make the others; root drops to nobody below instead
            out.add("--unshare-user");
        }
        if (!plan.network()) {
            out.add("--unshare-net");
        }
        // directories bwrap makes on the way to a mount are for root alone: an entry run as nobody could not go through
        // them
        out.addAll(List.of("--perms", "0755", "--dir", "/etc"));
        SYSTEM.forEach(path -> out.addAll(List.of("--ro-bind-try", path, path)));
        for (String top : TOP_LEVEL) {
            Path link = Path.of(top);
            if (Files.isSymbolicLink(link)) {
                out.addAll(List.of("--symlink", readLink(link), top));
            } else {
                out.addAll(List.of("--ro-bind-try", top, top));
            }
        }
        // tmpfs pages are memory: a /tmp as large as the entry's memory, counted in it where a cgroup holds the entry
        out.addAll(List.of("--proc", "/proc", "--dev", "/dev", "--perms", "1777"));
        out.addAll(List.of("--size", Long.toString(plan.limits().memoryBytes()), "--tmpfs", "/tmp"));
        plan.readOnly().forEach(path -> bind(out, "--ro-bind", path));
        plan.readWrite().forEach(path -> bind(out, "--bind", path));
        String folder = plan.directory().toString();
        if (plan.folderFrom().isPresent()) {
            openWay(out, plan.directory());
            out.addAll(List.of("--bind", plan.folderFrom().get().toString(), folder));
        } else if (plan.wholeFolder()) {
            bind(out, plan.writable() ? "--bind" : "--ro-bind", plan.directory());
        } else {
            // its working folder is a private scratch: only the files its command names are there, read-only
            openWay(out, plan.directory());
            out.addAll(List.of("--perms", "1777", "--dir", folder));
            plan.files().forEach(file -> bind(out, "--ro-bind", file));
        }
        out.addAll(List.of("--chdir", folder, "--clearenv"));
        plan.environment().forEach((name, value) -> out.addAll(List.of("--setenv", name, value)));
        out.add("--");
        if (relayIsRoot) {
            // a user of its own for each entry: its process count is its own, and no two entries share a user
            String user = Integer.toString(plan.user().orElse(NOBODY));
            out.addAll(List.of(
                    "setpriv",
                    "--reuid=" + user,
                    "--regid=" + user,
                    "--clear-groups",
                    "--inh-caps=-all",
                    "--bounding-set=-all",
                    "--"));
        }
        out.addAll(perProcess(plan.limits(), wholeEntry));
        out.addAll(command);
        return out;
    }

    /**
     * The limits set inside the sandbox, process by process: CPU time always; where no cgroup holds
     * the entry as a whole, its process count and each process's memory too (with the entry's user
     * counting its processes). Always the idle scheduling class ({@code SCHED_IDLE}), which its
     * children inherit and which, without privileges, it cannot leave: the kernel stops an idle
     * process the moment the relay has work, where a lower weight or {@code nice} only shortens its
     * turns (an entry spinning on every core took a judge's echo p99 from 0.3 to 2.9 ms at
     * {@code cpu.shares} 128).
     */
    static List<String> perProcess(Isolation.Limits limits, boolean wholeEntry) {
        List<String> words = new ArrayList<>(List.of("chrt", "--idle", "0"));
        words.add("prlimit");
        if (!wholeEntry) {
            words.add("--nproc=" + limits.processes());
            words.add("--data=" + limits.memoryBytes());
        }
        long seconds = Math.max(1, limits.cpu().toSeconds());
        // the soft CPU limit sends SIGXCPU, which tells the operator what happened; the hard one is there for a
        // program that ignores it
        words.add("--cpu=" + seconds + ":" + (seconds + CPU_GRACE_SECONDS));
        words.add("--");
        return words;
    }

    private static final long CPU_GRACE_SECONDS = 10;
    /** The exit status of a program stopped by its soft CPU-time limit (128 + SIGXCPU). */
    public static final int CPU_LIMIT_STATUS = 128 + 24;

    /** Who runs what has no user of its own (the sandbox's own probe). */
    private static final int NOBODY = 65_534;

    /** Binds {@code path} at the same place, the directories on the way there open to the entry. */
    private static void bind(List<String> out, String how, Path path) {
        openWay(out, path);
        out.addAll(List.of(how, path.toString(), path.toString()));
    }

    /** Each directory on the way to {@code path} made, open to all, where the sandbox's own tmpfs root or /tmp holds it. */
    private static void openWay(List<String> out, Path path) {
        Path parent = path.toAbsolutePath().getParent();
        List<Path> way = new ArrayList<>();
        for (Path step = parent; step != null && step.getParent() != null; step = step.getParent()) {
            way.addFirst(step);
        }
        for (Path step : way) {
            String dir = step.toString();
            boolean system = dir.equals("/usr")
                    || dir.startsWith("/usr/")
                    || dir.equals("/proc")
                    || dir.equals("/dev")
                    || dir.equals("/tmp")
                    || TOP_LEVEL.contains(dir)
                    || dir.equals("/etc");
            if (!system && !made(out, dir)) {
                out.addAll(List.of("--perms", "0755", "--dir", dir));
            }
        }
    }

    /** Whether the command line makes {@code dir} already: a folder holding several files is made once, with its first mode. */
    private static boolean made(List<String> out, String dir) {
        for (int i = 0; i + 1 < out.size(); i++) {
            if (out.get(i).equals("--dir") && out.get(i + 1).equals(dir)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The files among a command's words that the entry needs beside it (a script), as absolute
     * paths: each word naming a regular file, relative to {@code directory} or absolute, outside the
     * system's directories.
     */
    public static List<Path> filesNamedIn(List<String> command, Path directory) {
        List<Path> files = new ArrayList<>();
        for (String word : command) {
            if (word.isEmpty() || word.startsWith("-")) {
                continue;
            }
            Path file = directory.resolve(word).toAbsolutePath().normalize();
            if (Files.isRegularFile(file) && !file.startsWith("/usr") && !files.contains(file)) {
                files.add(file);
            }
        }
        return files;
    }

    /** What bubblewrap itself runs with: only enough to be found and to start; the entry's own environment is set inside. */
    public static Map<String, String> launcherEnvironment() {
        return Map.of("PATH", "/usr/local/bin:/usr/bin:/bin", "LANG", "C.UTF-8");
    }

    /** Why entries cannot be sandboxed on this machine, or empty if they can; found out once. */
    public static Optional<String> unavailable() {
        return PROBE.unavailable();
    }

    /** Whether the relay runs as root: its entries then run as users of their own. */
    static boolean isRoot() {
        try {
            return ((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")) == 0;
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static String readLink(Path link) {
        try {
            return Files.readSymbolicLink(link).toString();
        } catch (IOException e) {
            return link.toString();
        }
    }
}
