package parlor.transcripts.keylog;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;

/**
 * The end of a keystroke log a writer is about to append to: its last whole line, whose chain
 * value the next line goes on from, read from the end without reading the whole record.
 */
final class KeyLogTail {

    private static final int CHUNK = 8192;

    /** Where the file's whole lines end, and the last of them without its newline ({@code ""} if none). */
    record Tail(long end, String lastLine) {}

    private KeyLogTail() {}

    /**
     * The tail, after cutting off a torn last line (one without its newline: a write the relay was
     * killed in), so the next line starts on a line of its own and the chain goes on from a whole one.
     */
    static Tail cutTorn(FileChannel channel) throws IOException {
        long size = channel.size();
        long end = lastNewline(channel, size) + 1;
        if (end < size) {
            channel.truncate(end);
        }
        if (end == 0) {
            return new Tail(0, "");
        }
        long start = lastNewline(channel, end - 1) + 1;
        ByteBuffer line = ByteBuffer.allocate(Math.toIntExact(end - 1 - start));
        while (line.hasRemaining() && channel.read(line, start + line.position()) >= 0) {
            // positional reads until the line is whole
        }
        return new Tail(end, new String(line.array(), StandardCharsets.UTF_8));
    }

    /** Whether the record's first line carries a chain value: an older record has none, and is appended to without. */
    static boolean firstLineChained(FileChannel channel) throws IOException {
        ByteBuffer chunk = ByteBuffer.allocate(CHUNK);
        for (long from = 0; channel.read(chunk.clear(), from) > 0; from += chunk.position()) {
            for (int i = 0; i < chunk.position(); i++) {
                if (chunk.get(i) == '\n' || chunk.get(i) == KeyLogChain.SEPARATOR) {
                    return chunk.get(i) == KeyLogChain.SEPARATOR;
                }
            }
        }
        return false;
    }

    /** How many lines end before {@code end}: a resumed record's count goes on from it. */
    static int lines(FileChannel channel, long end) throws IOException {
        if (end <= 0) {
            return 0;
        }
        ByteBuffer chunk = ByteBuffer.allocate(chunkFor(end));
        int lines = 0;
        for (long from = 0; from < end && channel.read(chunk.clear(), from) > 0; from += chunk.position()) {
            int upTo = (int) Math.min(chunk.position(), end - from);
            for (int i = 0; i < upTo; i++) {
                if (chunk.get(i) == '\n') {
                    lines++;
                }
            }
        }
        return lines;
    }

    /**
     * A buffer for reading {@code bytes} of a record, no bigger than they need: a fresh record,
     * opened at every station's first connection, was 16 KB of garbage for nothing to read.
     */
    private static int chunkFor(long bytes) {
        return (int) Math.min(CHUNK, bytes);
    }

    /** Where the last newline before {@code before} is, or -1 if there is none. */
    private static long lastNewline(FileChannel channel, long before) throws IOException {
        if (before <= 0) {
            return -1;
        }
        ByteBuffer chunk = ByteBuffer.allocate(chunkFor(before));
        for (long to = before; to > 0; to -= chunk.capacity()) {
            long from = Math.max(0, to - chunk.capacity());
            chunk.clear().limit(Math.toIntExact(to - from));
            while (chunk.hasRemaining() && channel.read(chunk, from + chunk.position()) >= 0) {
                // positional reads until the chunk is whole
            }
            for (int i = chunk.position() - 1; i >= 0; i--) {
                if (chunk.get(i) == '\n') {
                    return from + i;
                }
            }
        }
        return -1;
    }
}
