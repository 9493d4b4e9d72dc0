package parlor.transcripts.testing;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import parlor.transcripts.check.FolderCheck;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.json.FlatJson;
import parlor.transcripts.json.RoundLogReader;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.lp96.Lp96Reader;
import parlor.transcripts.lpp.LppConversations;
import parlor.transcripts.lpp.LppLog;
import parlor.transcripts.lpp.LppLogReader;
import parlor.transcripts.read.Records;
import parlor.transcripts.rules.VerdictLog;
import parlor.transcripts.text.Skipped;

/**
 * The transcripts module's readers under fuzz, each with the outcome its contract allows: a result
 * whose skipped lines say where (a line number from 1), or for {@link Records} and {@link FlatJson}
 * a refusal in words that say where; never any other exception.
 */
public final class ReaderSubjects {

    /** Long enough to pass every reader's line limit. */
    public static final int LONGEST_LINE = 3 << 20;

    private static final List<String> RECORD_WORDS = List.of(
            " begin ",
            " key ",
            " say ",
            " end ",
            " down ",
            " link ",
            " close ",
            "\\x",
            "\\",
            "\t",
            "J1 ",
            " 0133708641004230171 ",
            " left ",
            " right ",
            "***JUDGE04***",
            "PROGRAM[23:59:59]",
            "JUDGE01[00:00:00]",
            "Start at: [2026/02/30 25:61:61]",
            "[",
            "]",
            "{",
            "}",
            "\"",
            "\\u",
            "\\u00",
            ":",
            ",",
            "\"id\":",
            "\"to\":",
            "\"time\":",
            "\"rounds\":[",
            "\"type\":\"contest\"",
            "\"type\":\"verdict\"",
            "99999999999999999999",
            "-1",
            "zone=",
            "start=",
            "2026-11-22T10:00:00Z");

    private ReaderSubjects() {}

    public static List<Fuzzer.Subject> all(Path scratch) {
        return List.of(
                keyLogReader(),
                lp96Reader(),
                lppLogReader(),
                roundLogReader(),
                flatJson(),
                verdictLog(scratch),
                records(scratch),
                folderCheck(scratch));
    }

    public static Fuzzer.Subject keyLogReader() {
        return subject(
                "KeyLogReader",
                Seeds.keyLogs(),
                input -> checked(KeyLogReader.read(utf8(input), "LP26-01.keys").skipped()));
    }

    public static Fuzzer.Subject lp96Reader() {
        return subject(
                "Lp96Reader",
                Seeds.transcripts96(),
                input -> checked(Lp96Reader.read(utf8(input), "LP96-01.TXT", ZoneId.of("America/New_York"))
                        .skipped()));
    }

    public static Fuzzer.Subject lppLogReader() {
        return subject("LppLogReader", Seeds.lppLogs(), input -> {
            LppLog log = LppLogReader.read(
                    new InputStreamReader(new ByteArrayInputStream(input), StandardCharsets.ISO_8859_1), "judge.log");
            LppConversations.of(log);
            return checked(log.skipped());
        });
    }

    public static Fuzzer.Subject roundLogReader() {
        return subject("RoundLogReader", Seeds.roundLogs(), input -> {
            List<Conversation> read = RoundLogReader.read(utf8(input), "round0.jsonl");
            return read.isEmpty() ? 0 : checked(read.get(0).skipped());
        });
    }

    /** One line of JSON: its fields, or a refusal that says at which character. */
    public static Fuzzer.Subject flatJson() {
        return subject("FlatJson", Seeds.roundLogs(), input -> {
            int refused = 0;
            for (String line : new String(input, StandardCharsets.UTF_8).split("\n")) {
                try {
                    Map<String, String> fields = FlatJson.parse(line);
                    fields.values().stream().filter(v -> v.startsWith("[")).forEach(FlatJson::elements);
                } catch (IllegalArgumentException e) {
                    requireThat(e.getMessage().startsWith("not JSON at character "), e);
                    refused++;
                }
            }
            return refused;
        });
    }

    public static Fuzzer.Subject verdictLog(Path scratch) {
        return subject("VerdictLog", Seeds.verdictLogs(), input -> {
            Path file = scratch.resolve(VerdictLog.FILE_NAME);
            Files.write(file, input);
            return checked(VerdictLog.read(file).skipped());
        });
    }

    /** Any record, its format told by its content: conversations, or a refusal naming the file. */
    public static Fuzzer.Subject records(Path scratch) {
        return subject("Records", Seeds.allRecords(), input -> {
            Path file = scratch.resolve("record.txt");
            Files.write(file, input);
            try {
                return Records.read(file, ZoneId.of("UTC")).stream()
                        .mapToInt(c -> checked(c.skipped()))
                        .max()
                        .orElse(0);
            } catch (IllegalArgumentException e) {
                requireThat(
                        e.getMessage() != null
                                && e.getMessage().contains(file.getFileName().toString()),
                        e);
                return 0;
            }
        });
    }

    /** A damaged conversation beside a good one: both are checked, and each gets one finding. */
    public static Fuzzer.Subject folderCheck(Path scratch) {
        List<byte[]> pairs = Seeds.conversationFolders();
        return subject("FolderCheck", pairs, input -> {
            Path folder = Files.createTempDirectory(scratch, "folder");
            write(folder.resolve("E1"), input);
            write(folder.resolve("E2"), pairs.get(0));
            List<FolderCheck.Finding> findings = FolderCheck.check(folder);
            requireThat(
                    findings.size() == 2 && findings.get(1).state() == FolderCheck.State.OK,
                    new AssertionError("findings: " + findings));
            deleteAll(folder);
            return findings.get(0).state() == FolderCheck.State.PROBLEM ? 1 : 0;
        });
    }

    private static Fuzzer.Subject subject(String name, List<byte[]> seeds, Fuzzer.Target target) {
        return new Fuzzer.Subject(name, seeds, RECORD_WORDS, LONGEST_LINE, target);
    }

    private static Reader utf8(byte[] input) {
        return new InputStreamReader(new ByteArrayInputStream(input), StandardCharsets.UTF_8);
    }

    /** The count of skipped lines, once each has said where it was. */
    private static int checked(List<Skipped> skipped) {
        for (Skipped s : skipped) {
            requireThat(
                    s.line() >= 1 && s.reason() != null && !s.reason().isBlank(),
                    new AssertionError("skipped without where or why: " + s));
        }
        return skipped.size();
    }

    private static void requireThat(boolean holds, Throwable otherwise) {
        if (!holds) {
            throw otherwise instanceof AssertionError a ? a : new AssertionError("not an allowed outcome", otherwise);
        }
    }

    private static void write(Path conversation, byte[] input) throws IOException {
        Files.createDirectories(conversation);
        byte[] separator = Seeds.FILE_BREAK.getBytes(StandardCharsets.UTF_8);
        int split = indexOf(input, separator);
        if (split < 0) {
            Files.write(conversation.resolve("LP26-01.keys"), input);
            return;
        }
        Files.write(conversation.resolve("LP26-01.keys"), Arrays.copyOf(input, split));
        Files.write(
                conversation.resolve("LP26-01.TXT"), Arrays.copyOfRange(input, split + separator.length, input.length));
    }

    private static int indexOf(byte[] input, byte[] part) {
        outer:
        for (int i = 0; i + part.length <= input.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (input[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static void deleteAll(Path folder) throws IOException {
        try (var walk = Files.walk(folder)) {
            for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
