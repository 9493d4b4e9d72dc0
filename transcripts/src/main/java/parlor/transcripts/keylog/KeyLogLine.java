package parlor.transcripts.keylog;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import parlor.transcripts.text.Escaping;

/**
 * One line of Parlor's keystroke log, the relay's primary record:
 * {@code TIME TERMINAL JUDGE SIDE WHO WHAT [PAYLOAD]}, for example
 * {@code 2026-11-22T21:16:03.428Z T1 04 - judge key a}. The time has milliseconds; JUDGE is two
 * digits or {@code --}; SIDE is {@code -} for a single conversation ({@code left}/{@code right} in
 * paired rounds); WHO is {@code judge}, an entity id or {@code relay}.
 */
public record KeyLogLine(Instant at, String terminal, int judge, String side, String who, What what, String payload) {

    /** An {@code end} line's payload when a typed reply was cut short (its conversation ended): only the keys typed were shown. */
    public static final String CUT = "cut";

    /** Fields of a line, the last of them the payload. */
    private static final int FIELDS = 7;
    /** Words nearly every line has in its side and who fields: shared, not cut out of each line. */
    private static final String[] COMMON_WORDS = {"-", "judge", "relay", "left", "right"};

    /** What happened. */
    public enum What {
        /** The conversation's record starts; payload holds the transcript header's facts. */
        BEGIN,
        /** A key pressed; payload is its name. */
        KEY,
        /** A line the hidden side showed the judge; payload is the line. */
        SAY,
        /** The hidden side finished its reply: the turn is the judge's again; {@code typed}: its keys were shown one by one; {@code cut}: cut short. */
        END,
        /** The hidden side stopped responding; payload says why. */
        DOWN,
        /**
         * A station process shows the conversation; payload is its session id, then how many of its keys the relay had
         * before (none if absent). Keys after it are numbered by it.
         */
        LINK,
        /** The conversation is over, not interrupted: payload says why (the time was up), or nothing. */
        CLOSE;

        private static final What[] WORDS = values();

        private final String word = name().toLowerCase(java.util.Locale.ROOT);

        String word() {
            return word;
        }
    }

    public KeyLogLine {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(what, "what");
        at = at.truncatedTo(ChronoUnit.MILLIS);
        oneWord(terminal);
        oneWord(side);
        oneWord(who);
        payload = payload == null ? "" : payload;
    }

    // a plain loop: every key the relay records comes through here (a stream per field was 4 % of its time under load)
    private static void oneWord(String field) {
        boolean word = field != null && !field.isEmpty();
        for (int i = 0; word && i < field.length(); i++) {
            word = field.charAt(i) > ' ';
        }
        if (!word) {
            throw new IllegalArgumentException("a field must be one word: '" + field + "'");
        }
    }

    /** A key line's key name (its payload may go on with the station's frame number). */
    public String keyName() {
        int space = payload.indexOf(' ');
        return space < 0 ? payload : payload.substring(0, space);
    }

    /** A key line's frame number from its station, or 0 where the record has none. */
    public long keySeq() {
        int space = payload.indexOf(' ');
        if (space < 0) {
            return 0;
        }
        try {
            return Long.parseLong(payload.substring(space + 1).trim());
        } catch (NumberFormatException notNumbered) {
            return 0;
        }
    }

    /** The line as the log holds it, without its newline. */
    public String format() {
        StringBuilder line = new StringBuilder(48 + terminal.length() + who.length() + payload.length());
        LogTime.append(at, line);
        line.append(' ').append(terminal).append(' ');
        if (judge < 0) {
            line.append("--");
        } else {
            LogTime.twoDigits(judge, line);
        }
        line.append(' ').append(side).append(' ').append(who).append(' ').append(what.word());
        if (!payload.isEmpty()) {
            line.append(' ').append(Escaping.escape(payload));
        }
        return line.toString();
    }

    /**
     * The line a formatted text holds, with or without its chain value ({@link KeyLogChain}); throws
     * {@link IllegalArgumentException} saying what is wrong. Read by one scan for its spaces (as
     * {@code split(" ", 7)} cut it: the seventh field is the rest), its time as the relay writes
     * times read in place; anything else is read as before, so every refusal reads the same.
     */
    public static KeyLogLine parse(String text) {
        int tab = text.lastIndexOf(KeyLogChain.SEPARATOR);
        int end = tab < 0 ? text.length() : tab;
        int[] starts = new int[FIELDS + 1];
        int fields = 1;
        for (int i = text.indexOf(' '); i >= 0 && i < end && fields < FIELDS; i = text.indexOf(' ', i + 1)) {
            starts[fields++] = i + 1;
        }
        starts[fields] = end + 1;
        if (fields < FIELDS - 1) {
            throw new IllegalArgumentException("expected at least 6 fields, found " + fields);
        }
        Instant at = time(text, starts[0], starts[1] - 1);
        int judge = judge(text, starts[2], starts[3] - 1);
        What what = what(text, starts[5], starts[6] - 1);
        String payload = fields == FIELDS ? Escaping.unescape(text.substring(starts[6], end)) : "";
        return new KeyLogLine(
                at,
                text.substring(starts[1], starts[2] - 1),
                judge,
                word(text, starts[3], starts[4] - 1),
                word(text, starts[4], starts[5] - 1),
                what,
                payload);
    }

    private static Instant time(String text, int start, int end) {
        Instant written = LogTime.parse(text, start, end);
        if (written != null) {
            return written;
        }
        String field = text.substring(start, end);
        try {
            return Instant.parse(field);
        } catch (java.time.format.DateTimeParseException e) {
            throw new IllegalArgumentException("not a time: " + field);
        }
    }

    private static int judge(String text, int start, int end) {
        if (end - start == 2 && text.startsWith("--", start)) {
            return -1;
        }
        if (end - start != 2 || !digit(text.charAt(start)) || !digit(text.charAt(start + 1))) {
            throw new IllegalArgumentException(
                    "judge must be two digits or --, found '" + text.substring(start, end) + "'");
        }
        return (text.charAt(start) - '0') * 10 + text.charAt(start + 1) - '0';
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static What what(String text, int start, int end) {
        for (What what : What.WORDS) {
            if (what.word().length() == end - start && text.startsWith(what.word(), start)) {
                return what;
            }
        }
        String field = text.substring(start, end);
        try {
            return What.valueOf(field.toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown event '" + field + "'");
        }
    }

    private static String word(String text, int start, int end) {
        for (String common : COMMON_WORDS) {
            if (common.length() == end - start && text.startsWith(common, start)) {
                return common;
            }
        }
        return text.substring(start, end);
    }
}
