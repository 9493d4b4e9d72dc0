package parlor.transcripts.keylog;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlor.transcripts.testing.Outcome;
import parlor.transcripts.text.Escaping;

/**
 * A keystroke-log line is read by a scan now, its time in place: it must take and refuse exactly
 * what the reading by {@code split} and {@link Instant#parse} took and refused (the oracle below,
 * as {@link KeyLogLine#parse} had it until 26 November), with the same reasons.
 */
class KeyLogLineParseTest {

    private static final List<String> TIMES = List.of(
            "2026-11-22T21:16:03.428Z",
            "2026-11-22T21:16:03Z",
            "2024-02-29T00:00:00Z",
            "2026-02-29T10:00:00Z",
            "2026-04-31T10:00:00.001Z",
            "0000-01-01T00:00:00Z",
            "9999-12-31T23:59:59.999Z",
            "2026-11-22T24:00:00Z",
            "2026-11-22T23:59:60Z",
            "2026-11-22T21:16Z",
            "2026-11-22T21:16:03.4Z",
            "2026-11-22T21:16:03.4280Z",
            "+2026-11-22T21:16:03Z",
            "2026-11-22T21:16:03.428+01:00",
            "2026-11-22t21:16:03Z",
            "2026-13-01T00:00:00Z",
            "2026-00-10T00:00:00Z",
            "2026-11-00T00:00:00Z",
            "2026-1１-22T21:16:03Z",
            "2026-11-22T21:16:03.-28Z",
            "1970-01-01T00:00:00Z",
            "2026-11-22T21:16:03.000Z");
    private static final List<String> WORDS = List.of(
            "T1",
            "04",
            "--",
            "-",
            "judge",
            "E1",
            "relay",
            "key",
            "KEY",
            "Say",
            "end",
            "down",
            "link",
            "close",
            "begin",
            "lınk",
            "ſay",
            "bogus",
            "4",
            "123",
            "a",
            "Return 12",
            "a\\x09b",
            "bad\\q",
            "\\",
            "\\x4",
            "\\xzz1",
            "",
            "left",
            "right",
            "x\u0085",
            "cut");

    @Test
    void everyLineIsTakenOrRefusedAsSplitAndInstantParseDid() {
        Random random = new Random(20261126L);
        int taken = 0;
        for (int i = 0; i < 60_000; i++) {
            String line = line(random);
            Object expected = Outcome.of(() -> oracle(line));
            assertThat(Outcome.of(() -> KeyLogLine.parse(line)))
                    .as("line '%s'", line)
                    .isEqualTo(expected);
            taken += expected instanceof KeyLogLine ? 1 : 0;
        }
        assertThat(taken).as("lines taken").isBetween(6_000, 54_000);
    }

    @Test
    void timesTheRelayWritesAreReadBackAsWritten() {
        Random random = new Random(3);
        for (int i = 0; i < 30_000; i++) {
            Instant at = Instant.ofEpochMilli(random.nextLong(-62_167_219_200_000L, 253_402_300_800_000L))
                    .truncatedTo(random.nextInt(4) == 0 ? ChronoUnit.SECONDS : ChronoUnit.MILLIS);
            StringBuilder written = new StringBuilder("x ");
            LogTime.append(at, written);
            written.append(" y");
            assertThat(LogTime.parse(written, 2, written.length() - 2))
                    .as(written.toString())
                    .isEqualTo(at);
        }
    }

    /** A line as the relay writes one, or fields drawn from what real and damaged lines hold, sometimes with a chain value. */
    private static String line(Random random) {
        String time = TIMES.get(random.nextInt(TIMES.size()));
        String[] fields = {
            time,
            "T1",
            random.nextBoolean() ? "04" : "--",
            "-",
            random.nextBoolean() ? "judge" : "E1",
            random.nextBoolean() ? "key" : "say",
            WORDS.get(random.nextInt(WORDS.size()))
        };
        int changes = random.nextInt(3);
        for (int c = 0; c < changes; c++) {
            fields[random.nextInt(fields.length)] = WORDS.get(random.nextInt(WORDS.size()));
        }
        int kept = random.nextInt(8) == 0 ? random.nextInt(fields.length) : fields.length;
        StringBuilder line = new StringBuilder();
        for (int f = 0; f < kept; f++) {
            line.append(f == 0 ? "" : random.nextInt(10) == 0 ? "  " : " ").append(fields[f]);
        }
        if (random.nextBoolean()) {
            line.append(random.nextInt(5) == 0 ? "\tpart\t" : "\t").append("hAAAAAAAAAAAAAAAA");
        }
        return line.toString();
    }

    private static KeyLogLine oracle(String text) {
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
        int judge;
        if (fields[2].equals("--")) {
            judge = -1;
        } else if (!fields[2].matches("\\d\\d")) {
            throw new IllegalArgumentException("judge must be two digits or --, found '" + fields[2] + "'");
        } else {
            judge = Integer.parseInt(fields[2]);
        }
        KeyLogLine.What what;
        try {
            what = KeyLogLine.What.valueOf(fields[5].toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown event '" + fields[5] + "'");
        }
        String payload = fields.length == 7 ? Escaping.unescape(fields[6]) : "";
        return new KeyLogLine(at, fields[1], judge, fields[3], fields[4], what, payload);
    }
}
