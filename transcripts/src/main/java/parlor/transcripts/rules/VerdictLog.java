package parlor.transcripts.rules;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import parlor.transcripts.json.FlatJson;
import parlor.transcripts.seal.Extent;
import parlor.transcripts.seal.SealedAppender;
import parlor.transcripts.seal.SealedJson;
import parlor.transcripts.text.BoundedLines;
import parlor.transcripts.text.Skipped;

/**
 * {@code verdicts.jsonl} in a contest's transcripts folder: a contest header line, then one line
 * per verdict, each sealed with its chain value ({@link SealedJson}) and forced to disk before the
 * judge is told it is recorded. Reading keeps every
 * good line and reports every bad one (see {@code docs/verdicts.md}).
 */
public final class VerdictLog {

    public static final String FILE_NAME = "verdicts.jsonl";
    /** What the decoder puts for bytes that are not UTF-8; JSON text written here escapes it, so a raw one is damage. */
    private static final char DAMAGED = '\uFFFD';

    /**
     * What a log held: its header (none if line 1 is not one), the verdicts, the lines that could not be used,
     * (2006) what the relay saw of each conversation's opening assertion, and the entries disqualified.
     */
    public record Contents(
            Optional<ContestHeader> contest,
            List<VerdictEntry> verdicts,
            List<Skipped> skipped,
            List<OpeningCheck> openings,
            List<Disqualification> disqualifications) {

        /** A log without disqualifications. */
        public Contents(
                Optional<ContestHeader> contest,
                List<VerdictEntry> verdicts,
                List<Skipped> skipped,
                List<OpeningCheck> openings) {
            this(contest, verdicts, skipped, openings, List.of());
        }
    }

    private VerdictLog() {}

    /** Starts the folder's log with its header line, under a plain hash chain (a contest with no key). */
    public static Writer start(Path folder, ContestHeader header) {
        return start(folder, header, Optional.empty());
    }

    /**
     * Starts the folder's log with its header line, each line sealed under {@code recordKey} as the
     * records are. A log already there is never overwritten: {@link #reopen} it.
     */
    public static Writer start(Path folder, ContestHeader header, Optional<byte[]> recordKey) {
        Path file = folder.resolve(FILE_NAME);
        if (Files.exists(file)) {
            throw new IllegalStateException(
                    file + " already exists: reopen it to add verdicts, or move it away to start afresh");
        }
        Writer writer = new Writer(SealedAppender.create(file, recordKey));
        writer.appendLine(header.toJson());
        // the new file's name must survive a power cut as well as its first line
        try (FileChannel directory = FileChannel.open(folder, StandardOpenOption.READ)) {
            directory.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // not every file system lets a directory be forced; the line itself is on disk
        }
        return writer;
    }

    /** Adds to an existing log, as a restarted relay must, under a plain hash chain. */
    public static Writer reopen(Path folder) {
        return reopen(folder, Optional.empty());
    }

    /** Adds to an existing log, as a restarted relay must, going on with its chain. */
    public static Writer reopen(Path folder, Optional<byte[]> recordKey) {
        Path file = folder.resolve(FILE_NAME);
        if (!Files.exists(file)) {
            throw new IllegalStateException(file + " does not exist: start it with the contest header");
        }
        return new Writer(SealedAppender.open(file, recordKey));
    }

    /** A byte that is not UTF-8 costs its line, not the log: it reads as U+FFFD, and that line is reported. */
    public static Contents read(Path file) throws IOException {
        try (Reader reader = new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8)) {
            return read(reader, file.getFileName().toString());
        }
    }

    public static Contents read(Reader source, String fileName) throws IOException {
        BoundedLines reader = new BoundedLines(source);
        Optional<ContestHeader> contest = Optional.empty();
        List<VerdictEntry> verdicts = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        List<OpeningCheck> openings = new ArrayList<>();
        List<Disqualification> disqualifications = new ArrayList<>();
        boolean first = true;
        for (BoundedLines.Line next = reader.next(); next != null; next = reader.next()) {
            int number = next.number();
            String line = SealedJson.split(next.text()).text();
            if (next.cut()) {
                skipped.add(Skipped.tooLong(fileName, next));
                first = false;
                continue;
            }
            if (line.isBlank()) {
                continue;
            }
            try {
                if (line.indexOf(DAMAGED) >= 0) {
                    throw new IllegalArgumentException("damaged bytes (not UTF-8 text)");
                }
                Map<String, String> fields = FlatJson.parse(line.strip());
                if (first) {
                    contest = Optional.of(header(fields, fileName, number, skipped));
                } else if ("contest".equals(fields.get("type"))) {
                    throw new IllegalArgumentException("a second contest header");
                } else if ("opening".equals(fields.get("type"))) {
                    openings.add(OpeningCheck.fromJson(fields));
                } else if ("disqualification".equals(fields.get("type"))) {
                    disqualifications.add(Disqualification.fromJson(fields));
                } else {
                    verdicts.add(VerdictEntry.fromJson(fields));
                }
            } catch (IllegalArgumentException e) {
                skipped.add(new Skipped(
                        fileName,
                        number,
                        (first ? "line 1 must be the contest header: " : "") + e.getMessage(),
                        Skipped.abbreviate(line)));
            }
            first = false;
        }
        return new Contents(
                contest,
                List.copyOf(verdicts),
                List.copyOf(skipped),
                List.copyOf(openings),
                List.copyOf(disqualifications));
    }

    /** A header whose round plan or times are unreadable still names the contest: keep it without them, and say so. */
    private static ContestHeader header(
            Map<String, String> fields, String fileName, int number, List<Skipped> skipped) {
        return ContestHeader.fromJson(
                fields,
                (part, problem) ->
                        skipped.add(new Skipped(fileName, number, part + " was ignored: " + problem.getMessage(), "")));
    }

    /** Appends lines, each sealed, written whole and forced to disk before {@link #append} returns. */
    public static final class Writer implements AutoCloseable {

        private final SealedAppender out;
        /** Told where the log stands after each line: the relay's manifest keeps it. */
        private volatile Consumer<Extent> appended = extent -> {};

        private Writer(SealedAppender out) {
            this.out = out;
        }

        public Path file() {
            return out.file();
        }

        /** Where the log stands: its line count and the last line's chain value. */
        public Extent extent() {
            return out.extent();
        }

        /** {@code listener} is told where the log stands after each line from now on. */
        public void onAppended(Consumer<Extent> listener) {
            this.appended = listener;
        }

        public void append(VerdictEntry entry) {
            appendLine(entry.toJson());
        }

        public void append(OpeningCheck check) {
            appendLine(check.toJson());
        }

        public void append(Disqualification disqualification) {
            appendLine(disqualification.toJson());
        }

        private void appendLine(String json) {
            appended.accept(out.append(json));
        }

        @Override
        public void close() {
            out.close();
        }
    }
}
