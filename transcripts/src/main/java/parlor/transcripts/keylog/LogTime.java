package parlor.transcripts.keylog;

import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/**
 * A keystroke log's times, written as {@link DateTimeFormatter#ISO_INSTANT} writes an instant
 * already cut to milliseconds ({@code 2026-11-22T21:16:03.428Z}, or {@code ...:03Z} on the
 * second), without its cost: the relay writes one before echoing every key, and the formatter
 * took about 1.4 KB of garbage and most of a microsecond a line. The date changes once a day, so
 * it is kept.
 */
final class LogTime {

    private static final long SECONDS_PER_DAY = 86_400;
    /** Years 0000-9999: outside them the formatter's signs and widths apply, and it is asked instead. */
    private static final long FIRST_SECOND = LocalDate.of(0, 1, 1).toEpochDay() * SECONDS_PER_DAY;
    private static final long END_SECOND = LocalDate.of(10_000, 1, 1).toEpochDay() * SECONDS_PER_DAY;

    private record Day(long epochDay, String text) {
    }

    private static volatile Day lastDay = new Day(0, "1970-01-01T");

    private LogTime() {
    }

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
            line.append('.').append((char) ('0' + millis / 100)).append((char) ('0' + millis / 10 % 10)).append((char) ('0' + millis % 10));
        }
        line.append('Z');
    }

    /** At least two digits, as {@code %02d} writes a number that is not negative. */
    static void twoDigits(int number, StringBuilder line) {
        if (number < 10) {
            line.append('0');
        }
        line.append(number);
    }
}
