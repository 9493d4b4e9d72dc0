package parlor.relay.ops;

import ch.qos.logback.core.rolling.RollingFileAppender;
import java.io.IOException;
import java.nio.file.Path;
import parlor.transcripts.files.OwnerOnly;

/**
 * A daily rolling log whose folder (0700) and files (0600) are for the user running Parlor only:
 * the log names every terminal, entity and peer of the day. Logback has no setting for a file's
 * mode and opens its files with the process's umask, so the folder and the active file are made
 * here first; a day's rolled file is the active file renamed, and keeps its mode.
 */
public final class OwnerOnlyFileAppender<E> extends RollingFileAppender<E> {

    @Override
    public void openFile(String fileName) throws IOException {
        Path file = Path.of(fileName).toAbsolutePath();
        OwnerOnly.createDirectories(file.getParent());
        OwnerOnly.createFile(file);
        super.openFile(fileName);
    }
}
