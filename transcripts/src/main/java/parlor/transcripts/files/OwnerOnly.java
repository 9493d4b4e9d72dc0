package parlor.transcripts.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * Folders (0700) and files (0600) that only the user running Parlor may open: what the relay
 * writes (keys, transcripts, verdicts, logs) is no business of other users of its machine, nor of
 * an entry program run as another user. The mode is given at creation, so there is no moment in
 * which a file is open to others; what already exists keeps its mode (a restarted relay appends).
 * On a file system without POSIX modes these are plain creations.
 */
public final class OwnerOnly {

    private static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
            PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE,
            PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE,
            PosixFilePermission.OTHERS_EXECUTE);

    private OwnerOnly() {}

    /** The folder and every missing parent, each made 0700. */
    public static Path createDirectories(Path folder) throws IOException {
        return Files.createDirectories(folder, attributes(folder, FOLDER));
    }

    /** Opens a file as {@link FileChannel#open(Path, OpenOption...)} does; one it creates is 0600. */
    public static FileChannel open(Path file, OpenOption... options) throws IOException {
        return FileChannel.open(file, Set.of(options), attributes(file, FILE));
    }

    /** Makes an empty 0600 file unless one is there already (whatever its mode): for a file another library writes. */
    public static void createFile(Path file) throws IOException {
        try {
            Files.createFile(file, attributes(file, FILE));
        } catch (FileAlreadyExistsException already) {
            // kept as it is, mode and all
        }
    }

    /** Writes a whole file as {@link Files#writeString} does (replacing what it held); a new file is 0600. */
    public static void writeString(Path file, String text) throws IOException {
        try (FileChannel channel =
                open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
        }
    }

    /** The mode of a file or folder that other users may use ({@code rwxr-xr-x}), or empty if only its owner may (or it is not there). */
    public static Optional<String> openToOthers(Path path) {
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(path);
            return mode.stream().anyMatch(OTHERS::contains)
                    ? Optional.of(PosixFilePermissions.toString(mode))
                    : Optional.empty();
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    private static FileAttribute<?>[] attributes(Path path, Set<PosixFilePermission> mode) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix")
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(mode)}
                : new FileAttribute<?>[0];
    }
}
