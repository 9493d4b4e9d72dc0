package parlor.relay.contest;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * {@code limits: { disk: 50m }}: the cap on a sandboxed entry's writable folder, {@link
 * Isolation.Disk#DEFAULT_BYTES} when not given, none with {@code disk: none}. Its disk is kept in
 * {@code disks/} beside the contest file, as {@code transcripts/} and {@code logs/} are.
 */
final class DiskLimit {

    static final String KEY = "disk";

    private DiskLimit() {}

    /**
     * The disk of entry {@code entry}, which {@code keys} describe, if it writes in a folder of its
     * own in its sandbox ({@code isolation: none} has no limits).
     */
    static Optional<Isolation.Disk> of(
            String entry, Map<String, YamlNode> keys, boolean sandboxed, boolean writable, Path baseDir) {
        Optional<YamlNode> given = YamlNode.optional(keys, "limits")
                .flatMap(limits -> YamlNode.optional(limits.named("limits").mapping(EntityLoader.LIMIT_KEYS), KEY));
        if (given.isPresent() && !writable) {
            throw given.get().error("disk caps the entry's writable folder: give it writable: true (and a directory:)");
        }
        long bytes = given.map(DiskLimit::bytes).orElse(Isolation.Disk.DEFAULT_BYTES);
        if (!sandboxed || !writable || bytes == 0) {
            return Optional.empty();
        }
        return Optional.of(new Isolation.Disk(
                bytes, baseDir.toAbsolutePath().normalize().resolve("disks").resolve(fileName(entry) + ".img")));
    }

    /** The entry's id as a file's name: as it is when it is a plain name, else spelt out in hex. */
    static String fileName(String entry) {
        if (entry.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,99}")) {
            return entry;
        }
        return "entry-" + java.util.HexFormat.of().formatHex(entry.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** The cap's bytes, or 0 for {@code none}. */
    private static long bytes(YamlNode node) {
        if (node.scalar().trim().equals("none")) {
            return 0;
        }
        long bytes = EntityLoader.bytes(node, "disk must be a size like 50m or 1g, or none (no cap)");
        if (bytes < Isolation.Disk.LEAST_BYTES) {
            throw node.error("disk must be 1m or more: the file system's own bookkeeping takes some of it");
        }
        return bytes;
    }
}
