package parlor.transcripts.lpp;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.keys.Key;
import parlor.transcripts.testing.Outcome;

/**
 * The scanner takes and refuses exactly the lines the reader's patterns took and refused, with the
 * same reasons: the patterns and the code around them, as the reader had them until 26 November,
 * are the oracle here, fed seeded lines made of the words real and damaged key lines have.
 */
class KeyLineScannerTest {

    private static final Pattern KEY_LINE =
            Pattern.compile("J(\\d*)\\s+(\\d+)(?:\\s+(\\d+))?\\s+(\\S+)\\s+(left|right)\\s*(\\S*)\\s*");
    private static final Pattern LOOKS_LIKE_KEY = Pattern.compile("J\\d*\\s+\\d.*");

    private static final List<String> WORDS = List.of(
            "J",
            "J1",
            "J04",
            "J12345678901",
            "J1x",
            "j1",
            "Jé",
            "013370152380273400",
            "013370740040391417",
            "0133708641004230171",
            "000001252231200123",
            "013370152381999999",
            "1337074004",
            "133707400439",
            "1337074004391",
            "12",
            "1",
            "123456789012345678901",
            "judge",
            "local",
            "remote",
            "b-wilcox-angela",
            "left",
            "right",
            "lefta",
            "rightspace",
            "leftright",
            "Left",
            "ri",
            "a",
            "space",
            "Return",
            "BackSpace",
            "U00E9",
            "é",
            "\u0663\u0663\u0663",
            "x\u0085y",
            "\u2028",
            "\u00a0",
            "a".repeat(33),
            "--",
            "0",
            "J1\u0085",
            "0133701523802734\u202800");
    private static final List<String> GAPS =
            List.of(" ", " ", " ", "  ", "\t", "\u000B", "\f", " \t ", "\u001C", "\u2003", "", "\r");
    private static final List<String> STAMPS = List.of(
            "013370152380273400",
            "1337074004",
            "133707400439",
            "1337074004391",
            "000001252231200123",
            "013370152381999999",
            "0133701523802734",
            "\u0661337074004");

    @Test
    void everyLineIsTakenOrRefusedAsThePatternDid() {
        Random random = new Random(20261126L);
        KeyLineScanner scanner = new KeyLineScanner();
        int taken = 0;
        int refused = 0;
        for (int i = 0; i < 200_000; i++) {
            String line = (random.nextBoolean() ? wordSoup(random) : damagedKeyLine(random)).strip();
            if (line.isEmpty()) {
                continue;
            }
            assertThat(KeyLineScanner.looksLikeKey(line))
                    .as(line)
                    .isEqualTo(LOOKS_LIKE_KEY.matcher(line).matches());
            int number = i + 1;
            Object expected = Outcome.of(() -> oracle(line, number));
            Object found = Outcome.of(() -> scanner.scan(line, number));
            assertThat(found).as("line '%s'", line).isEqualTo(expected);
            if (expected instanceof LppLog.Line) {
                taken++;
            } else {
                refused++;
            }
        }
        assertThat(taken).as("lines taken").isGreaterThan(20_000);
        assertThat(refused).as("lines refused").isGreaterThan(20_000);
    }

    @Test
    void stampsReadInPlaceAreReadAsWhole() {
        Random random = new Random(7);
        for (int i = 0; i < 50_000; i++) {
            String digits = STAMPS.get(random.nextInt(STAMPS.size()));
            String line = "x " + digits.substring(0, random.nextInt(digits.length() + 1)) + " y";
            String stamp = line.substring(2, line.length() - 2);
            assertThat(Outcome.of(() -> LppStamp.decode(line, 2, line.length() - 2)))
                    .as(stamp)
                    .isEqualTo(Outcome.of(() -> oldDecode(stamp)));
        }
    }

    private static String wordSoup(Random random) {
        StringBuilder line = new StringBuilder(random.nextInt(4) == 0 ? GAPS.get(random.nextInt(GAPS.size())) : "");
        int words = 1 + random.nextInt(8);
        for (int w = 0; w < words; w++) {
            line.append(WORDS.get(random.nextInt(WORDS.size())));
            line.append(w < words - 1 || random.nextInt(4) == 0 ? GAPS.get(random.nextInt(GAPS.size())) : "");
        }
        return line.toString();
    }

    /** A well-formed line (2012 or 2007 form) with a word or a gap changed, dropped or added. */
    private static String damagedKeyLine(Random random) {
        String[] fields = {
            "J" + (random.nextBoolean() ? "" : String.valueOf(random.nextInt(20))),
            STAMPS.get(random.nextInt(STAMPS.size())),
            random.nextBoolean() ? "" : STAMPS.get(random.nextInt(STAMPS.size())),
            random.nextBoolean() ? "judge" : "b-wilcox-angela",
            random.nextBoolean() ? "left" : "right",
            WORDS.get(random.nextInt(WORDS.size()))
        };
        int damaged = random.nextInt(fields.length + 3);
        if (damaged < fields.length) {
            fields[damaged] = random.nextBoolean() ? "" : WORDS.get(random.nextInt(WORDS.size()));
        }
        StringBuilder line = new StringBuilder();
        for (String field : fields) {
            if (!field.isEmpty()) {
                line.append(field).append(random.nextInt(6) == 0 ? GAPS.get(random.nextInt(GAPS.size())) : " ");
            }
        }
        return line.toString();
    }

    private static LppLog.Line oracle(String line, int number) {
        Matcher m = KEY_LINE.matcher(line);
        if (!m.matches()) {
            throw new IllegalArgumentException(
                    LOOKS_LIKE_KEY.matcher(line).matches() ? "key line cut short or garbled" : "not a key line");
        }
        if (m.group(6).isEmpty()) {
            throw new IllegalArgumentException("no key name");
        }
        Instant at = oldDecode(m.group(2));
        int judge = m.group(1).isEmpty() ? -1 : Integer.parseInt(m.group(1));
        String typist = m.group(4);
        Speaker speaker = typist.equals("judge") || typist.equals("local") ? Speaker.JUDGE : Speaker.HIDDEN;
        return new LppLog.Line(number, judge, at, speaker, typist, m.group(5), new Key(m.group(6)));
    }

    private static Instant oldDecode(String digits) {
        if (!digits.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("time stamp '" + digits + "' is not all digits");
        }
        return switch (digits.length()) {
            case 18 -> {
                if (digits.startsWith("00000")) {
                    yield Instant.ofEpochMilli(Long.parseLong(digits));
                }
                long micros = Long.parseLong(digits.substring(11));
                if (micros >= 1_000_000) {
                    throw new IllegalArgumentException(
                            "time stamp '" + digits + "' has more than a second of microseconds");
                }
                yield Instant.ofEpochSecond(Long.parseLong(digits.substring(1, 11)), micros * 1000);
            }
            case 13 -> Instant.ofEpochMilli(Long.parseLong(digits));
            case 12 ->
                Instant.ofEpochSecond(
                        Long.parseLong(digits.substring(0, 10)), Long.parseLong(digits.substring(10)) * 10_000_000);
            case 10 -> Instant.ofEpochSecond(Long.parseLong(digits));
            default ->
                throw new IllegalArgumentException("time stamp '" + digits + "' has " + digits.length()
                        + " digits; known shapes have 10, 12, 13 or 18");
        };
    }
}
