package parlor.transcripts.keylog;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.text.BoundedLines;
import parlor.transcripts.text.Skipped;

/** Reads a keystroke log, keeping every good line and reporting every bad one, and checks its chain. */
public final class KeyLogReader {

    /**
     * What a log held.
     *
     * @param trusted how many of {@code lines} come before the first line that breaks the chain (all of them if none does)
     */
    public record Result(List<KeyLogLine> lines, List<Skipped> skipped, ChainVerdict chain, int trusted) {

        public Result(List<KeyLogLine> lines, List<Skipped> skipped) {
            this(lines, skipped, new ChainVerdict.None(), lines.size());
        }

        /** The lines the relay is known to have written: those before the first that breaks the chain. */
        public List<KeyLogLine> trustedLines() {
            return lines.subList(0, trusted);
        }
    }

    private KeyLogReader() {}

    /** Reads with no key known: a keyed chain is read, not checked. */
    public static Result read(Reader source, String fileName) throws IOException {
        return read(source, fileName, Optional.empty());
    }

    /** A log already read whole (as {@link parlor.transcripts.read.Records} reads a record), with no key known. */
    public static Result read(String text, String fileName) throws IOException {
        return read(new BoundedLines(text), fileName, Optional.empty());
    }

    /** Reads, checking the chain under {@code recordKey} (see {@link KeyLogChain#recordKey}). */
    public static Result read(Reader source, String fileName, Optional<byte[]> recordKey) throws IOException {
        return read(new BoundedLines(source), fileName, recordKey);
    }

    private static Result read(BoundedLines reader, String fileName, Optional<byte[]> recordKey) throws IOException {
        List<KeyLogLine> lines = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        ChainVerifier chain = new ChainVerifier(recordKey);
        int trusted = -1;
        for (BoundedLines.Line line = reader.next(); line != null; line = reader.next()) {
            KeyLogChain.Sealed sealed = KeyLogChain.split(line.text());
            if (!chain.take(line.number(), sealed) && trusted < 0) {
                trusted = lines.size();
            }
            String text = sealed.text();
            if (line.cut()) {
                skipped.add(Skipped.tooLong(fileName, line));
            } else if (!text.isBlank()) {
                try {
                    lines.add(KeyLogLine.parse(text));
                } catch (IllegalArgumentException e) {
                    skipped.add(new Skipped(fileName, line.number(), e.getMessage(), Skipped.abbreviate(text)));
                }
            }
        }
        return new Result(
                List.copyOf(lines), List.copyOf(skipped), chain.verdict(), trusted < 0 ? lines.size() : trusted);
    }
}
