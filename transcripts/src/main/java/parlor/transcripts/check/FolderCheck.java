package parlor.transcripts.check;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import parlor.transcripts.keylog.ChainVerdict;
import parlor.transcripts.keylog.KeyLogChain;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keylog.KeyLogReplay;
import parlor.transcripts.keylog.KeyLogTo96;

/**
 * Checks a contest's transcript folder after the contest: every conversation has its keystroke
 * log and its 1996 transcript, the two agree, and any conversation the relay did not close (it was
 * stopped or killed) is named with how it stood. A closed one ended normally: how it ended is said.
 * Where the relay kept a manifest, the day is checked as a whole against it ({@link SealCheck}).
 */
public final class FolderCheck {

    /** The verdict on one conversation. */
    public enum State {
        /** Complete (closed by the relay, or at rest), and the transcript is what the keystroke log says. */
        OK,
        /** The record stops mid-conversation and the relay never closed it (it was stopped or killed); what there is agrees. */
        INTERRUPTED,
        /** Complete and consistent, but its chain could not be checked: keyed, and no key was given (or, with a key, it has none). */
        UNVERIFIED,
        /** Something is missing, damaged or disagrees, or a line is not as the relay wrote it. */
        PROBLEM
    }

    /** One conversation's finding, with a sentence for the organiser. */
    public record Finding(Path conversation, State state, String detail) {
        @Override
        public String toString() {
            return String.format("%-11s %s: %s", state, conversation, detail);
        }
    }

    private FolderCheck() {}

