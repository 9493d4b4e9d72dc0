package parlor.relay.link;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A file named on a command line (a key file, the contest file): what is wrong with it said with
 * the path as typed, and where that is when it was typed relative, in place of the JDK's bare
 * {@code nosuch.key}.
 */
public final class GivenFile {

    private GivenFile() {}

    /**
     * A key file's text, trimmed (never printed); {@link IllegalArgumentException} saying why it
     * cannot be had: {@code --key-file nosuch.key: no such file (looked for /home/op/nosuch.key)}.
     */
    public static String key(String option, Path file) {
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(option + " " + file + ": a folder, not a file holding the key");
        }
        try {
            return Files.readString(file).trim();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(option + " " + file + ": not text, so not a key file");
        } catch (IOException e) {
            throw new IllegalArgumentException(option + " " + unreadable(file, e), e);
        }
    }

    /** Why {@code file} could not be read, after its name: {@code nosuch.key: no such file (looked for ...)}. */
    public static String unreadable(Path file, IOException e) {
        String why = switch (e) {
            case NoSuchFileException missing -> "no such file";
            case AccessDeniedException denied -> "cannot be read (permission denied)";
            default -> "cannot be read (" + e.getMessage() + ")";
        };
        return file + ": " + why + (file.isAbsolute() ? "" : " (looked for " + file.toAbsolutePath() + ")");
    }
}
