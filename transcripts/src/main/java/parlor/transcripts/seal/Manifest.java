package parlor.transcripts.seal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.json.FlatJson;
import parlor.transcripts.keylog.ChainVerdict;

/** {@code manifest.jsonl} as read: its entries with their line numbers, its chain, and the lines that could not be read. */
public record Manifest(List<Numbered> entries, ChainVerdict chain, List<String> unreadable) {

    /** An entry and the manifest line it is on. */
    public record Numbered(int line, ManifestEntry entry) {}

    /** The folder's manifest, or empty if the relay kept none there. */
    public static Optional<Manifest> read(Path folder, Optional<byte[]> recordKey) throws IOException {
        Path file = folder.resolve(RecordManifest.FILE_NAME);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        SealedJson.Read read = SealedJson.read(file, recordKey);
        List<Numbered> entries = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        for (SealedJson.Line line : read.lines()) {
            if (line.json().isBlank()) {
                continue;
            }
            try {
                entries.add(new Numbered(line.number(), ManifestEntry.fromJson(FlatJson.parse(line.json()))));
            } catch (RuntimeException e) {
                unreadable.add(RecordManifest.FILE_NAME + ":" + line.number() + ": " + e.getMessage());
            }
        }
        return Optional.of(new Manifest(List.copyOf(entries), read.chain(), List.copyOf(unreadable)));
    }
}
