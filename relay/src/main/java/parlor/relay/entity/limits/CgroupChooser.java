package parlor.relay.entity.limits;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which cgroups, if any, may hold entries' limits here, from the relay's own {@code /proc/self/cgroup}
 * and {@code /proc/self/mountinfo} and a probe of what it may write. Cgroup v2 where the relay's own
 * group has the memory, pids and cpu controllers and is the relay's to change (a delegated subtree:
 * a {@code Delegate=yes} unit, {@code systemd-run --scope}); else v1 where those three controllers
 * are mounted and the relay's group in each is writable; else rlimits, saying what each lacked.
 * Pure: the texts and the probe are passed in.
 */
public final class CgroupChooser {

    /** What the relay may do to cgroup files here. */
    public interface Probe {
        /** Whether the relay may write this file, or make groups in this directory. */
        boolean writable(Path path);

        /** The file's text, or empty if it cannot be read. */
        Optional<String> read(Path file);
    }

    private record Mount(String root, Path point, String type, Set<String> options) {}

    private CgroupChooser() {}

    public static LimitsHolder choose(String procSelfCgroup, String mountinfo, Probe probe) {
        Map<String, String> groups = groupsOf(procSelfCgroup);
        List<Mount> mounts = mountsOf(mountinfo);
        List<String> whyNot = new ArrayList<>();
        Optional<LimitsHolder> v2 = version2(groups, mounts, probe, whyNot);
        if (v2.isPresent()) {
            return v2.get();
        }
        Optional<LimitsHolder> v1 = version1(groups, mounts, probe, whyNot);
        return v1.orElseGet(() -> new LimitsHolder.PerProcess(String.join("; ", whyNot)));
    }

    private static Optional<LimitsHolder> version2(
            Map<String, String> groups, List<Mount> mounts, Probe probe, List<String> whyNot) {
        Optional<Mount> mount =
                mounts.stream().filter(m -> m.type().equals("cgroup2")).findFirst();
        if (mount.isEmpty() || !groups.containsKey("")) {
            whyNot.add("cgroup v2 is not mounted");
            return Optional.empty();
        }
        Path own = ownGroup(mount.get(), groups.get(""));
        Set<String> available = probe.read(own.resolve("cgroup.controllers"))
                .map(text -> Set.of(text.strip().split("\\s+")))
                .orElse(Set.of());
        List<String> missing = Arrays.stream(Controller.values())
                .map(Controller::kernelName)
                .filter(name -> !available.contains(name))
                .toList();
        if (!missing.isEmpty()) {
            whyNot.add("cgroup v2: the relay's group " + own + " is not given " + String.join(", ", missing)
                    + " (run it in a unit with Delegate=yes, or under systemd-run --scope)");
            return Optional.empty();
        }
        List<Path> needed = List.of(own, own.resolve("cgroup.procs"), own.resolve("cgroup.subtree_control"));
        if (!needed.stream().allMatch(probe::writable)) {
            whyNot.add("cgroup v2: the relay may not write in its group " + own);
            return Optional.empty();
        }
        Map<Controller, Path> own3 = new EnumMap<>(Controller.class);
        Arrays.stream(Controller.values()).forEach(c -> own3.put(c, own));
        return Optional.of(new LimitsHolder.Cgroups(CgroupVersion.V2, own3));
    }

    private static Optional<LimitsHolder> version1(
            Map<String, String> groups, List<Mount> mounts, Probe probe, List<String> whyNot) {
        Map<Controller, Path> own = new EnumMap<>(Controller.class);
        List<String> unmounted = new ArrayList<>();
        List<String> unwritable = new ArrayList<>();
        for (Controller controller : Controller.values()) {
            String name = controller.kernelName();
            Optional<Mount> mount = mounts.stream()
                    .filter(m -> m.type().equals("cgroup") && m.options().contains(name))
                    .findFirst();
            if (mount.isEmpty() || !groups.containsKey(name)) {
                unmounted.add(name);
                continue;
            }
            Path group = ownGroup(mount.get(), groups.get(name));
            if (probe.writable(group)) {
                own.put(controller, group);
            } else {
                unwritable.add(group.toString());
            }
        }
        if (!unmounted.isEmpty()) {
            whyNot.add("cgroup v1: " + String.join(", ", unmounted) + " not mounted");
            return Optional.empty();
        }
        if (!unwritable.isEmpty()) {
            whyNot.add("cgroup v1: the relay may not write in " + String.join(", ", unwritable)
                    + " (it makes groups there only as root)");
            return Optional.empty();
        }
        return Optional.of(new LimitsHolder.Cgroups(CgroupVersion.V1, own));
    }

    /** The relay's own group on disk: its path in {@code /proc/self/cgroup}, below the mount's root where it is one. */
    private static Path ownGroup(Mount mount, String path) {
        String below = !mount.root().equals("/") && (path.equals(mount.root()) || path.startsWith(mount.root() + "/"))
                ? path.substring(mount.root().length())
                : path;
        String relative = below.replaceFirst("^/+", "");
        return relative.isEmpty() ? mount.point() : mount.point().resolve(relative);
    }

    /** Each controller's group ({@code memory} to {@code /a/b}); the v2 group under the empty name. */
    private static Map<String, String> groupsOf(String procSelfCgroup) {
        Map<String, String> groups = new HashMap<>();
        for (String line : procSelfCgroup.lines().toList()) {
            String[] fields = line.split(":", 3);
            if (fields.length < 3) {
                continue;
            }
            if (fields[0].equals("0") && fields[1].isEmpty()) {
                groups.put("", fields[2]);
            } else {
                Arrays.stream(fields[1].split(",")).forEach(name -> groups.put(name, fields[2]));
            }
        }
        return groups;
    }

    /** The cgroup mounts of {@code /proc/self/mountinfo}: root, mount point, type and super options. */
    private static List<Mount> mountsOf(String mountinfo) {
        List<Mount> mounts = new ArrayList<>();
        for (String line : mountinfo.lines().toList()) {
            String[] halves = line.split(" - ", 2);
            String[] before = halves[0].split(" ");
            if (halves.length < 2 || before.length < 5) {
                continue;
            }
            String[] after = halves[1].split(" ");
            if (after.length < 3 || !after[0].startsWith("cgroup")) {
                continue;
            }
            mounts.add(new Mount(
                    unescape(before[3]), Path.of(unescape(before[4])), after[0], Set.of(after[2].split(","))));
        }
        return mounts;
    }

    /** mountinfo writes a space, tab, newline or backslash in a path as {@code \040} and the like. */
    private static String unescape(String field) {
        java.util.regex.Matcher octal =
                java.util.regex.Pattern.compile("\\\\([0-7]{3})").matcher(field);
        return octal.replaceAll(
                m -> java.util.regex.Matcher.quoteReplacement(String.valueOf((char) Integer.parseInt(m.group(1), 8))));
    }
}
