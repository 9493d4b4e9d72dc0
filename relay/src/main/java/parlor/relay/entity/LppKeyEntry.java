package parlor.relay.entity;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.transcripts.keys.Key;

/** A well-formed name in an LPP entry's directory: number (any width), key name, and whose key it is. */
record LppKeyEntry(String name, String number, String key, boolean fromJudge) {

    private static final Pattern ENTRY = Pattern.compile("(\\d+)\\.([^.]+)\\.(judge|other)");

    /** Numeric order whatever the width: fewer significant digits first, then digit by digit. */
    static final Comparator<LppKeyEntry> IN_NUMBER_ORDER = Comparator.comparing(
                    (LppKeyEntry e) -> significant(e.number()),
                    Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()))
            .thenComparing(LppKeyEntry::name);

    static Optional<LppKeyEntry> parse(String name) {
        Matcher m = ENTRY.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(
                new LppKeyEntry(name, m.group(1), m.group(2), m.group(3).equals("judge")));
    }

    /**
     * The number of a key written now, after one numbered {@code last}: the 2009 rules' "monotonically
     * increasing 18 digit number ... expressed as milliseconds past some initial time as defined by
     * the system clock" (Unix milliseconds here), one more than the last when keys share a millisecond.
     */
    static long nextNumber(Instant now, long last) {
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

    /** A whole message's keys: one per character, a Return after each line. */
    static List<String> messageKeys(String message) {
        List<String> keys = new ArrayList<>();
        for (char c : message.toCharArray()) {
            keys.add(c == '\n' ? Key.RETURN.name() : lppName(c));
        }
        keys.add(Key.RETURN.name());
        return keys;
    }

    /** The key name the 2009 rules' table gives a character, where it differs from today's X11 name. */
    static String lppName(char c) {
        return switch (c) {
            case '\'' -> "quoteright";
            case '`' -> "quoteleft";
            default -> Key.of(c).name();
        };
    }

    /** Deletes an entry and anything inside it, never following links out of the directory. */
    static void deleteTree(Path entry) throws IOException {
        Files.walkFileTree(entry, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException failure) throws IOException {
                if (failure != null) {
                    throw failure;
                }
                Files.deleteIfExists(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static String significant(String digits) {
        int i = 0;
        while (i < digits.length() - 1 && digits.charAt(i) == '0') {
            i++;
        }
        return digits.substring(i);
    }
}
