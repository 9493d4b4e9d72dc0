package parlor.transcripts.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogTo96;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.TranscriptHeader;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;

/**
 * Real inputs for the fuzzers to damage: files Parlor's own writers make, the golden files, and
 * (read in place, never copied) the 2012 corpus beside the checkout.
 */
public final class Seeds {

    /** Separates the keystroke log from its transcript in a folder-check input. */
    public static final String FILE_BREAK = "\n\u0000--next file--\u0000\n";

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
    private static final int CORPUS_PIECE = 24 * 1024;

    private Seeds() {}

    /** Keystroke logs as the relay writes them: a judge typing, replies, a failure, a reconnect. */
    public static List<byte[]> keyLogs() {
        return List.of(
                lines(keyLog("Hello?\r\r", true)),
                lines(keyLog("Hi there\r\rwho are you?\r\r@@04\r\rX\bY\r\r", true)),
                lines(keyLog("Still here\r", false)));
    }

    /** A keystroke log and the 1996 transcript rebuilt from it, joined by {@link #FILE_BREAK}. */
    public static List<byte[]> conversationFolders() {
        List<byte[]> pairs = new ArrayList<>();
        for (String typed : List.of("Hello?\r\r", "Hi there\r\rwho are you?\r\r")) {
            List<KeyLogLine> log = keyLog(typed, true);
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            KeyLogTo96.write(log, "LP26-01", text);
            pairs.add(join(lines(log), FILE_BREAK.getBytes(StandardCharsets.UTF_8), text.toByteArray()));
        }
        return pairs;
    }

    /** 1996 transcripts: the golden files, and one rebuilt from a keystroke log. */
    public static List<byte[]> transcripts96() {
        ByteArrayOutputStream rebuilt = new ByteArrayOutputStream();
        KeyLogTo96.write(keyLog("Hi there\r\r@@07\r\rwho are you?\r\r", true), "LP26-02", rebuilt);
        return List.of(
                resource("/golden/LP96-01.TXT"),
                resource("/golden/2012-13-50-14-left.TXT"),
                resource("/golden/2012-13-50-14-right.TXT"),
                rebuilt.toByteArray());
    }

    /**
     * LPP keystroke logs: the 2012 corpus where it is beside the checkout (whole small files and
     * the first {@value #CORPUS_PIECE} bytes of big ones, to keep each input quick), else a 2012-shaped log.
     */
    public static List<byte[]> lppLogs() {
        List<byte[]> logs = new ArrayList<>();
        corpus().ifPresent(folder -> {
            try (Stream<Path> files = Files.list(folder)) {
                files.sorted()
                        .forEach(file -> logs.add(Arrays.copyOf(read(file), (int) Math.min(CORPUS_PIECE, size(file)))));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        logs.add(
                ("Loebner Prize 2012 15 May  Bletchley Park UK\r\nTranscripts of judge 1 program p round 2\r\nLeft =program \r\n"
                                + "J1 013370864100423017 judge left H\r\nJ1 013370864100670958 judge left i\r\nJ1 013370864120091159 judge left Return\r\n"
                                + "J1 013370864130117800 p left quoteright\r\nJ1 013370864130229698 p right space\r\nJ2 1337086413 1337086414 judge right CR\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
        return logs;
    }

    /** 2017-18 round logs in the protocol's shape, with and without times and rounds. */
    public static List<byte[]> roundLogs() {
        return List.of(utf8("""
            {"id":"judge0","secret":"","content":"Hello, who are you?","to":"ai0"}
            {"id":"ai0","secret":"","content":"I am Bob.\\nAnd you? \\u00e9","to":"judge0"}
            {"id":"judge0","secret":"","content":"Hello?","to":"conf0","round":"2"}
            """), utf8("""
            {"id":"judge1","content":"hi","to":"ai1","time":"2018-09-15T10:00:00Z","round":1}
            {"id":"ai1","content":"hello \\"you\\"","to":"judge1","timestamp":"1537005601000","extra":{"a":[1,"}"]}}
            """));
    }

    /** Verdict logs: a contest header with its round plan, then a verdict of every form. */
    public static List<byte[]> verdictLogs() {
        List<HiddenEntity> entities =
                List.of(new HiddenEntity("E1", "Entry one", false), new HiddenEntity("C1", "Joan", true));
        ContestHeader header = new ContestHeader(
                "Fuzz \"cup\"",
                RuleSet.LOEBNER_2009,
                entities,
                List.of(1, 4),
                List.of(new PlannedRound(1, List.of(new PlannedRound.Seat(1, "T1", List.of("E1", "C1"))))));
        List<Verdict> forms = List.of(
                new Verdict.Humanness("E1", 7),
                new Verdict.Rating("E1", new BigDecimal("3.25")),
                new Verdict.Split("E1", 40, "C1", 60),
                new Verdict.Pick("C1", "E1", "E1"),
                new Verdict.Rank("E1", 4),
                new Verdict.Candidate("E1", true, 2));
        StringBuilder log = new StringBuilder(header.toJson()).append('\n');
        forms.forEach(
                v -> log.append(new VerdictEntry(T0, 1, 4, "T\"4", v).toJson()).append('\n'));
        return List.of(utf8(log.toString()));
    }

    /** Every seed of every format, for readers that must tell formats apart. */
    public static List<byte[]> allRecords() {
        return Stream.of(keyLogs(), transcripts96(), lppLogs(), roundLogs(), verdictLogs())
                .flatMap(List::stream)
                .toList();
    }

    /** The 2012 corpus beside the checkout, looked for from the working folder up. */
    public static Optional<Path> corpus() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path corpus = dir.resolve("shared/corpus/loebner-2012");
            if (Files.isDirectory(corpus)) {
                return Optional.of(corpus);
            }
        }
        return Optional.empty();
    }

    /** A keystroke log: the judge types, and (if asked) the entity answers each message. */
    static List<KeyLogLine> keyLog(String typed, boolean answered) {
        List<KeyLogLine> log = new ArrayList<>();
        log.add(line(
                0,
                "relay",
                KeyLogLine.What.BEGIN,
                new BeginFacts(new TranscriptHeader("(c)2026 Test", "Eliza", "Debian", T0), ZoneId.of("UTC"))
                        .payload()));
        log.add(line(0, "relay", KeyLogLine.What.LINK, "s1"));
        int second = 0;
        for (Key key : Key.typing(typed)) {
            log.add(line(++second, "judge", KeyLogLine.What.KEY, key.name() + " " + second));
            if (answered && key.isReturn() && log.get(log.size() - 2).keyName().equals(key.name())) {
                log.add(line(++second, "E1", KeyLogLine.What.SAY, "Hi.\tWhat \\ now?"));
                log.add(line(second, "E1", KeyLogLine.What.END, ""));
            }
        }
        if (!answered) {
            log.add(line(++second, "E1", KeyLogLine.What.DOWN, "entry stopped"));
        }
        log.add(line(++second, "relay", KeyLogLine.What.CLOSE, ""));
        return log;
    }

    private static KeyLogLine line(int second, String who, KeyLogLine.What what, String payload) {
        return new KeyLogLine(T0.plusSeconds(second), "T1", -1, "-", who, what, payload);
    }

    private static byte[] lines(List<KeyLogLine> log) {
        return utf8(String.join("\n", log.stream().map(KeyLogLine::format).toList()) + "\n");
    }

    private static byte[] resource(String name) {
        try (InputStream in = Seeds.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no test resource " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] join(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