    /**
     * Whether any of the day's files is chained under a contest key ({@code k}): the verdict log, the
     * manifest, or a record. Such a day cannot have been written by hand, so a change to it is an alteration.
     */
    public static boolean keyed(Path folder) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(p -> p.getFileName().toString().matches("LP\\d\\d-\\d+\\.keys|[a-z]+\\.jsonl"))
                    .toList();
        }
        for (Path file : files) {
            String first;
            try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {
                first = lines.findFirst().orElse("");
            } catch (java.io.UncheckedIOException e) {
                continue; // not UTF-8: check names it
            }
            Optional<String> value = file.toString().endsWith(".keys")
                    ? KeyLogChain.split(first).value()
                    : parlor.transcripts.seal.SealedJson.split(first).value();
            if (value.filter(v -> v.startsWith("k")).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /** A finding on the day's own files (the verdict log, the manifest) rather than on a conversation. */
    public static boolean isDayFile(Finding finding) {
        return finding.conversation().getNameCount() == 1
                && finding.conversation().toString().endsWith(".jsonl");
    }

    public static List<Finding> check(Path folder) throws IOException {
        return check(folder, Optional.empty());
    }

    /** Checks each record's chain under the record key ({@link KeyLogChain#recordKey}), or as far as it can with none. */
    public static List<Finding> check(Path folder, Optional<byte[]> recordKey) throws IOException {
        List<Path> records;
        try (Stream<Path> walk = Files.walk(folder)) {
            records = walk.filter(p -> p.getFileName().toString().matches("LP\\d\\d-\\d+\\.(TXT|keys)"))
                    .map(p -> p.resolveSibling(p.getFileName().toString().replaceFirst("\\.(TXT|keys)$", "")))
                    .distinct()
                    .sorted()
                    .toList();
        }
        List<Finding> findings = new ArrayList<>();
        for (Path stem : records) {
            findings.add(checkOne(folder.relativize(stem), stem, recordKey));
        }
        return SealCheck.check(folder, recordKey, findings);
    }

    /** A conversation whose records are not UTF-8 is damaged: a problem, and the next conversation is checked. */
    private static Finding checkOne(Path name, Path stem, Optional<byte[]> recordKey) throws IOException {
        try {
            return checkRecords(name, stem, recordKey);
        } catch (DamagedBytes e) {
            return new Finding(name, State.PROBLEM, e.getMessage());
        }
    }

    private static Finding checkRecords(Path name, Path stem, Optional<byte[]> recordKey)
            throws IOException, DamagedBytes {
        Path keys = stem.resolveSibling(stem.getFileName() + ".keys");
        Path text = stem.resolveSibling(stem.getFileName() + ".TXT");
        if (!Files.exists(keys)) {
            return new Finding(name, State.PROBLEM, "no keystroke log beside the transcript");
        }
        KeyLogReader.Result log = KeyLogReader.read(
                new StringReader(utf8(keys)), keys.getFileName().toString(), recordKey);
        if (!log.skipped().isEmpty()) {
            return new Finding(
                    name,
                    State.PROBLEM,
                    log.skipped().size() + " damaged line(s) in the keystroke log, first: "
                            + log.skipped().get(0));
        }
        if (log.chain() instanceof ChainVerdict.Broken broken) {
            return new Finding(name, State.PROBLEM, keys.getFileName() + " " + broken.words());
        }
        if (!Files.exists(text)) {
            return new Finding(
                    name,
                    State.PROBLEM,
                    "no 1996 transcript beside the keystroke log (rebuild it with convert --to 1996)");
        }
        KeyLogReplay replay;
        try {
            replay = new KeyLogReplay(log.lines(), keys.toString());
        } catch (IllegalArgumentException e) {
            return new Finding(name, State.PROBLEM, e.getMessage());
        }
        ByteArrayOutputStream rebuilt = new ByteArrayOutputStream();
        KeyLogTo96.write(replay, log.lines(), text.toString(), rebuilt);
        String expected = rebuilt.toString(StandardCharsets.UTF_8);
        String actual = utf8(text);
        long keyCount = log.lines().stream()
                .filter(l -> l.what() == KeyLogLine.What.KEY)
                .count();
        String size = keyCount + " keys, " + (expected.lines().count() - 3) + " transcript lines";
        Difference difference = difference(log.lines(), text, expected, actual);
        if (difference.problem().isPresent()) {
            return new Finding(name, State.PROBLEM, difference.problem().get());
        }
        Finding found = verdict(name, replay, log.lines(), size, difference.shortBy());
        return chained(
                new Finding(found.conversation(), found.state(), found.detail() + difference.note()),
                log.chain(),
                recordKey.isPresent());
    }

    /**
     * How a transcript differs from the one its keystrokes give: a problem; short by what a kill cut ({@code shortBy},
     * an interruption, or a problem in a closed record); or a note on a difference that is none.
     */
    private record Difference(Optional<String> problem, String shortBy, String note) {
        static final Difference NONE = new Difference(Optional.empty(), "", "");

        static Difference problem(String problem) {
            return new Difference(Optional.of(problem), "", "");
        }
    }

    private static Difference difference(List<KeyLogLine> log, Path text, String expected, String actual) {
        if (expected.equals(actual)) {
            return Difference.NONE;
        }
        if (asTyped(log, text).equals(actual)) {
            return new Difference(
                    Optional.empty(),
                    "",
                    "; lines typed ahead are stamped when typed, after the reply they followed, as a"
                            + " relay before issue 41 wrote them (convert --to 1996 stamps them when they took effect)");
        }
        long missing = expected.lines().count() - actual.lines().count();
        if (missing <= 0 || !expected.startsWith(actual)) {
            return Difference.problem(disagreement(expected, actual));
        }
        Optional<String> cut = cutBeforeLastLine(log, text, actual);
        if (cut.isPresent()) {
            return Difference.problem(cut.get());
        }
        // the relay records a key before it writes the line the key finished: a kill in between leaves the text short
        return new Difference(
                Optional.empty(),
                "; the transcript lacks its last " + missing
                        + " line(s), which the keystroke log has (rebuild with convert --to 1996)",
                "");
    }

    /** The transcript as relays wrote it until a line typed ahead was stamped when it took effect. */
    private static String asTyped(List<KeyLogLine> log, Path text) {
        ByteArrayOutputStream rebuilt = new ByteArrayOutputStream();
        KeyLogTo96.writeAsTyped(log, text.toString(), rebuilt);
        return rebuilt.toString(StandardCharsets.UTF_8);
    }

    /** A finding that is no problem says what the chain could not vouch for: no chain at all, or no key to check it with. */
    private static Finding chained(Finding finding, ChainVerdict chain, boolean keyGiven) {
        if (finding.state() == State.PROBLEM) {
            return finding;
        }
        return switch (chain) {
            case ChainVerdict.Verified ignored -> finding;
            case ChainVerdict.Broken ignored -> finding;
            case ChainVerdict.None none ->
                keyGiven
                        ? new Finding(finding.conversation(), State.UNVERIFIED, finding.detail() + "; " + none.words())
                        : new Finding(finding.conversation(), finding.state(), finding.detail() + "; " + none.words());
            case ChainVerdict.Unverifiable unverifiable ->
                new Finding(finding.conversation(), State.UNVERIFIED, finding.detail() + "; " + unverifiable.words());
        };
    }

    /**
     * The relay writes a keystroke-log line before the transcript lines it makes, so a kill leaves
     * the transcript short only by what the log's last line made: lines missing from before it were removed.
     */
    private static Optional<String> cutBeforeLastLine(List<KeyLogLine> lines, Path text, String actual) {
        if (lines.size() < 2 || lines.getLast().what() == KeyLogLine.What.CLOSE) {
            return Optional.empty(); // a closed record may be short by nothing: said as such in its verdict
        }
        ByteArrayOutputStream before = new ByteArrayOutputStream();
        KeyLogTo96.write(lines.subList(0, lines.size() - 1), text.toString(), before);
        long had = before.toString(StandardCharsets.UTF_8).lines().count();
        long has = actual.lines().count();
        return has >= had
                ? Optional.empty()
                : Optional.of(
                        text.getFileName() + ":" + (has + 1)
                                + ": the transcript stops short of lines the relay wrote before the keystroke log's last line: lines were removed");
    }

    /** A record the relay closed ended, however it stood; one it did not close was cut short unless it stops at rest. */
    private static Finding verdict(
            Path name, KeyLogReplay replay, List<KeyLogLine> lines, String size, String shortBy) {
        boolean atDesk = name.getParent() != null
                && name.getParent().getFileName().toString().startsWith(".desk-");
        Optional<Ending> ending = Ending.of(lines, replay.standing(), atDesk);
        if (ending.isPresent()) {
            // the relay writes a transcript line before the close that follows it: a closed record with a short
            // transcript was altered
            return shortBy.isEmpty()
                    ? new Finding(name, State.OK, ending.get().words() + "; " + size)
                    : new Finding(
                            name,
                            State.PROBLEM,
                            "the record was closed (" + ending.get().words() + ")" + shortBy + "; " + size);
        }
        return replay.interruption()
                .map(how -> new Finding(
                        name, State.INTERRUPTED, "record ends mid-conversation: " + how + "; " + size + shortBy))
                .orElse(
                        shortBy.isEmpty()
                                ? new Finding(name, State.OK, size)
                                : new Finding(
                                        name,
                                        State.INTERRUPTED,
                                        "record ends mid-conversation" + shortBy + "; " + size));
    }

    /** The file's text; a byte that is not UTF-8 is damage, named with its line. */
    private static String utf8(Path file) throws IOException, DamagedBytes {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        // UTF-8 never gives more chars than it has bytes, so the output cannot overflow
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            long line = 1
                    + IntStream.range(0, in.position())
                            .filter(i -> bytes[i] == '\n')
                            .count();
            throw new DamagedBytes(file.getFileName() + ":" + line + ": damaged bytes (not UTF-8 text)");
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    private static final class DamagedBytes extends Exception {
        DamagedBytes(String message) {
            super(message);
        }
    }

    private static String disagreement(String expected, String actual) {
        List<String> want = expected.lines().toList();
        List<String> have = actual.lines().toList();
        for (int i = 0; i < Math.max(want.size(), have.size()); i++) {
            String w = i < want.size() ? want.get(i) : "(nothing)";
            String h = i < have.size() ? have.get(i) : "(nothing)";
            if (!w.equals(h)) {
                return "transcript and keystroke log disagree at line " + (i + 1) + ": transcript has '" + h
                        + "', keystrokes give '" + w + "'";
            }
        }
        return "transcript and keystroke log differ in line endings";
    }
}
