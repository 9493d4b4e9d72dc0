package parlor.relay.contest;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How an entry program is shut in ({@code isolation:} in the contest file): in a sandbox, the
 * default, or not at all ({@code none}: for an entry that cannot run otherwise, never unnoticed).
 * In the sandbox the entry's own folder ({@code directory:}) is its only folder, read-only unless
 * {@code writable: true}; without one, only the files its command names are there. {@code readOnly}
 * are further paths it may read ({@code read-only: [/opt/model]}). A writable folder has a disk of
 * its own ({@code disk}), unless the contest file says {@code limits: { disk: none }}.
 */
public record Isolation(
        boolean sandboxed,
        boolean ownFolder,
        boolean writable,
        List<Path> readOnly,
        List<Path> readWrite,
        Limits limits,
        Optional<Disk> disk) {

    /**
     * What one run of an entry may use ({@code limits:}): processes (its threads too) at once, the
     * memory it may allocate, the CPU time of any one of its processes.
     */
    public record Limits(int processes, long memoryBytes, java.time.Duration cpu) {
        /** Room for an interpreter and a few helpers; a fork bomb stops at once. */
        public static final Limits DEFAULT = new Limits(128, 2L << 30, java.time.Duration.ofHours(2));
    }

    public static final Isolation SANDBOXED = new Isolation(true, false, false, List.of(), List.of(), Limits.DEFAULT);
    /** No sandbox: the entry runs as the relay's user, seeing what it sees (only cut off from the network). */
    public static final Isolation NONE = new Isolation(false, false, false, List.of(), List.of(), Limits.DEFAULT);

    /**
     * A writable folder's own disk ({@code limits: { disk: 256m }}): a file system of {@code bytes}
     * in the file {@code image}, made from the folder the first time the entry runs. The entry's
     * writes stop there, with "no space left on device", and nowhere else.
     */
    public record Disk(long bytes, Path image) {
        /** A writable folder's cap when the contest file gives none: room for notes and a small database. */
        public static final long DEFAULT_BYTES = 256L << 20;
        /** The smallest a disk may be: a file system's own bookkeeping takes some of it. */
        public static final long LEAST_BYTES = 1L << 20;
    }

    public Isolation {
        readOnly = List.copyOf(readOnly);
        readWrite = List.copyOf(readWrite);
    }

    /** Without a disk of its own: a folder read-only, or written with no cap. */
    public Isolation(
            boolean sandboxed,
            boolean ownFolder,
            boolean writable,
            List<Path> readOnly,
            List<Path> readWrite,
            Limits limits) {
        this(sandboxed, ownFolder, writable, readOnly, readWrite, limits, Optional.empty());
    }

    /** The same, with {@code folder} writable too (an LPP entry's communications folder, which the relay shares with it). */
    public Isolation writingIn(Path folder) {
        List<Path> more = new java.util.ArrayList<>(readWrite);
        more.add(folder);
        return new Isolation(sandboxed, ownFolder, writable, readOnly, more, limits, disk);
    }
}
