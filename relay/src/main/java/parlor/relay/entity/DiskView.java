package parlor.relay.entity;

import java.nio.file.Files;
import parlor.relay.contest.Isolation;

/** What {@link EntryView} says of a writable folder's cap: how much, and where its disk is. */
final class DiskView {

    private DiskView() {}

    /** The words after "where it may write": its cap and disk, or that it has none. */
    static String cap(Isolation how) {
        return how.disk()
                .map(disk -> " up to " + (disk.bytes() >> 20) + " MB (limits: { disk: }), on a disk of its own, "
                        + disk.image()
                        + (Files.exists(disk.image())
                                ? ", made from the folder at its first run: later changes to the folder are not on it"
                                : ", made from the folder at its first run"))
                .orElse(" with no cap (limits: { disk: none })");
    }
}
