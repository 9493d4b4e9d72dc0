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

    private LppStamp() {
    }

    /** The instant a stamp stands for; throws {@link IllegalArgumentException} for other shapes. */
    public static Instant decode(String digits) {
        if (!digits.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("time stamp '" + digits + "' is not all digits");
        }
        return switch (digits.length()) {
            case 18 -> {
                if (digits.startsWith(MILLIS_PREFIX)) {
                    yield Instant.ofEpochMilli(Long.parseLong(digits));
                }
                long micros = Long.parseLong(digits.substring(11));
                if (micros >= 1_000_000) {
                    throw new IllegalArgumentException("time stamp '" + digits + "' has more than a second of microseconds");
                }
                yield Instant.ofEpochSecond(Long.parseLong(digits.substring(1, 11)), micros * 1000);
            }
            case 13 -> Instant.ofEpochMilli(Long.parseLong(digits));
            case 12 -> Instant.ofEpochSecond(Long.parseLong(digits.substring(0, 10)), Long.parseLong(digits.substring(10)) * 10_000_000);
            case 10 -> Instant.ofEpochSecond(Long.parseLong(digits));
            default -> throw new IllegalArgumentException("time stamp '" + digits + "' has " + digits.length()
                + " digits; known shapes have 10, 12, 13 or 18");
        };
    }
}
