package parlor.transcripts.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

/** File modes as {@code ls -l} shows them, for tests of who may read what Parlor writes. */
public final class Modes {

    public static final String OWNER_ONLY_FOLDER = "rwx------";
    public static final String OWNER_ONLY_FILE = "rw-------";

    private Modes() {}

    public static String of(Path path) {
        try {
            return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every folder (the root too) that is not 0700 and every file that is not 0600 under the root, as "path mode". */
    public static List<String> notOwnerOnly(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(path -> !of(path).equals(Files.isDirectory(path) ? OWNER_ONLY_FOLDER : OWNER_ONLY_FILE))
                    .map(path -> root.relativize(path) + " " + of(path))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every file under the root (folders not counted), for a test to say it looked at something. */
    public static List<Path> files(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(Files::isRegularFile).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
