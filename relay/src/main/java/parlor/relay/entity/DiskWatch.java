package parlor.relay.entity;

/**
 * Whether an entry's disk has just become full, from how much of it is free each time it is
 * looked at: once when it fills, and not again until the entry has freed a good part of it. The
 * kernel has already stopped the writes; this is for telling the operator, once, not every second.
 */
final class DiskWatch {

    /** Full: less free than this, or than a hundredth of the disk if that is more (a file system never reaches 0). */
    static final long LEAST_FREE_BYTES = 64L << 10;

    private final long total;
    private boolean full;

    /** {@code free} when first looked at: a disk full already (an earlier run filled it) is said at its mount, not here. */
    DiskWatch(long total, long free) {
        this.total = total;
        this.full = free < margin();
    }

    /** Whether it was full when last looked at. */
    boolean full() {
        return full;
    }

    private long margin() {
        return Math.max(LEAST_FREE_BYTES, total / 100);
    }

    /** True the first time {@code free} bytes mean full; again only after it has been twice the margin or more. */
    boolean filled(long free) {
        long margin = margin();
        if (!full && free < margin) {
            full = true;
            return true;
        }
        if (full && free >= 2 * margin) {
            full = false;
        }
        return false;
    }
}
