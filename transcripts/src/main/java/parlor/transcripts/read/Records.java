package parlor.transcripts.read;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.json.RoundLogReader;
import parlor.transcripts.keylog.KeyLogConversation;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.lp96.Lp96Reader;
import parlor.transcripts.lpp.LppConversations;
import parlor.transcripts.lpp.LppLogReader;

/** Reads any record format Parlor knows, telling them apart by their content, not their names. */
public final class Records {

    /** The formats told apart. */
    public enum Format {
        PARLOR_KEYS,
        LPP_KEYS,
        LP96_TEXT,
        ROUND_JSON
    }

    /** The largest file read as a record. */
    public static final long MAX_FILE_BYTES = 64L << 20;

    private Records() {}

    public static Format detect(String text, Path file) {
        for (String line : text.lines().limit(20).toList()) {
            String l = line.strip();
            if (l.matches("\\d{4}-\\d\\d-\\d\\dT\\S+Z \\S+ (\\d\\d|--) \\S+ \\S+ begin.*")) {
                return Format.PARLOR_KEYS;
            }
            if (l.matches("J\\d*\\s+\\d{10,18}\\s.*")) {
                return Format.LPP_KEYS;
            }
            if (l.startsWith("{") && l.contains("\"id\"") && l.contains("\"to\"")) {
                return Format.ROUND_JSON;
            }
            if (l.matches("Start at:\\s*\\[.*") || l.matches("(JUDGE\\d\\d|PROGRAM)\\[\\d\\d:\\d\\d:\\d\\d].*")) {
                return Format.LP96_TEXT;
            }
        }
        if (text.startsWith("Loebner Prize") || text.contains("Transcripts of judge")) {
            return Format.LPP_KEYS;
        }
        throw new IllegalArgumentException(
                file
                        + ": not a record format Parlor reads (Parlor .keys, LPP keystroke logs, 1996 transcripts, 2017-18 JSON round logs)");
    }

    /** Every conversation in the file. Bytes that are not UTF-8 are read as Latin-1 rather than refused. */
    public static List<Conversation> read(Path file) throws IOException {
        return read(file, java.time.ZoneId.systemDefault());
    }

    /** Every conversation in the file; the zone places the clock times of formats that carry no zone. */
    public static List<Conversation> read(Path file, java.time.ZoneId zone) throws IOException {
        String text = text(file);
        String name = file.getFileName().toString();
        return switch (detect(text, file)) {
            case PARLOR_KEYS -> List.of(KeyLogConversation.of(KeyLogReader.read(text, name), name));
            case LPP_KEYS -> LppConversations.of(LppLogReader.read(text, name));
            case LP96_TEXT -> List.of(Lp96Reader.read(new StringReader(text), name, zone));
            case ROUND_JSON -> RoundLogReader.read(new StringReader(text), name);
        };
    }

    /**
     * The file's text: UTF-8, or Latin-1 where it is not valid UTF-8 (older records). Records are read
     * whole, so a file far larger than any record (a day's 2012 log is under 1 MB) is refused unread.
     */
    public static String text(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_FILE_BYTES) {
            throw new IllegalArgumentException(
                    file + ": " + (size >> 20) + " MB is more than any record Parlor reads (at most "
                            + (MAX_FILE_BYTES >> 20) + " MB): is it the right file?");
        }
        return decode(Files.readAllBytes(file));
    }

    static String decode(byte[] bytes) {
        if (ascii(bytes)) {
            return new String(
                    bytes, StandardCharsets.ISO_8859_1); // the same text, without a pass through a char buffer
        }
        var decoder = StandardCharsets.UTF_8.newDecoder();
        try {
            return decoder.decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException notUtf8) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    private static boolean ascii(byte[] bytes) {
        for (byte b : bytes) {
            if (b < 0) {
                return false;
            }
        }
        return true;
    }
}
