package parlor.relay.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Finds a conversation's record files in an entity's transcript folder. */
public final class RecordFiles {

    private RecordFiles() {}

    /** The one 1996 transcript ({@code .TXT}) in the folder. */
    public static Path transcript(Path folder) throws IOException {
        return only(folder, ".TXT");
    }

    /** The one keystroke log ({@code .keys}) in the folder. */
    public static Path keystrokes(Path folder) throws IOException {
        return only(folder, ".keys");
    }

    private static Path only(Path folder, String extension) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> matching = files.filter(f -> f.getFileName().toString().endsWith(extension))
                    .toList();
            assertThat(matching).as("%s files in %s", extension, folder).hasSize(1);
            return matching.get(0);
        }
    }
}
