package parlor.transcripts.keylog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.discipline.JudgeRoll;
import parlor.transcripts.lp96.TranscriptHeader;
import parlor.transcripts.testing.Allocation;
import parlor.transcripts.testing.Modes;
import parlor.transcripts.text.Skipped;

class KeyLogTest {

    /**
     * Reading a line makes little besides what is kept of it: no time formatter's parse, no split,
     * no pattern for the judge's number. Until 26 November a line took about 3,400 bytes.
     */
    @Test
    void aLineIsReadWithLittleGarbage() throws Exception {
        StringBuilder log = new StringBuilder();
        Instant start = Instant.parse("2026-11-22T21:16:03.428Z");
        for (int i = 0; i < 20_000; i++) {
            log.append(new KeyLogLine(start.plusMillis(150L * i), "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a " + i)
                            .format())
                    .append('\n');
        }
        String text = log.toString();
        KeyLogReader.read(new java.io.StringReader(text), "warm-up.keys");

        long bytes =
                Allocation.bytesOf(() -> assertThat(KeyLogReader.read(new java.io.StringReader(text), "LP26-01.keys")
                                .lines())
                        .hasSize(20_000));

        assertThat(bytes / 20_000).as("bytes a line").isLessThan(800);
    }

    private static final Instant T0 = Instant.parse("2026-11-22T21:16:03.428Z");

    @TempDir
    Path folder;

    @Test
    void aLineReadsAsWhatHappenedAndParsesBackToTheSame() {
        KeyLogLine key = new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "space");
        KeyLogLine said =
                new KeyLogLine(T0, "T1", -1, "-", "E1", KeyLogLine.What.SAY, "tab\there, back\\slash and caf\u00e9");

