package parlor.relay.entity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * The contest's facts in an LPP entry's communications folder ({@link EntryFacts#fileText()}): a
 * file, where the protocol has only sub-directories, and with no {@code .judge} or {@code .other}
 * ending, so no LPP entry reads it as a key.
 */
final class LppFactsFile {

    static final String NAME = "parlor-facts.txt";

    private LppFactsFile() {}

    /** Writes the facts, whole or not at all (the entry may be reading the folder already); with none, removes one left from before. */
    static void write(Path directory, Optional<String> facts) throws IOException {
        Path file = directory.resolve(NAME);
        if (facts.isEmpty()) {
            Files.deleteIfExists(file);
            return;
        }
        Path partial = Files.createTempFile(directory, ".parlor-facts", ".tmp");
        Files.writeString(partial, facts.get());
        Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
