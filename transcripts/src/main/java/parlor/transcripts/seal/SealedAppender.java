package parlor.transcripts.seal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import parlor.transcripts.files.OwnerOnly;
import parlor.transcripts.keylog.KeyLogChain;

/**
 * Appends JSON lines to a file, each sealed ({@link SealedJson}) and forced to disk before
 * {@link #append} returns. A file already there is gone on with from its last whole line (a torn
 * one, a write the relay was killed in, is cut off); one written before lines were sealed is
 * appended to as it is, unsealed. Thread-safe.
 */
public final class SealedAppender implements AutoCloseable {

    private final Path file;
    private final FileChannel channel;
    /** Null for a file written before lines were sealed. */
    private final KeyLogChain chain;

    private Extent extent;

    private SealedAppender(Path file, Optional<byte[]> recordKey, boolean fresh) throws IOException {
        this.file = file;
        String existing = "";
        if (!fresh) {
            try (FileChannel ends = OwnerOnly.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                existing = wholeLines(ends);
            }
        }
        this.channel = fresh
                ? OwnerOnly.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)
                : OwnerOnly.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        int lines = (int) existing.chars().filter(c -> c == '\n').count();
        boolean sealed = existing.isEmpty()
                || SealedJson.split(existing.substring(0, existing.indexOf('\n')))
                        .value()
                        .isPresent();
        this.chain = sealed ? KeyLogChain.of(recordKey) : null;
        String lastLine = lines == 0 ? "" : existing.substring(existing.lastIndexOf('\n', existing.length() - 2) + 1);
        this.extent =
                new Extent(lines, SealedJson.split(lastLine.strip()).value().orElse(""));
    }

    /** A new file; one already there is refused (never overwritten). */
    public static SealedAppender create(Path file, Optional<byte[]> recordKey) {
        try {
            return new SealedAppender(file, recordKey, true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file + ": " + e.getMessage(), e);
        }
    }

    /** The file as it stands, to go on with; created if missing. */
    public static SealedAppender open(Path file, Optional<byte[]> recordKey) {
        try {
            return new SealedAppender(file, recordKey, !Files.exists(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + file + ": " + e.getMessage(), e);
        }
    }

    public Path file() {
        return file;
    }

    public synchronized Extent extent() {
        return extent;
    }

    /** Writes {@code json} (one object) sealed, forces it to disk, and says where the file now stands. */
    public synchronized Extent append(String json) {
        String value = chain == null ? "" : chain.next(extent.last(), json.getBytes(StandardCharsets.UTF_8));
        String line = chain == null ? json : SealedJson.seal(json, value);
        ByteBuffer bytes = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
        long before = -1;
        try {
            before = channel.size();
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(false);
        } catch (IOException e) {
            cutBack(before);
            throw new UncheckedIOException("cannot write to " + file + ": " + e.getMessage(), e);
        }
        extent = new Extent(extent.lines() + 1, value);
        return extent;
    }

    /** A line not written whole is taken out again, so that writing it again leaves no torn line. */
    private void cutBack(long before) {
        if (before >= 0) {
            try {
                channel.truncate(before);
            } catch (IOException ignored) {
                // the torn part is cut when the file is next opened
            }
        }
    }

    /** The file's whole lines; a torn last line is cut off the file. */
    private static String wholeLines(FileChannel channel) throws IOException {
        ByteBuffer all = ByteBuffer.allocate(Math.toIntExact(channel.size()));
        while (all.hasRemaining() && channel.read(all, all.position()) >= 0) {
            // positional reads until the file is read
        }
        byte[] bytes = all.array();
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        if (end < bytes.length) {
            channel.truncate(end);
        }
        return new String(bytes, 0, end, StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void close() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + file, e);
        }
    }
}
