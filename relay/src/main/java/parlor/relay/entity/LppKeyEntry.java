package parlor.relay.entity;

import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A well-formed name in an LPP entry's directory: number (any width), key name, and whose key it is. */
record LppKeyEntry(String name, String number, String key, boolean fromJudge) {

    private static final Pattern ENTRY = Pattern.compile("(\\d+)\\.([^.]+)\\.(judge|other)");

    /** Numeric order whatever the width: fewer significant digits first, then digit by digit. */
    static final Comparator<LppKeyEntry> IN_NUMBER_ORDER = Comparator
        .comparing((LppKeyEntry e) -> significant(e.number()), Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()))
        .thenComparing(LppKeyEntry::name);

    static Optional<LppKeyEntry> parse(String name) {
        Matcher m = ENTRY.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new LppKeyEntry(name, m.group(1), m.group(2), m.group(3).equals("judge")));
    }

    /**
     * The number of a key written now, after one numbered {@code last}: the 2009 rules' "monotonically
     * increasing 18 digit number ... expressed as milliseconds past some initial time as defined by
     * the system clock" (Unix milliseconds here), one more than the last when keys share a millisecond.
     */
    static long nextNumber(java.time.Instant now, long last) {
        return Math.max(now.toEpochMilli(), last + 1);
    }

    /** A number "zero filled to the left" to 18 digits. */
    static String digits(long number) {
        return String.format("%018d", number);
    }

    /** A judge's key as the rules name it: {@code time.keypress-name.judge}. */
    static String judgeName(String digits, String key) {
        return digits + "." + key + ".judge";
    }

    private static String significant(String digits) {
        int i = 0;
        while (i < digits.length() - 1 && digits.charAt(i) == '0') {
            i++;
        }
        return digits.substring(i);
    }
}
