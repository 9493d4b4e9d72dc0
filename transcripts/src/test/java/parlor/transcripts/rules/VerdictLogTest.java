package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.testing.Modes;
import parlor.transcripts.text.Skipped;

class VerdictLogTest {

    private static final Instant T = Instant.parse("2009-09-06T09:25:00Z");

    @TempDir
    Path folder;

    @Test
    void theLogIsForItsOwnerOnly() {
        try (VerdictLog.Writer log = VerdictLog.start(folder, FinalFour.header(RuleSet.LOEBNER_2009))) {
            assertThat(Modes.of(log.file())).isEqualTo(Modes.OWNER_ONLY_FILE);
        }
    }

    @Test
    void theHeaderAndEveryVerdictReadBackAsWritten() throws IOException {
        ContestHeader header = FinalFour.header(RuleSet.LOEBNER_2009);
        List<VerdictEntry> verdicts =
                List.of(FinalFour.pick(1, 1, false), FinalFour.pick(2, 3, true), FinalFour.rank(1, "E1", 3));
        try (VerdictLog.Writer log = VerdictLog.start(folder, header)) {
            verdicts.forEach(log::append);
        }

        VerdictLog.Contents read = VerdictLog.read(folder.resolve("verdicts.jsonl"));

        assertThat(read.contest()).contains(header);
        assertThat(read.verdicts()).isEqualTo(verdicts);
        assertThat(read.skipped()).isEmpty();
        assertThat(Files.readAllLines(folder.resolve("verdicts.jsonl")).get(1))
                .isEqualTo(
                        "{\"type\":\"verdict\",\"time\":\"2009-09-06T09:25:00Z\",\"round\":1,\"judge\":1,\"terminal\":\"T1\",\"form\":\"pick\","
                                + "\"left\":\"E1\",\"right\":\"C1\",\"human\":\"C1\",\"chain\":\"hydMkDdYeb9BiaZUw\"}");
    }

