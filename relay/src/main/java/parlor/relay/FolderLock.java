package parlor.relay;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import parlor.transcripts.files.OwnerOnly;

/**
 * One relay to a contest's folders. A second relay on the same transcripts or log folder (the same
 * contest started twice) would try the entries, take up the conversations and write into the
 * first one's relay.log before it failed on the port: it takes this lock first, and is refused
 * before it touches anything. The lock is the operating system's, on {@value #FILE_NAME} in each
 * folder, so it ends with the process however that ends: a relay killed with SIGKILL, or by a power
 * cut, leaves nothing that stops the next one. The file says who holds it, for the refusal.
 */
final class FolderLock implements AutoCloseable {

    static final String FILE_NAME = "relay.lock";
    /** More than any holder's line: a file grown by hand is not read whole into a message. */
    private static final int MOST_SAID = 300;

    /** Another relay holds a folder: the message names the folder and what that relay wrote of itself. */
    static final class Held extends Exception {
        Held(String message) {
            super(message);
        }
    }

    private final List<FileChannel> files;

    private FolderLock(List<FileChannel> files) {
        this.files = files;
    }

    /**
     * Locks each folder (made if missing), writing {@code holder} (who this relay is) into each lock
     * file; {@link Held} if another process holds one, naming it, with every lock taken so far let go.
     */
    static FolderLock take(List<Path> folders, String holder) throws Held, IOException {
        Set<Path> distinct = new LinkedHashSet<>();
        folders.forEach(folder -> distinct.add(folder.toAbsolutePath().normalize()));
        List<FileChannel> taken = new ArrayList<>();
        try {
            for (Path folder : distinct) {
                taken.add(lock(folder));
            }
        } catch (Held | IOException | RuntimeException e) {
            closeAll(taken);
            throw e;
        }
        FolderLock lock = new FolderLock(taken);
        lock.say(holder);
        return lock;
    }

    private static FileChannel lock(Path folder) throws Held, IOException {
        OwnerOnly.createDirectories(folder);
        Path file = folder.resolve(FILE_NAME);
        // not truncated on opening: what the holder wrote is read for the refusal
        FileChannel channel =
                OwnerOnly.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException inThisProcess) {
            lock = null;
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        if (lock == null) {
            String holder = holder(channel);
            channel.close();
            throw new Held("another relay is running this contest (" + holder + "): it holds " + folder);
        }
        return channel;
    }

    /** What the holder wrote of itself, on one line, or that it wrote nothing. */
    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(MOST_SAID);
        channel.read(bytes, 0);
        String said = new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8)
                .lines()
                .findFirst()
                .orElse("")
                .strip();
        return said.isEmpty() ? "it has not said which" : said.replaceAll("\\p{Cntrl}", "?");
    }

    /** Writes who holds the lock now, over what was there: said again once the relay knows its port. */
    void say(String holder) throws IOException {
        ByteBuffer line = ByteBuffer.wrap((holder + "\n").getBytes(StandardCharsets.UTF_8));
        for (FileChannel file : files) {
            file.truncate(0);
            file.write(line.duplicate(), 0);
            file.force(false);
        }
    }

    /** Lets go of every folder; the process's end does the same. */
    @Override
    public void close() throws IOException {
        closeAll(files);
    }

    private static void closeAll(List<FileChannel> channels) throws IOException {
        IOException first = null;
        for (FileChannel channel : channels) {
            try {
                channel.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
