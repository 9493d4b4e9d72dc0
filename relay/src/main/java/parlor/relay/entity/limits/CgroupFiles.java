package parlor.relay.entity.limits;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** Reading and writing a cgroup's files: each value in one write, as the kernel wants it. */
final class CgroupFiles {

    private static final Duration POLL = Duration.ofMillis(20);

    private CgroupFiles() {}

    /** Writes each setting in its controller's directory; an optional file that is not there is passed over. */
    static void apply(Map<Controller, Path> dirs, List<CgroupVersion.Setting> settings) throws IOException {
        for (CgroupVersion.Setting setting : settings) {
            Path file = dirs.get(setting.controller()).resolve(setting.file());
            if (setting.optional() && !Files.exists(file)) {
                continue;
            }
            write(file, setting.value());
        }
    }

    /** The distinct directories of a set of groups, each once (v2's one, or v1's mounts). */
    static List<Path> distinct(Map<Controller, Path> groups) {
        return groups.values().stream().distinct().sorted().toList();
    }

    static void write(Path file, String value) throws IOException {
        try {
            Files.writeString(file, value);
        } catch (IOException e) {
            throw new IOException("cannot write " + value + " to " + file + ": " + reason(e), e);
        }
    }

    static Optional<String> read(Path file) {
        try {
            return Optional.of(Files.readString(file));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The processes in a group (their ids as the relay sees them); none if it is gone. */
    static List<Long> processes(Path group) {
        return read(group.resolve("cgroup.procs"))
                .map(text -> text.lines()
                        .map(String::strip)
                        .filter(line -> line.matches("\\d+"))
                        .map(Long::parseLong)
                        .toList())
                .orElse(List.of());
    }

    /** The groups directly below {@code group}. */
    static List<Path> children(Path group) {
        try (Stream<Path> listing = Files.list(group)) {
            return listing.filter(Files::isDirectory).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /**
     * Removes a group once its processes are gone: any still there after {@code patience} are
     * killed (a group with a process in it cannot be removed). Groups below it go first.
     */
    static void remove(Path group, Duration patience) throws IOException {
        for (Path child : children(group)) {
            remove(child, patience);
        }
        long start = System.nanoTime();
        IOException refused = null;
        while (System.nanoTime() - start < 2 * patience.toNanos()) {
            List<Long> left = processes(group);
            if (left.isEmpty()) {
                try {
                    Files.delete(group);
                    return;
                } catch (NoSuchFileException gone) {
                    return;
                } catch (IOException busy) {
                    // a process that has just exited may hold the group for a moment
                    refused = busy;
                }
            } else if (System.nanoTime() - start > patience.toNanos()) {
                left.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
            }
            pause();
        }
        throw new IOException("cannot remove " + group + ": "
                + (refused == null ? "processes " + processes(group) + " still in it" : reason(refused)));
    }

    private static void pause() throws IOException {
        try {
            Thread.sleep(POLL);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
    }

    static String reason(IOException e) {
        return e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null
                ? fs.getReason()
                : String.valueOf(e.getMessage());
    }
}
