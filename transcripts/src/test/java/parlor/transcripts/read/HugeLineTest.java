package parlor.transcripts.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Reader;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import parlor.transcripts.json.RoundLogReader;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.lp96.Lp96Reader;
import parlor.transcripts.lpp.LppLogReader;
import parlor.transcripts.rules.VerdictLog;
import parlor.transcripts.testing.Allocation;
import parlor.transcripts.testing.HugeLine;
import parlor.transcripts.text.BoundedLines;
import parlor.transcripts.text.Skipped;

/** A 50 MB line of garbage in any line-based record is skipped and said so, never held whole, and the lines around it are kept. */
class HugeLineTest {

    private static final long FIFTY_MB = 50L << 20;

    /** Each reader, a good line on either side of the huge one, and what it kept of them. */
    enum LineReader {
        KEYS("2026-11-22T10:00:00Z T1 -- - judge key a\n", "2026-11-22T10:00:01Z T1 -- - judge key b\n") {
            Kept read(Reader text) throws Exception {
                var read = KeyLogReader.read(text, "LP26-01.keys");
                return new Kept(read.lines().size(), read.skipped());
            }
        },
        LPP("Loebner Prize 2012\nJ1 013370864100423017 judge left H\n", "J1 013370864100670958 judge left i\n") {
            Kept read(Reader text) throws Exception {
                var read = LppLogReader.read(text, "judge.log");
                return new Kept(read.keys().size(), read.skipped());
            }
        },
        LP96("(c)1996\n[P] [A]\nStart at: [1996/04/16 14:12:20]\nPROGRAM[14:12:25]Hello.\n", "JUDGE04[14:12:30]Hi.\n") {
            Kept read(Reader text) throws Exception {
                var read = Lp96Reader.read(text, "LP96-01.TXT", ZoneId.of("UTC"));
                return new Kept(read.lines().size(), read.skipped());
            }
        },
        ROUND_JSON(
                "{\"id\":\"judge0\",\"content\":\"hi\",\"to\":\"ai0\"}\n",
                "{\"id\":\"ai0\",\"content\":\"hello\",\"to\":\"judge0\"}\n") {
            Kept read(Reader text) throws Exception {
                var read = RoundLogReader.read(text, "round0.jsonl");
                return new Kept(read.get(0).lines().size(), read.get(0).skipped());
            }
        },
        VERDICTS(
                "{\"type\":\"contest\",\"name\":\"x\",\"rules\":\"loebner-2003\",\"entities\":[{\"id\":\"E1\",\"human\":false}],\"judges\":[1]}\n",
                "{\"type\":\"verdict\",\"time\":\"2003-10-18T10:00:00Z\",\"round\":1,\"judge\":1,\"terminal\":\"T1\",\"form\":\"humanness\","
                        + "\"entity\":\"E1\",\"rating\":3}\n") {
            Kept read(Reader text) throws Exception {
                var read = VerdictLog.read(text, "verdicts.jsonl");
                return new Kept(
                        read.contest().map(c -> 1).orElse(0) + read.verdicts().size(), read.skipped());
            }
        };

        final String before;
        final String after;

        LineReader(String before, String after) {
            this.before = before;
            this.after = after;
        }

        abstract Kept read(Reader text) throws Exception;
    }

    record Kept(int good, List<Skipped> skipped) {}

    @ParameterizedTest
    @EnumSource(LineReader.class)
    void aFiftyMegabyteLineIsSkippedWithoutBeingHeldWhole(LineReader reader) throws Exception {
        AtomicReference<Kept> kept = new AtomicReference<>();
        int hugeLine = (int) reader.before.lines().count() + 1;

        long allocated =
                Allocation.bytesOf(() -> kept.set(reader.read(new HugeLine(reader.before, FIFTY_MB, reader.after))));

        assertThat(kept.get().good()).isEqualTo(2);
        assertThat(kept.get().skipped()).singleElement().satisfies(s -> {
            assertThat(s.line()).isEqualTo(hugeLine);
            assertThat(s.reason())
                    .isEqualTo(
                            "line longer than " + BoundedLines.MAX_CHARS + " characters: the rest of it was read past");
        });
        // holding the line whole would take 50 MB at the very least; the limit is 1 M characters
        assertThat(allocated).isLessThan(16L << 20);
    }
}
