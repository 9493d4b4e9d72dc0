package parlor.transcripts.keylog;

import java.time.Duration;

/**
 * How hard the keystroke log works to survive a crash. Every setting hands each line to the
 * operating system as it happens, so a killed relay loses nothing; the settings differ on a power
 * cut or kernel crash.
 */
public sealed interface Durability {

    /** Each line goes to the OS at once (default). A power cut may lose what the OS had not written. */
    record Flush() implements Durability {}

    /** Each line is forced to the disk before the relay goes on. Nothing written is lost; slowest. */
    record SyncEachLine() implements Durability {}

    /** The file is forced to disk at most this long after a line. A power cut may lose that much. */
    record SyncEvery(Duration interval) implements Durability {}

    /** {@code flush}, {@code fsync}, or {@code fsync 500ms} / {@code fsync 2s}. */
    public static Durability parse(String text) {
        String t = text.trim();
        if (t.equals("flush")) {
            return new Flush();
        }
        if (t.equals("fsync")) {
            return new SyncEachLine();
        }
        var every = java.util.regex.Pattern.compile("fsync\\s+(\\d+)\\s*(ms|s)").matcher(t);
        if (every.matches()) {
            long amount = Long.parseLong(every.group(1));
            return new SyncEvery(every.group(2).equals("ms") ? Duration.ofMillis(amount) : Duration.ofSeconds(amount));
        }
        throw new IllegalArgumentException(
                "durability must be flush, fsync, or fsync with an interval like 'fsync 500ms'; found '" + text + "'");
    }
}
