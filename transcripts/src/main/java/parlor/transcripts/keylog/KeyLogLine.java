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
     * {@link IllegalArgumentException} saying what is wrong.
     */
    public static KeyLogLine parse(String text) {
        int tab = text.lastIndexOf(KeyLogChain.SEPARATOR);
        String[] fields = (tab < 0 ? text : text.substring(0, tab)).split(" ", 7);
        if (fields.length < 6) {
            throw new IllegalArgumentException("expected at least 6 fields, found " + fields.length);
        }
        Instant at;
        try {
            at = Instant.parse(fields[0]);
        } catch (java.time.format.DateTimeParseException e) {
            throw new IllegalArgumentException("not a time: " + fields[0]);
        }
        int judge = fields[2].equals("--") ? -1 : parseJudge(fields[2]);
        What what;
        try {
            what = What.valueOf(fields[5].toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown event '" + fields[5] + "'");
        }
        String payload = fields.length == 7 ? Escaping.unescape(fields[6]) : "";
        return new KeyLogLine(at, fields[1], judge, fields[3], fields[4], what, payload);
    }

    private static int parseJudge(String field) {
        if (!field.matches("\\d\\d")) {
            throw new IllegalArgumentException("judge must be two digits or --, found '" + field + "'");
        }
        return Integer.parseInt(field);
    }
}
