package parlor.transcripts.keylog;

import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/**
 * A keystroke log's times, written as {@link DateTimeFormatter#ISO_INSTANT} writes an instant
 * already cut to milliseconds ({@code 2026-11-22T21:16:03.428Z}, or {@code ...:03Z} on the
 * second), without its cost: the relay writes one before echoing every key, and the formatter
 * took about 1.4 KB of garbage and most of a microsecond a line. The date changes once a day, so
 * it is kept. Read back the same way ({@link #parse}): {@link Instant#parse} was a fifth of the
 * time to read a keystroke log.
 */
final class LogTime {

    private static final long SECONDS_PER_DAY = 86_400;
    /** Years 0000-9999: outside them the formatter's signs and widths apply, and it is asked instead. */
    private static final long FIRST_SECOND = LocalDate.of(0, 1, 1).toEpochDay() * SECONDS_PER_DAY;

    private static final long END_SECOND = LocalDate.of(10_000, 1, 1).toEpochDay() * SECONDS_PER_DAY;

    private record Day(long epochDay, String text) {}

    private static volatile Day lastDay = new Day(0, "1970-01-01T");

    private LogTime() {}

    static void append(Instant at, StringBuilder line) {
        long second = at.getEpochSecond();
        if (second < FIRST_SECOND || second >= END_SECOND || at.getNano() % 1_000_000 != 0) {
            line.append(DateTimeFormatter.ISO_INSTANT.format(at));
            return;
        }
        long epochDay = Math.floorDiv(second, SECONDS_PER_DAY);
        Day day = lastDay;
        if (day.epochDay() != epochDay) {
            day = new Day(epochDay, LocalDate.ofEpochDay(epochDay) + "T");
            lastDay = day;
        }
        int ofDay = (int) Math.floorMod(second, SECONDS_PER_DAY);
        line.append(day.text());
        twoDigits(ofDay / 3600, line);
        line.append(':');
        twoDigits(ofDay / 60 % 60, line);
        line.append(':');
        twoDigits(ofDay % 60, line);
        int millis = at.getNano() / 1_000_000;
        if (millis != 0) {
            line.append('.')
                    .append((char) ('0' + millis / 100))
                    .append((char) ('0' + millis / 10 % 10))
                    .append((char) ('0' + millis % 10));
        }
        line.append('Z');
    }

    /**
     * The instant a time written as {@link #append} writes one holds (milliseconds or none, a real
     * date and time of day, years 0000-9999), read in place; null for any other text, which the
     * caller gives {@link Instant#parse} (so what is taken or refused, and why, stays its own).
     */
    static Instant parse(CharSequence text, int start, int end) {
        int length = end - start;
        if (length != 20 && length != 24
                || text.charAt(start + 4) != '-'
                || text.charAt(start + 7) != '-'
                || text.charAt(start + 10) != 'T'
                || text.charAt(start + 13) != ':'
                || text.charAt(start + 16) != ':'
                || text.charAt(end - 1) != 'Z'
                || length == 24 && text.charAt(start + 19) != '.') {
            return null;
        }
        int hour = digits(text, start + 11, 2);
        int minute = digits(text, start + 14, 2);
        int second = digits(text, start + 17, 2);
        int millis = length == 24 ? digits(text, start + 20, 3) : 0;
        long epochDay = epochDay(text, start);
        if (hour < 0
                || hour > 23
                || minute < 0
                || minute > 59
                || second < 0
                || second > 59
                || millis < 0
                || epochDay == Long.MIN_VALUE) {
            return null;
        }
        return Instant.ofEpochSecond(
                epochDay * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second, millis * 1_000_000L);
    }

    /** The day the text's first ten characters name, or {@link Long#MIN_VALUE} if none; the last day met is kept. */
    private static long epochDay(CharSequence text, int start) {
        Day day = lastDay;
        if (same(text, start, day.text())) {
            return day.epochDay();
        }
        int year = digits(text, start, 4);
        int month = digits(text, start + 5, 2);
        int dayOfMonth = digits(text, start + 8, 2);
        if (year < 0
                || month < 1
                || month > 12
                || dayOfMonth < 1
                || dayOfMonth > java.time.YearMonth.of(year, month).lengthOfMonth()) {
            return Long.MIN_VALUE;
        }
        day = new Day(
                LocalDate.of(year, month, dayOfMonth).toEpochDay(),
                text.subSequence(start, start + 11).toString());
        lastDay = day;
        return day.epochDay();
    }

    private static boolean same(CharSequence text, int start, String part) {
        for (int i = 0; i < part.length(); i++) {
            if (text.charAt(start + i) != part.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The number {@code count} ASCII digits make, or -1 if any is not one. */
    private static int digits(CharSequence text, int start, int count) {
        int value = 0;
        for (int i = start; i < start + count; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + c - '0';
        }
        return value;
    }

    /** At least two digits, as {@code %02d} writes a number that is not negative. */
    static void twoDigits(int number, StringBuilder line) {
        if (number < 10) {
            line.append('0');
        }
        line.append(number);
    }
}
