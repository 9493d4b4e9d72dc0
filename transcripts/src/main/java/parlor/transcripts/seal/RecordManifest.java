package parlor.transcripts.seal;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code manifest.jsonl}, which the relay keeps beside the records: every record it opens, with its
 * place, and how far each had come when it closed or the relay stopped; where the verdict log stands
 * after each verdict. Sealed line by line as the records are, so {@code check} can tell a record cut
 * back, deleted, added, moved or swapped. Writing it never stops a conversation: a line the disk
 * will not take waits, in order, and goes with the next (the operator told once).
 */
public final class RecordManifest implements AutoCloseable {

    public static final String FILE_NAME = "manifest.jsonl";

    /** For a relay with nowhere to keep one (a single conversation in a test): records nothing. */
    public static final RecordManifest NONE = new RecordManifest(null, null, Clock.systemUTC(), trouble -> {});

    private final Path folder;
    private final SealedAppender out;
    private final Clock clock;
    private final Consumer<String> trouble;
    private final ArrayDeque<String> waiting = new ArrayDeque<>();
    private boolean failing;
    /** After the relay's stop nothing more is noted: a straggler's line is left off, never written to a closed file. */
    private boolean closed;

    private RecordManifest(Path folder, SealedAppender out, Clock clock, Consumer<String> trouble) {
        this.folder = folder;
        this.out = out;
        this.clock = clock;
        this.trouble = trouble;
    }

    /** The folder's manifest, gone on with if there is one; {@code trouble} hears of a line the disk would not take. */
    public static RecordManifest open(Path folder, Optional<byte[]> recordKey, Clock clock, Consumer<String> trouble) {
        RecordManifest manifest =
                new RecordManifest(folder, SealedAppender.open(folder.resolve(FILE_NAME), recordKey), clock, trouble);
        manifest.write(new ManifestEntry.Started(clock.instant()));
        return manifest;
    }

    /** A record begun at {@code file}: its first line is on disk. */
    public void opened(Path file, String entity, String terminal, String phase, int judge) {
        write(new ManifestEntry.Opened(clock.instant(), name(file), entity, terminal, phase, judge));
    }

    /** A record closed: its close line is its last, at {@code extent}. */
    public void closed(Path file, Extent extent) {
        write(new ManifestEntry.Closed(clock.instant(), name(file), extent));
    }

    /** A record left open as the relay stops, at {@code extent}. */
    public void held(Path file, Extent extent) {
        write(new ManifestEntry.Held(clock.instant(), name(file), extent));
    }

    /** Where the verdict log stands after a line. */
    public void verdicts(Extent extent) {
        write(new ManifestEntry.Verdicts(clock.instant(), extent));
    }

    /** Writes what waits for the disk, if it takes it now (the relay's tick). */
    public synchronized void retry() {
        if (!waiting.isEmpty() && !closed) {
            flush();
        }
    }

    /** The relay stops: the last line says so. */
    @Override
    public synchronized void close() {
        if (out != null && !closed) {
            write(new ManifestEntry.Stopped(clock.instant()));
            closed = true;
            out.close();
        }
    }

    private String name(Path file) {
        return (folder == null ? file : folder.relativize(file)).toString().replace('\\', '/');
    }

    private synchronized void write(ManifestEntry entry) {
        // a record's end left off after the stop reads as one the relay was stopped in: check says no more than that
        if (out != null && !closed) {
            waiting.add(entry.toJson());
            flush();
        }
    }

    private void flush() {
        try {
            while (!waiting.isEmpty()) {
                out.append(waiting.peek());
                waiting.poll();
            }
            failing = false;
        } catch (UncheckedIOException e) {
            if (!failing) {
                failing = true;
                trouble.accept(e.getMessage() + " (" + waiting.size() + " manifest line(s) wait to be written)");
            }
        }
    }
}
