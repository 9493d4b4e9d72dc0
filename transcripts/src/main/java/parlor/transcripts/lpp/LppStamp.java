package parlor.transcripts.lpp;

import java.time.Instant;

/**
 * The increasing numbers LPP records use as times. 18 digits (2009, 2012): a 0, ten digits of
 * Unix seconds and seven of microseconds (checked on the 2012 corpus: no fraction reaches a
 * million, and gaps between keys come out as typing speed). 10 digits: Unix seconds. 13 digits:
 * Unix milliseconds. 12 digits: Unix seconds and hundredths. 18 digits whose first five are 0:
 * Unix milliseconds zero filled, as the 2009 rules define the number ("milliseconds past some
 * initial time") and Parlor's relay writes it; the 2012 form starts 01 for any date after 2001.
 */
public final class LppStamp {

    /** Below 10^13 ms (the year 2286): an 18-digit millisecond stamp, never the 2012 form's 0 and ten digits of seconds. */
    private static final String MILLIS_PREFIX = "00000";

    private LppStamp() {}

    /** The instant a stamp stands for; throws {@link IllegalArgumentException} for other shapes. */
    public static Instant decode(String digits) {
        return decode(digits, 0, digits.length());
    }

    /**
     * The instant the stamp at {@code start..end} of a line stands for, read in place: the reader
     * meets one on every key line, and cutting it out and parsing its parts cost more than the rest.
     */
    static Instant decode(CharSequence line, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = line.charAt(i);
            if ((c < '0' || c > '9') && !Character.isDigit(c)) {
                throw new IllegalArgumentException(
                        "time stamp '" + line.subSequence(start, end) + "' is not all digits");
            }
        }
        return switch (end - start) {
            case 18 -> {
                if (startsWithMillisPrefix(line, start)) {
                    yield Instant.ofEpochMilli(number(line, start, end));
                }
                long micros = number(line, start + 11, end);
                if (micros >= 1_000_000) {
                    throw new IllegalArgumentException(
                            "time stamp '" + line.subSequence(start, end) + "' has more than a second of microseconds");
                }
                yield Instant.ofEpochSecond(number(line, start + 1, start + 11), micros * 1000);
            }
            case 13 -> Instant.ofEpochMilli(number(line, start, end));
            case 12 ->
                Instant.ofEpochSecond(number(line, start, start + 10), number(line, start + 10, end) * 10_000_000);
            case 10 -> Instant.ofEpochSecond(number(line, start, end));
            default ->
                throw new IllegalArgumentException("time stamp '" + line.subSequence(start, end) + "' has "
                        + (end - start) + " digits; known shapes have 10, 12, 13 or 18");
        };
    }

    private static boolean startsWithMillisPrefix(CharSequence line, int start) {
        for (int i = 0; i < MILLIS_PREFIX.length(); i++) {
            if (line.charAt(start + i) != MILLIS_PREFIX.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** At most 18 digits (any the stamp checks let through, as {@link Long#parseLong} reads them): never past a long. */
    private static long number(CharSequence line, int start, int end) {
        long value = 0;
        for (int i = start; i < end; i++) {
            char c = line.charAt(i);
            value = value * 10 + (c <= '9' ? c - '0' : Character.digit(c, 10));
        }
        return value;
    }
}
