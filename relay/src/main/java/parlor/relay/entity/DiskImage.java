package parlor.relay.entity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One entry's disk on the relay's machine: an ext4 file system in a file of the cap's size,
 * allocated in full when it is made (so the space is the entry's from then on, and the record's
 * disk cannot run short because of it later), mounted through a loop device, which only root may
 * do. The kernel stops the entry's writes at its end with "no space left on device".
 */
record DiskImage(Path image) {

    private static final long COMMAND_SECONDS = 60;

    /** Where it is mounted: beside the file, under the entry's name. */
    Path mountPoint() {
        String name = image.getFileName().toString();
        return image.resolveSibling(name.endsWith(".img") ? name.substring(0, name.length() - 4) : name + ".d");
    }

    boolean exists() {
        return Files.isRegularFile(image);
    }

    /**
     * Makes the file system, of {@code bytes}, holding what {@code folder} holds now: the space
     * taken at once, the file put in place only once whole (a relay stopped while it works leaves
     * no half-made disk). No room kept for root ({@code -m 0}): the entry is never root.
     */
    void make(long bytes, Path folder) throws IOException {
        // the entries' notes are theirs and the relay's, as the transcripts are: no other user of the machine looks in
        parlor.transcripts.files.OwnerOnly.createDirectories(image.getParent());
        Path making = image.resolveSibling(image.getFileName() + ".making");
        Files.deleteIfExists(making);
        try {
            run(List.of("fallocate", "-l", Long.toString(bytes), making.toString()));
            run(List.of(
                    "mkfs.ext4",
                    "-q",
                    "-F",
                    "-m",
                    "0",
                    // a file per 8 KiB of disk: room for many small notes, little of the disk spent on the table
                    "-i",
                    "8192",
                    "-d",
                    folder.toString(),
                    making.toString()));
            Files.move(making, image, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(making);
        }
    }

    /** Mounted where {@link #mountPoint()} says, unless a relay stopped without unmounting it left it there. */
    void mount() throws IOException {
        Path at = mountPoint();
        Optional<String> there = mountedAt(at);
        if (there.isPresent()) {
            if (there.get().equals(image.toString())) {
                return;
            }
            throw new IOException(at + " is already a mount of " + there.get() + ": unmount it (umount " + at + ")");
        }
        Files.createDirectories(at);
        // nothing on it runs with more rights than its user's, and it holds no device to open
        run(List.of("mount", "-o", "loop,nosuid,nodev", image.toString(), at.toString()));
    }

    /** Unmounted, and its mount point gone; false if something still holds it open. */
    boolean unmount() throws IOException {
        Path at = mountPoint();
        if (mountedAt(at).isEmpty()) {
            Files.deleteIfExists(at);
            return true;
        }
        Process umount = new ProcessBuilder("umount", at.toString())
                .redirectErrorStream(true)
                .start();
        if (!finished(umount) || umount.exitValue() != 0) {
            return false;
        }
        Files.deleteIfExists(at);
        return true;
    }

    /** Everything on it made {@code user}'s, where it is not yet (a disk made, or its user changed). */
    void ownedBy(int user) throws IOException {
        Path root = mountPoint();
        if (owner(root) == user) {
            return;
        }
        try (Stream<Path> all = Files.walk(root)) {
            for (Path path : all.toList()) {
                Files.setAttribute(path, "unix:uid", user, LinkOption.NOFOLLOW_LINKS);
                Files.setAttribute(path, "unix:gid", user, LinkOption.NOFOLLOW_LINKS);
            }
        }
    }

    /** The file system's own {@code lost+found}, not the author's: gone from what the entry sees (a check makes it again). */
    void withoutLostAndFound() throws IOException {
        Path lost = mountPoint().resolve("lost+found");
        if (Files.isDirectory(lost, LinkOption.NOFOLLOW_LINKS)) {
            try (Stream<Path> inside = Files.list(lost)) {
                if (inside.findAny().isEmpty()) {
                    Files.delete(lost);
                }
            }
        }
    }

    private static int owner(Path path) throws IOException {
        return (Integer) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * The file mounted at {@code at} through a loop device, as its device says, or the device
     * itself; empty if nothing is mounted there.
     */
    static Optional<String> mountedAt(Path at) throws IOException {
        String wanted = escaped(at.toAbsolutePath().normalize().toString());
        for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
            String[] fields = line.split(" ");
            int dash = List.of(fields).indexOf("-");
            if (fields.length > 4 && fields[4].equals(wanted) && dash > 0 && dash + 2 < fields.length) {
                return Optional.of(backingFile(fields[dash + 2]));
            }
        }
        return Optional.empty();
    }

    private static String backingFile(String device) throws IOException {
        Path backing = Path.of("/sys/block", Path.of(device).getFileName().toString(), "loop", "backing_file");
        return Files.isReadable(backing) ? Files.readString(backing).strip() : device;
    }

    /** A path as {@code /proc/self/mountinfo} writes it: space, tab, line end and backslash in octal. */
    private static String escaped(String path) {
        return path.replace("\\", "\\134")
                .replace(" ", "\\040")
                .replace("\t", "\\011")
                .replace("\n", "\\012");
    }

    /** Runs a command to its end; its own words if it fails. */
    private static void run(List<String> command) throws IOException {
        Process process = new ProcessBuilder(new ArrayList<>(command))
                .redirectErrorStream(true)
                .start();
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!finished(process) || process.exitValue() != 0) {
            throw new IOException(command.getFirst() + " failed: " + (said.isEmpty() ? "no reason given" : said));
        }
    }

    private static boolean finished(Process process) throws IOException {
        try {
            if (process.waitFor(COMMAND_SECONDS, TimeUnit.SECONDS)) {
                return true;
            }
            process.destroyForcibly();
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
