package parlor.relay.entity;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.Isolation;
import parlor.relay.ops.EntityLog;

/**
 * The disks of the entries that write in their folders ({@code writable: true}), as this relay
 * has them mounted: each made from its folder the first time its entry runs, mounted then and
 * kept mounted while the relay runs (the entry's restarts find it as they left it), unmounted when
 * the relay stops. A relay killed before it could unmount leaves them mounted: the next one finds
 * and uses them. Every second each is looked at, and the operator told once when one fills.
 * Shared by the whole relay, as the kernel's mounts are.
 */
public final class EntryDisks {

    private static final Duration LOOK_EVERY = Duration.ofSeconds(1);
    /** How long an entry's last processes may take to go before its disk is left mounted for the next start. */
    private static final Duration UNMOUNT_PATIENCE = Duration.ofSeconds(5);

    private static final Clock CLOCK = Clock.systemDefaultZone();
    private static final Map<Path, Mounted> MOUNTED = new HashMap<>();
    private static boolean unmountAtExit;

    private record Mounted(String entry, DiskImage disk, Looking looking, Thread watch) {}

    /** Tells the operator when one entry's disk fills, from a look at its free space. */
    private record Looking(String entry, Isolation.Disk cap, FileStore store, DiskWatch watch) {
        void look() throws IOException {
            boolean filled;
            synchronized (watch) {
                filled = watch.filled(store.getUsableSpace());
            }
            if (filled) {
                EntityLog.entryDiskFull(entry, cap.bytes(), CLOCK.instant().atZone(CLOCK.getZone()));
            }
        }
    }

    private EntryDisks() {}

    /** Why a writable folder cannot have a disk of its own on this machine, or empty if it can. */
    public static Optional<String> unavailable() {
        if (!Sandbox.isRoot()) {
            return Optional.of(
                    "a capped folder is a file system of the cap's size, mounted for the entry, and only a relay run as root can mount one");
        }
        if (!Files.exists(Path.of("/dev/loop-control"))) {
            return Optional.of("this machine has no loop devices (/dev/loop-control), which mount a capped folder");
        }
        boolean mkfs =
                Files.isExecutable(Path.of("/usr/sbin/mkfs.ext4")) || Files.isExecutable(Path.of("/sbin/mkfs.ext4"));
        return mkfs
                ? Optional.empty()
                : Optional.of(
                        "mkfs.ext4, which makes a capped folder, is not installed (on Debian: apt-get install e2fsprogs)");
    }

    /**
     * The folder entry {@code entry} writes in: its disk {@code cap}, made now from {@code folder}
     * if there is none, mounted if it is not, and all of it {@code user}'s.
     */
    static synchronized Path mounted(String entry, Isolation.Disk cap, Path folder, int user) throws IOException {
        Path image = cap.image().toAbsolutePath().normalize();
        Mounted known = MOUNTED.get(image);
        if (known != null) {
            return known.disk().mountPoint();
        }
        DiskImage disk = new DiskImage(image);
        boolean made = !disk.exists();
        if (made) {
            makeFrom(entry, disk, cap, folder);
        } else if (Files.size(image) != cap.bytes()) {
            throw new IOException("its disk " + image + " is " + megabytes(Files.size(image)) + " MB, not the "
                    + megabytes(cap.bytes()) + " MB limits: { disk: } gives: give the disk's size, or delete it "
                    + "(what the entry wrote goes with it) to have it made again from " + folder);
        }
        disk.mount();
        if (made) {
            disk.withoutLostAndFound();
        }
        disk.ownedBy(user);
        FileStore store = Files.getFileStore(disk.mountPoint());
        long free = store.getUsableSpace();
        DiskWatch watch = new DiskWatch(store.getTotalSpace(), free);
        EntityLog.entryDiskMounted(
                entry, image.toString(), cap.bytes(), store.getTotalSpace() - free, made, watch.full());
        Looking looking = new Looking(entry, cap, store, watch);
        MOUNTED.put(image, new Mounted(entry, disk, looking, watch(looking)));
        if (!unmountAtExit) {
            // a relay stopped with Ctrl-C or by its service stops its entries first (see Relay.close): this is for the
            // rest, try-entry and a relay that would not start
            Runtime.getRuntime().addShutdownHook(new Thread(EntryDisks::unmountAll, "unmount-entry-disks"));
            unmountAtExit = true;
        }
        return disk.mountPoint();
    }

    private static void makeFrom(String entry, DiskImage disk, Isolation.Disk cap, Path folder) throws IOException {
        try {
            disk.make(cap.bytes(), folder);
        } catch (IOException e) {
            throw new IOException(
                    "cannot make its disk of " + megabytes(cap.bytes()) + " MB (limits: { disk: }) from " + folder
                            + " in " + cap.image() + ": " + e.getMessage()
                            + (e.getMessage().contains("No space left")
                                            || e.getMessage().contains("allocate")
                                    ? " (the folder holds more than the cap, or the relay's disk has not the room)"
                                    : ""),
                    e);
        }
    }

    /**
     * Looks at the disk every second until it is unmounted. A platform thread: the relay's virtual
     * threads share two carriers on a small machine, and a look that waits may miss a disk filled and
     * freed meanwhile.
     */
    private static Thread watch(Looking looking) {
        return Thread.ofPlatform().daemon().name("disk-" + looking.entry()).start(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    looking.look();
                    Thread.sleep(LOOK_EVERY);
                }
            } catch (IOException | InterruptedException stopped) {
                // unmounted, or the relay stops
            }
        });
    }

    /** Every disk this relay mounted, unmounted: at the relay's stop, once its entries have stopped. */
    public static synchronized void unmountAll() {
        new ArrayList<>(MOUNTED.keySet()).forEach(EntryDisks::unmount);
    }

    /** One disk unmounted (its entries stopped); one still held open is left mounted for the next start to use. */
    static synchronized void unmount(Path image) {
        Mounted mounted = MOUNTED.remove(image.toAbsolutePath().normalize());
        if (mounted == null) {
            return;
        }
        mounted.watch().interrupt();
        long deadline = System.nanoTime() + UNMOUNT_PATIENCE.toNanos();
        try {
            mounted.watch().join(LOOK_EVERY);
            // a last look: a disk filled since the last one is told before it goes
            mounted.looking().look();
            while (!mounted.disk().unmount()) {
                if (System.nanoTime() > deadline) {
                    EntityLog.entryDiskLeftMounted(
                            mounted.entry(), mounted.disk().mountPoint().toString());
                    return;
                }
                // the entry's last processes are still going: the kernel ends them in a moment
                Thread.sleep(100);
            }
        } catch (IOException e) {
            EntityLog.entryDiskLeftMounted(mounted.entry(), mounted.disk().mountPoint() + " (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The disks mounted now, for a test to see. */
    static synchronized List<Path> mountedNow() {
        return List.copyOf(MOUNTED.keySet());
    }

    private static long megabytes(long bytes) {
        return bytes >> 20;
    }
}
