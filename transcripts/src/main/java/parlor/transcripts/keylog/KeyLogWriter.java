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
import java.util.Optional;
import parlor.transcripts.files.OwnerOnly;

/**
 * Appends keystroke-log lines, one write per line, with the durability asked for, each sealed with
 * its chain value ({@link KeyLogChain}). Appending to a record already there (a restarted relay)
 * goes on with the chain from its last whole line; an older record with no chain is appended to
 * as it is, unchained.
 */
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
    /** Null for an older record with no chain, appended to unchained. */
    private final KeyLogChain chain;
    /** The chain value of the last line on disk; {@code ""} before the first. */
    private String lastValue = "";
    /** The value of the line being written, taken as the last when it is on disk. */
    private String pendingValue;
    /** Lines on disk, the record's own before this writer's included: the manifest keeps it at a close. */
    private int lines;

    /** A writer sealing with a plain hash chain (a contest with no key). */
    public KeyLogWriter(Path file, Durability durability, Clock clock) {
        this(file, durability, clock, Optional.empty());
    }

    /** A writer sealing with a chain keyed by {@code recordKey} ({@link KeyLogChain#recordKey}), or a plain one where it is empty. */
    public KeyLogWriter(Path file, Durability durability, Clock clock, Optional<byte[]> recordKey) {
        this.file = file;
        this.durability = durability;
        this.clock = clock;
        try {
            boolean chained;
            KeyLogTail.Tail tail;
            // a channel cannot both read and append: the end is read (and a torn line cut) first, then the file opened
            // to append
            try (FileChannel ends = OwnerOnly.open(
                    file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                tail = KeyLogTail.cutTorn(ends);
                chained = tail.end() == 0 || KeyLogTail.firstLineChained(ends);
                lines = KeyLogTail.lines(ends, tail.end());
            }
            this.channel = OwnerOnly.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
            size = tail.end();
            this.chain = chained ? KeyLogChain.of(recordKey) : null;
            this.lastValue = KeyLogChain.split(tail.lastLine()).value().orElse("");
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
            lines++;
            if (chain != null) {
                lastValue = pendingValue;
            }
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
        int length = text.length + 1 + (chain == null ? 0 : 1 + KeyLogChain.VALUE_LENGTH);
        if (out.capacity() < length) {
            out = ByteBuffer.allocateDirect(Math.max(length, 2 * out.capacity()));
        }
        out.clear().put(text);
        if (chain != null) {
            pendingValue = chain.next(lastValue, text);
            out.put((byte) KeyLogChain.SEPARATOR).put(pendingValue.getBytes(StandardCharsets.US_ASCII));
        }
        return out.put((byte) '\n').flip();
    }

    /** How many lines the record has on disk. */
    public synchronized int lines() {
        return lines;
    }

    /** The chain value of the record's last line on disk ({@code ""} if it has none). */
    public synchronized String lastValue() {
        return lastValue;
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
