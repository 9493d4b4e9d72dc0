package parlor.transcripts.keylog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import parlor.transcripts.files.OwnerOnly;

/** Appends keystroke-log lines, one write per line, with the durability asked for. */
public final class KeyLogWriter implements AutoCloseable {

    private final Path file;
    private final FileChannel channel;
    private final Durability durability;
    private final Clock clock;
    private Instant lastSync;
    /**
     * The file's length as this writer left it, where a failed write is cut back to; -1 when not
     * known (after a failure that could not be cut back), and then asked of the file. Kept here
     * because asking the file before every key was a system call per keystroke.
     */
    private long size = -1;
    private ByteBuffer out = ByteBuffer.allocateDirect(256);

    public KeyLogWriter(Path file, Durability durability, Clock clock) {
        this.file = file;
        this.durability = durability;
        this.clock = clock;
        try {
            this.channel = OwnerOnly.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open keystroke log " + file, e);
        }
        this.lastSync = clock.instant();
    }

    public Path file() {
        return file;
    }

    public synchronized void write(KeyLogLine line) {
        ByteBuffer bytes = lineBytes(line);
        long before = -1;
        try {
            before = size >= 0 ? size : channel.size();
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            size = before + bytes.limit();
            switch (durability) {
                case Durability.Flush ignored -> {
                    // already with the operating system
                }
                case Durability.SyncEachLine ignored -> channel.force(false);
                case Durability.SyncEvery every -> {
                    Instant now = clock.instant();
                    if (!now.isBefore(lastSync.plus(every.interval()))) {
                        channel.force(false);
                        lastSync = now;
                    }
                }
            }
        } catch (IOException e) {
            // a line that could not be written whole is taken back out, so writing it again leaves no torn line
            size = -1;
            if (before >= 0) {
                try {
                    channel.truncate(before);
                    size = before;
                } catch (IOException ignored) {
                    // the torn part is reported by the reader as a damaged line
                }
            }
            throw new UncheckedIOException("cannot write to keystroke log " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The line and its newline in this writer's own direct buffer: a heap buffer is copied into a
     * temporary direct one by the channel on every write, found through a thread-local lookup.
     */
    private ByteBuffer lineBytes(KeyLogLine line) {
        byte[] text = line.format().getBytes(StandardCharsets.UTF_8);
        if (out.capacity() < text.length + 1) {
            out = ByteBuffer.allocateDirect(Math.max(text.length + 1, 2 * out.capacity()));
        }
        return out.clear().put(text).put((byte) '\n').flip();
    }

    @Override
    public synchronized void close() {
        try {
            if (!(durability instanceof Durability.Flush)) {
                channel.force(false);
            }
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close keystroke log " + file, e);
        }
    }
}