    @Test
    void aVerdictChangedAfterItWasWrittenBreaksTheChainAtItsLine() throws IOException {
        byte[] recordKey = parlor.transcripts.keylog.KeyLogChain.recordKey("the contest key");
        try (VerdictLog.Writer log =
                VerdictLog.start(folder, FinalFour.header(RuleSet.LOEBNER_2009), java.util.Optional.of(recordKey))) {
            log.append(FinalFour.pick(1, 1, false));
            log.append(FinalFour.pick(2, 3, true));
        }
        Path file = folder.resolve("verdicts.jsonl");
        java.util.function.Supplier<parlor.transcripts.keylog.ChainVerdict> chain = () -> {
            try {
                return parlor.transcripts.seal.SealedJson.read(file, java.util.Optional.of(recordKey))
                        .chain();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        assertThat(chain.get()).isEqualTo(new parlor.transcripts.keylog.ChainVerdict.Verified(true));

        Files.writeString(file, Files.readString(file).replace("\"human\":\"C1\"", "\"human\":\"E1\""));

        assertThat(chain.get()).isInstanceOfSatisfying(parlor.transcripts.keylog.ChainVerdict.Broken.class, broken -> {
            assertThat(broken.line()).isEqualTo(2);
            assertThat(broken.words()).contains("is not as the relay wrote it");
        });
        assertThat(VerdictLog.read(file).verdicts()).hasSize(2);
    }

    /** 2003 rule 43: an entry disqualified goes on the record as a line of its own, read back beside the verdicts. */
    @Test
    void aDisqualificationIsALineOfItsOwnAndOnlyAnEntryIsDisqualified() throws IOException {
        ContestHeader header = FinalFour.header(RuleSet.LOEBNER_2009);
        try (VerdictLog.Writer log = VerdictLog.start(folder, header)) {
            VerdictIntake intake = new VerdictIntake(header, log, List.of(), Clock.fixed(T, ZoneOffset.UTC));
            intake.disqualify("E2", " replies \"typed\" by a person ");
            assertThatThrownBy(() -> intake.disqualify("C1", "rude"))
                    .hasMessage("C1 is a confederate: only an Entry is disqualified (2003 rules 38 and 43)");
            assertThatThrownBy(() -> intake.disqualify("E9", "rude"))
                    .hasMessageStartingWith("no entity 'E9' in this contest (the entries are E1, E2");
        }

        VerdictLog.Contents read = VerdictLog.read(folder.resolve("verdicts.jsonl"));

        assertThat(read.disqualifications())
                .containsExactly(new Disqualification(T, "E2", "replies \"typed\" by a person"));
        assertThat(read.verdicts()).isEmpty();
        assertThat(read.skipped()).isEmpty();
        assertThat(Files.readAllLines(folder.resolve("verdicts.jsonl")))
                .hasSize(2)
                .last()
                // the line's chain value last, as on every line after the header
                .asString()
                .startsWith("{\"type\":\"disqualification\",\"time\":\"2009-09-06T09:25:00Z\",\"entity\":\"E2\","
                        + "\"reason\":\"replies \\\"typed\\\" by a person\",\"chain\":\"");
    }

    @Test
    void everyFormSurvivesTheRoundTrip() throws IOException {
        List<Verdict> forms = List.of(
                new Verdict.Humanness("E1", 7),
                new Verdict.Rating("E1", new BigDecimal("3.25")),
                new Verdict.Split("E1", 40, "C1", 60),
                new Verdict.Pick("C1", "E1", "E1"),
                new Verdict.Rank("E1", 4),
                new Verdict.Candidate("E1", true, 2));
        StringBuilder log =
                new StringBuilder(FinalFour.header(RuleSet.LOEBNER_2006).toJson()).append('\n');
        forms.forEach(
                v -> log.append(new VerdictEntry(T, 1, 4, "T\"4", v).toJson()).append('\n'));

        VerdictLog.Contents read = VerdictLog.read(new StringReader(log.toString()), "verdicts.jsonl");

        assertThat(read.verdicts()).extracting(VerdictEntry::verdict).isEqualTo(forms);
        assertThat(read.verdicts()).extracting(VerdictEntry::terminal).containsOnly("T\"4");
    }

    @Test
    void theReaderSkipsEachBadLineAndSaysWhereAndWhy() throws IOException {
        String good = FinalFour.pick(1, 1, false).toJson();
        String log = String.join(
                "\n",
                FinalFour.header(RuleSet.LOEBNER_2009).toJson(),
                good,
                "not json",
                good.replace("\"pick\"", "\"vote\""),
                good.replace(",\"human\":\"C1\"", ""),
                "{\"type\":\"contest\",\"name\":\"again\"}",
                "",
                good.replace("2009-09-06T", "Sunday "),
                good.substring(0, 40));

        VerdictLog.Contents read = VerdictLog.read(new StringReader(log), "verdicts.jsonl");

        assertThat(read.verdicts()).hasSize(1);
        assertThat(read.skipped()).extracting(Skipped::line).containsExactly(3, 4, 5, 6, 8, 9);
        assertThat(read.skipped())
                .extracting(Skipped::reason)
                .containsExactly(
                        "not JSON at character 1: expected {",
                        "unknown form 'vote'",
                        "pick form: missing: human",
                        "a second contest header",
                        "unreadable time 'Sunday 09:25:00Z'",
                        "not JSON at character 41: line ends inside the object");
    }

    @Test
    void aByteThatIsNotUtf8CostsItsLineOnlyAndIsReported() throws IOException {
        String good = FinalFour.pick(1, 1, false).toJson();
        byte[] damaged = good.replace("T1", "T\u00e9").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        damaged[damaged.length - 20] = (byte) 0xC3;
        Path file = folder.resolve("verdicts.jsonl");
        Files.writeString(file, FinalFour.header(RuleSet.LOEBNER_2009).toJson() + "\n" + good + "\n");
        Files.write(file, damaged, java.nio.file.StandardOpenOption.APPEND);
        Files.writeString(file, "\n" + good + "\n", java.nio.file.StandardOpenOption.APPEND);

        VerdictLog.Contents read = VerdictLog.read(file);

        assertThat(read.contest()).isPresent();
        assertThat(read.verdicts()).hasSize(2);
        assertThat(read.skipped()).singleElement().satisfies(s -> {
            assertThat(s.line()).isEqualTo(3);
            assertThat(s.reason()).isEqualTo("damaged bytes (not UTF-8 text)");
        });
    }

    @Test
    void aReplacementCharacterParlorWroteItselfIsEscapedSoItIsNotTakenForDamage() throws IOException {
        String written = new VerdictEntry(T, 1, 1, "T\uFFFD", new Verdict.Humanness("E1", 7)).toJson();

        VerdictLog.Contents read = VerdictLog.read(
                new StringReader(FinalFour.header(RuleSet.LOEBNER_2003).toJson() + "\n" + written), "verdicts.jsonl");

        assertThat(written).contains("T\\ufffd");
        assertThat(read.skipped()).isEmpty();
        assertThat(read.verdicts()).extracting(VerdictEntry::terminal).containsExactly("T\uFFFD");
    }

    @Test
    void withoutAHeaderOnLineOneThereIsNoContest() throws IOException {
        VerdictLog.Contents read =
                VerdictLog.read(new StringReader(FinalFour.pick(1, 1, false).toJson()), "verdicts.jsonl");

        assertThat(read.contest()).isEmpty();
        assertThat(read.skipped())
                .singleElement()
                .satisfies(s -> assertThat(s.reason())
                        .isEqualTo("line 1 must be the contest header: not a contest header (type 'verdict')"));
    }

    @Test
    void anUnreadableRoundPlanOrTimesAreIgnoredAndTheContestKept() throws IOException {
        String header =
                "{\"type\":\"contest\",\"name\":\"x\",\"rules\":\"loebner-2003\",\"entities\":[{\"id\":\"E1\",\"human\":false}],"
                        + "\"judges\":[1],\"rounds\":[{\"round\":\"first\"}],\"timing\":{\"talk\":\"5 minutes\"}}";

        VerdictLog.Contents read = VerdictLog.read(new StringReader(header), "verdicts.jsonl");

        assertThat(read.contest()).hasValueSatisfying(c -> {
            assertThat(c.rounds()).isEmpty();
            assertThat(c.timing()).isEmpty();
        });
        assertThat(read.skipped())
                .extracting(Skipped::reason)
                .containsExactly(
                        "the round plan was ignored: 'round' must be a whole number, not 'first'",
                        "the timing was ignored: 'talk' must be a duration such as PT30S, not '5 minutes'");
    }

    @Test
    void theDaysTimesReadBackAsWrittenAndAnOlderHeaderWithoutThemStillReads() throws IOException {
        Timing day = RuleSet.LOEBNER_2009
                .timing()
                .overriddenBy(
                        Optional.of(Duration.ofMinutes(1)),
                        Optional.of(Duration.ofMinutes(2)),
                        Optional.of(Duration.ZERO));
        ContestHeader older = FinalFour.header(RuleSet.LOEBNER_2009);
        ContestHeader header = new ContestHeader(
                older.name(), older.rules(), older.entities(), older.judges(), older.rounds(), Optional.of(day));

        VerdictLog.Contents read = VerdictLog.read(new StringReader(header.toJson()), "verdicts.jsonl");
        VerdictLog.Contents readOlder = VerdictLog.read(new StringReader(older.toJson()), "verdicts.jsonl");

        assertThat(header.toJson())
                .contains(",\"timing\":{\"talk\":\"PT1M\",\"eachSide\":\"PT30S\",\"review\":\"PT2M\","
                        + "\"reviewAt\":\"each-round\",\"break\":\"PT0S\"}");
        assertThat(read.contest()).contains(header);
        assertThat(readOlder.contest())
                .hasValueSatisfying(c -> assertThat(c.timing()).isEmpty());
        assertThat(readOlder.skipped()).isEmpty();
    }

    @Test
    void anExistingLogIsNeverStartedAgainOnlyReopened() throws IOException {
        ContestHeader header = FinalFour.header(RuleSet.LOEBNER_2006);
        VerdictLog.start(folder, header).close();

        assertThatThrownBy(() -> VerdictLog.start(folder, header)).hasMessageContaining("already exists");
        try (VerdictLog.Writer log = VerdictLog.reopen(folder)) {
            log.append(FinalFour.split(1, 1, 30));
        }
        assertThat(VerdictLog.read(folder.resolve(VerdictLog.FILE_NAME)).verdicts())
                .hasSize(1);
        assertThatThrownBy(() -> VerdictLog.reopen(folder.resolve("elsewhere"))).hasMessageContaining("does not exist");
    }

    @Test
    void theDeskRecordsOnlyWhatMayStand() throws IOException {
        ContestHeader header = FinalFour.header(RuleSet.LOEBNER_2006);
        try (VerdictLog.Writer log = VerdictLog.start(folder, header)) {
            VerdictIntake intake = new VerdictIntake(header, log, List.of(), Clock.fixed(T, ZoneOffset.UTC));

            Check fine = intake.submit(1, 1, "T1", new Verdict.Split("E1", 70, "C1", 30));
            Check repeat = intake.submit(3, 1, "T1", new Verdict.Split("E2", 30, "C2", 70));
            Check typing = intake.checkTyping(
                    3, 1, VerdictForm.SPLIT, java.util.Map.of("left", "E2", "right", "C2", "rightPoints", "30"));

            assertThat(fine.isOk()).isTrue();
            assertThat(repeat.reasons()).containsExactly("you gave 70/30 before, in round 1: every split must differ");
            assertThat(typing.reasons()).isEqualTo(repeat.reasons());
        }
        assertThat(VerdictLog.read(folder.resolve(VerdictLog.FILE_NAME)).verdicts())
                .singleElement()
                .satisfies(v -> assertThat(v.time()).isEqualTo(T));
    }
}