        assertThat(key.format()).isEqualTo("2026-11-22T21:16:03.428Z T1 04 - judge key space");
        assertThat(said.format())
                .isEqualTo("2026-11-22T21:16:03.428Z T1 -- - E1 say tab\\x09here, back\\\\slash and caf\u00e9");
        assertThat(KeyLogLine.parse(key.format())).isEqualTo(key);
        assertThat(KeyLogLine.parse(said.format())).isEqualTo(said);
    }

    /** The log's times are written by hand for speed; they must read exactly as the standard formatter writes them. */
    @Test
    void timesAreWrittenAsTheIsoFormatterWritesThem() {
        java.util.Random random = new java.util.Random(7);
        java.util.List<Instant> times = new java.util.ArrayList<>(java.util.List.of(
                Instant.parse("2026-11-22T21:16:03Z"),
                Instant.parse("2026-11-22T00:00:00.001Z"),
                Instant.parse("2026-12-31T23:59:59.999Z"),
                Instant.EPOCH,
                Instant.parse("0000-01-01T00:00:00Z"),
                Instant.parse("9999-12-31T23:59:59.999Z"),
                Instant.parse("+10000-01-01T00:00:00Z"),
                Instant.parse("-0001-12-31T23:59:59.5Z")));
        for (int i = 0; i < 20_000; i++) {
            long millis = i % 2 == 0
                    ? random.nextLong(1_700_000_000_000L, 1_900_000_000_000L)
                    : random.nextLong(-70_000_000_000_000L, 260_000_000_000_000L);
            times.add(Instant.ofEpochMilli(i % 5 == 0 ? millis / 1000 * 1000 : millis));
        }
        for (Instant at : times) {
            String line = new KeyLogLine(at, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a").format();
            assertThat(line)
                    .as("%s", at)
                    .isEqualTo(java.time.format.DateTimeFormatter.ISO_INSTANT.format(at) + " T1 04 - judge key a");
        }
    }

    @Test
    void judgeNumbersHaveTwoDigits() {
        assertThat(new KeyLogLine(T0, "T1", 0, "-", "judge", KeyLogLine.What.KEY, "a").format())
                .isEqualTo("2026-11-22T21:16:03.428Z T1 00 - judge key a");
    }

    @Test
    void timesKeepMillisecondsOnly() {
        KeyLogLine line = new KeyLogLine(T0.plusNanos(999_999), "T1", 4, "-", "judge", KeyLogLine.What.END, "");

        assertThat(line.at()).isEqualTo(T0);
    }

    @Test
    void theReaderKeepsEveryGoodLineAndSaysWhereEachBadOneWas() throws IOException {
        String good = new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a").format();
        String log = good + "\n" + "garbage\n" + "\n" + good.replace(" 04 ", " 4x ") + "\n" + good.replace("key", "kez")
                + "\n" + good.replace("2026-11-22T", "yesterday") + "\n" + good;

        KeyLogReader.Result result = KeyLogReader.read(new StringReader(log), "LP26-01.keys");

        assertThat(result.lines()).hasSize(2);
        assertThat(result.skipped()).extracting(Skipped::line).containsExactly(2, 4, 5, 6);
        assertThat(result.skipped().get(0).toString())
                .isEqualTo("LP26-01.keys:2: expected at least 6 fields, found 1: garbage");
        assertThat(result.skipped().get(2).reason()).isEqualTo("unknown event 'kez'");
    }

    @Test
    void theBeginLineCarriesTheTranscriptHeader() {
        BeginFacts facts = new BeginFacts(
                new TranscriptHeader("(c)2026 Test", "Eliza", "Weizenbaum", T0), ZoneId.of("Europe/London"));

        assertThat(BeginFacts.parse(facts.payload())).isEqualTo(facts);
        assertThatThrownBy(() -> BeginFacts.parse("copyright=x")).hasMessage("begin line lacks 'name'");
    }

    @Test
    void theBeginLineNamesTheJudgesWhoMaySitDown() {
        TranscriptHeader header = new TranscriptHeader("(c)2026 Test", "Eliza", "Weizenbaum", T0);
        BeginFacts named = new BeginFacts(header, ZoneId.of("UTC"), JudgeRoll.of(java.util.List.of(1, 2)));

        assertThat(named.payload()).endsWith("\tzone=UTC\tjudges=01,02");
        assertThat(BeginFacts.parse(named.payload())).isEqualTo(named);
        assertThat(BeginFacts.parse(new BeginFacts(header, ZoneId.of("UTC"), JudgeRoll.ANYONE).payload())
                        .judges())
                .isEqualTo(JudgeRoll.ANYONE);
        assertThat(new BeginFacts(header, ZoneId.of("UTC")).payload()).doesNotContain("judges");
        assertThatThrownBy(() -> BeginFacts.parse(named.payload().replace("01,02", "1,2")))
                .hasMessage("begin line's judges must be 'any' or two-digit numbers separated by commas, not '1,2'");
    }

    /** The relay refused @@07 and @@5 live; a replay of its record must too, or check would call the transcript wrong. */
    @Test
    void aReplaySeatsOnlyTheJudgesTheBeginLineNames() {
        String transcript = replayed(JudgeRoll.of(java.util.List.of(1, 2)), "@@07\r\r@@5\r\r@@02\r\rHi\r\r");

        assertThat(transcript).doesNotContain("JUDGE07", "@@5").contains("*** JUDGE02 ***", "JUDGE02[21:16:03]Hi");
    }

    /** A record made before announcements were checked gives the transcript it gave then. */
    @Test
    void anOldRecordReplaysAsBefore() {
        String transcript = replayed(JudgeRoll.UNCHECKED, "@@07\r\r@@5\r\r");

        assertThat(transcript).contains("*** JUDGE07 ***", "JUDGE07[21:16:03]@@5");
    }

    /** An LPP entry's keys shown as it typed them, its BackSpace erasing: the replay shows what the judge saw. */
    @Test
    void anEntrysTypedBackSpaceErasesOnTheReplayedScreenAsItDidLive() {
        java.util.List<KeyLogLine> log = new java.util.ArrayList<>();
        BeginFacts facts = new BeginFacts(
                new TranscriptHeader("(c)2026 Test", "Eliza", "Weizenbaum", T0), ZoneId.of("UTC"), JudgeRoll.UNCHECKED);
        log.add(new KeyLogLine(T0, "T1", -1, "-", "relay", KeyLogLine.What.BEGIN, facts.payload()));
        parlor.transcripts.keys.Key.typing("Hi\r\r")
                .forEach(key -> log.add(new KeyLogLine(T0, "T1", -1, "-", "judge", KeyLogLine.What.KEY, key.name())));
        for (String key : java.util.List.of("Y", "e", "x", "BackSpace", "s", "Return")) {
            log.add(new KeyLogLine(T0, "T1", -1, "-", "E1", KeyLogLine.What.KEY, key));
        }
        log.add(new KeyLogLine(T0, "T1", -1, "-", "E1", KeyLogLine.What.SAY, "Yes"));
        log.add(new KeyLogLine(T0, "T1", -1, "-", "E1", KeyLogLine.What.END, "typed"));

        KeyLogReplay replay = new KeyLogReplay(log, "test.keys");
        parlor.transcripts.screen.Screen screen = new parlor.transcripts.screen.Screen();
        screen.apply(
                new parlor.transcripts.screen.ScreenEvent
                        .Prompt()); // the opening prompt, which the record does not hold
        log.forEach(line -> replay.replay(line).forEach(event -> {
            if (event instanceof parlor.transcripts.discipline.DisciplineEvent.Show show) {
                screen.apply(show.screen());
            }
        }));

        assertThat(screen.lines()).containsExactly(">Hi", ">", "Yes", ">");
    }

    private static String replayed(JudgeRoll judges, String typed) {
        java.util.List<KeyLogLine> log = new java.util.ArrayList<>();
        BeginFacts facts = new BeginFacts(
                new TranscriptHeader("(c)2026 Test", "Eliza", "Weizenbaum", T0), ZoneId.of("UTC"), judges);
        log.add(new KeyLogLine(T0, "T1", -1, "-", "relay", KeyLogLine.What.BEGIN, facts.payload()));
        parlor.transcripts.keys.Key.typing(typed)
                .forEach(key -> log.add(new KeyLogLine(T0, "T1", -1, "-", "judge", KeyLogLine.What.KEY, key.name())));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        assertThat(KeyLogTo96.write(log, "test.keys", out)).isEmpty();
        return out.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void durabilityIsReadFromItsWrittenForms() {
        assertThat(Durability.parse("flush")).isEqualTo(new Durability.Flush());
        assertThat(Durability.parse("fsync")).isEqualTo(new Durability.SyncEachLine());
        assertThat(Durability.parse("fsync 500ms")).isEqualTo(new Durability.SyncEvery(Duration.ofMillis(500)));
        assertThat(Durability.parse(" fsync 2s ")).isEqualTo(new Durability.SyncEvery(Duration.ofSeconds(2)));
        assertThatThrownBy(() -> Durability.parse("sometimes")).hasMessageContaining("durability must be flush, fsync");
    }

    @Test
    void aNewKeystrokeLogIsForItsOwnerOnlyAndOneAlreadyThereKeepsItsMode() throws IOException {
        Path made = folder.resolve("LP26-01.keys");
        Path old = Files.createFile(folder.resolve("LP26-02.keys"));
        Files.setPosixFilePermissions(old, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----"));
        for (Path file : new Path[] {made, old}) {
            try (KeyLogWriter writer =
                    new KeyLogWriter(file, new Durability.Flush(), Clock.fixed(T0, ZoneOffset.UTC))) {
                writer.write(new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a"));
            }
        }

        assertThat(Modes.of(made)).isEqualTo(Modes.OWNER_ONLY_FILE);
        assertThat(Modes.of(old))
                .as("a restarted relay appends; the operator's mode stays")
                .isEqualTo("rw-r-----");
    }

    @Test
    void everySettingPutsEachLineInTheFileAtOnce() throws IOException {
        for (Durability durability : new Durability[] {
            new Durability.Flush(), new Durability.SyncEachLine(), new Durability.SyncEvery(Duration.ofSeconds(1))
        }) {
            Path file = folder.resolve(durability.getClass().getSimpleName() + ".keys");
            KeyLogWriter writer = new KeyLogWriter(file, durability, Clock.fixed(T0, ZoneOffset.UTC));
            writer.write(new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a"));

            assertThat(Files.readString(file))
                    .as("%s", durability)
                    .isEqualTo("2026-11-22T21:16:03.428Z T1 04 - judge key a\thMroPBaYSchBTNfxT\n");
            writer.close();
        }
    }

    @Test
    void aWriterOpeningARecordAKillLeftTornCutsTheTornLineSoTheNextLineStandsAlone() throws IOException {
        Path file = folder.resolve("LP26-01.keys");
        Clock clock = Clock.fixed(T0, ZoneOffset.UTC);
        try (KeyLogWriter writer = new KeyLogWriter(file, new Durability.Flush(), clock)) {
            writer.write(new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "a"));
        }
        Files.writeString(file, "2026-11-22T21:16:03.428Z T1 04 - judge ke", java.nio.file.StandardOpenOption.APPEND);
        try (KeyLogWriter writer = new KeyLogWriter(file, new Durability.Flush(), clock)) {
            writer.write(new KeyLogLine(T0, "T1", 4, "-", "judge", KeyLogLine.What.KEY, "b"));
        }

        KeyLogReader.Result read = KeyLogReader.read(Files.newBufferedReader(file), "LP26-01.keys");
        assertThat(read.skipped()).isEmpty();
        assertThat(read.lines()).extracting(KeyLogLine::payload).containsExactly("a", "b");
    }
}
