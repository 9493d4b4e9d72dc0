package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.testing.RealEntries;
import parlor.relay.testing.TestScripts;
import parlor.transcripts.check.FolderCheck;

/**
 * Three entries through the 2009 selection questions at once, as {@code bin/relay prescreen} runs
 * them: the real Chatbot::Eliza, a scripted entry that gets the time and memory questions right,
 * and one that crashes on the third item and every time it is asked again.
 */
class PrescreenRunTest {

    @TempDir
    Path folder;

    @Test
    void elizaAScriptedEntryAndACrashingOneAreMarkedRankedAndTranscribed() throws Exception {
        Path out = folder.resolve("prescreen");
        String suiteText = suite2009(OffsetDateTime.now().minusMinutes(25).truncatedTo(ChronoUnit.SECONDS));
        PrescreenRun.Outcome outcome = run(suiteText, out);
        List<PrescreenSheet.Row> rows = PrescreenSheet.read(Files.readString(outcome.sheet()), "prescreen.csv")
                .rows();

        List<PrescreenSheet.Row> scripted = rowsOf(rows, "E2");
        assertThat(scripted)
                .extracting(row -> PrescreenSheet.number(row.auto()))
                .containsExactly("2", "2", "", "2", "2", "2", "2", "2", "2");
        assertThat(scripted).extracting(PrescreenSheet.Row::problem).allMatch(String::isEmpty);
        assertThat(answer(scripted, "Q02")).isEqualTo("This is round 2.");
        assertThat(answer(scripted, "Q07")).isEqualTo("Your friend is called Harry.");
        assertThat(answer(scripted, "Q08")).isEqualTo("Harry likes to play tennis.");

        List<PrescreenSheet.Row> crasher = rowsOf(rows, "E3");
        assertThat(crasher).extracting(PrescreenSheet.Row::answer).startsWith("I like turnips.", "I like turnips.", "");
        assertThat(crasher.get(2).problem())
                .contains(
                        "crashed: program exited with status 3, restarted (4 times)",
                        "crashed: program exited with status 3, 5 failures within 5 min, not restarted",
                        "no answer: the other side is not responding");
        assertThat(crasher.subList(3, 9)).allSatisfy(row -> {
            assertThat(row.problem()).isEqualTo("no answer: the other side is not responding");
            assertThat(PrescreenSheet.number(row.auto())).isEqualTo("0");
        });

        List<PrescreenSheet.Row> eliza = rowsOf(rows, "E1");
        assertThat(eliza).allSatisfy(row -> assertThat(row.answer()).isNotBlank());
        assertThat(eliza).extracting(PrescreenSheet.Row::problem).allMatch(String::isEmpty);
        for (String[] check : new String[][] {
            {"Q04", "nail"}, {"Q05", "grapefruit"}, {"Q06", "john"}, {"Q07", "harry"}, {"Q08", "tennis"}
        }) {
            PrescreenSheet.Row row = row(eliza, check[0]);
            boolean found =
                    row.answer().toLowerCase(Locale.ROOT).replace('\n', ' ').contains(check[1]);
            assertThat(PrescreenSheet.number(row.auto()))
                    .as(check[0] + ": " + row.answer())
                    .isEqualTo(found ? "2" : "0");
        }

        assertThat(outcome.ranking().standings().get(0).entry()).isEqualTo("E2");
        assertThat(outcome.ranking().standings().get(0).rank()).isEqualTo(1);
        assertThat(outcome.ranking().standings().get(0).tied()).isFalse();
        Duration eachAlone =
                outcome.entries().stream().map(PrescreenRun.EntrySummary::took).reduce(Duration.ZERO, Duration::plus);
        assertThat(outcome.took()).as("the entries were put to at once").isLessThan(eachAlone);

        assertMarkedByHandTheRankingComesOutRight(out);
        assertTranscribed(out);
    }

    /** The organiser marks Eliza's answers 1 each in a spreadsheet, which saves with semicolons, a BOM and CR LF. */
    private void assertMarkedByHandTheRankingComesOutRight(Path out) throws Exception {
        Path sheet = out.resolve(PrescreenSheet.FILE_NAME);
        List<Csv.Record> records = Csv.read(Files.readString(sheet));
        int mark = records.get(0).fields().indexOf("mark");
        StringBuilder saved = new StringBuilder("\uFEFF");
        for (Csv.Record record : records) {
            List<String> fields = new ArrayList<>(record.fields());
            if (fields.get(0).equals("E1") && fields.get(4).equals("ask")) {
                fields.set(mark, "1");
            }
            saved.append(String.join(
                            ";",
                            fields.stream()
                                    .map(f -> '"' + f.replace("\"", "\"\"") + '"')
                                    .toList()))
                    .append("\r\n");
        }
        Files.writeString(sheet, saved.toString(), StandardCharsets.UTF_8);

        PrescreenFolder.Report report = PrescreenFolder.report(out, OptionalInt.of(2));
        assertThat(report.text())
                .containsSubsequence(
                        "1     E2     Scripted  2.00  8 of 9",
                        "2     E1     Eliza     1.00  8 of 9  8",
                        "3     E3     Crasher   0.00  8 of 9  0        crashed Q03; no answer Q03-Q09",
                        "Finalists (2 places): E2 Scripted, E1 Eliza");
        assertThat(report.answersPage())
                .contains("Your friend is called Harry.", "<th>E1<br>Eliza</th>", "mark 1", "1.00 (2)")
                .doesNotContain("<script");
    }

    private static void assertTranscribed(Path out) throws Exception {
        Path transcripts = out.resolve("transcripts");
        String scripted = Files.readString(onlyTranscript(transcripts.resolve("E2")));
        assertThat(scripted)
                .contains("[Scripted] [unknown]", "*** JUDGE00 ***")
                .containsPattern(
                        "JUDGE00\\[\\d\\d:\\d\\d:\\d\\d\\]What is the name of the friend I just told you about\\?\r\n"
                                + "PROGRAM\\[\\d\\d:\\d\\d:\\d\\d\\]Your friend is called Harry\\.");
        assertThat(Files.readString(onlyTranscript(transcripts.resolve("E1"))))
                .contains("JUDGE00[")
                .contains("PROGRAM[");
        // three conversations, and the manifest the relay kept beside them
        assertThat(FolderCheck.check(transcripts))
                .hasSize(4)
                .anySatisfy(finding -> assertThat(finding.conversation()).hasToString("manifest.jsonl"))
                .allSatisfy(finding ->
                        assertThat(finding.state()).as(finding.toString()).isNotEqualTo(FolderCheck.State.PROBLEM));
    }

    private PrescreenRun.Outcome run(String suiteText, Path out) throws Exception {
        TestScripts.copy("/prescreen/scripted-entry.py", folder);
        TestScripts.copy("/prescreen/crashes-on-third.sh", folder);
        Contest contest = ContestLoader.parse("""
            name: Prescreening test
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [perl, %s], prompt: 'you:\\s*', strip: 'Liz:\\s*', name: Eliza }
              E2: { program: [python3, scripted-entry.py], prompt: 'you> ', name: Scripted }
              E3: { program: [sh, crashes-on-third.sh, count], prompt: 'you> ', name: Crasher, isolation: none }
            """.formatted(RealEntries.eliza()), "contest.yaml", folder);
        Suite suite = SuiteLoader.parse(suiteText, "suite-2009.yaml");
        var options = new PrescreenRun.Options(out, 25, 0, 1, Optional.empty(), Clock.systemDefaultZone());
        return PrescreenRun.run(
                contest, PrescreenContest.entries(contest, List.of(), false), suite, suiteText, options);
    }

    /** A suite from the 2009 rules' sample questions, with its time facts putting the contest in its second round. */
    static String suite2009(OffsetDateTime start) {
        return """
            name: 2009 sample questions
            finalists: 4
            reply-timeout: 30s
            facts: { start: %s, round: 20m, rounds: 7 }
            items:
              - { set: time, ask: 'What time is it?', expect: '{time}' }
              - { ask: 'What round is this?', expect: '{round}' }
              - { set: memory, tell: 'I have a friend named Harry who likes to play tennis.' }
              - { set: things, ask: 'What would I use a hammer for?', expect: nail }
              - { set: relationships, ask: 'Which is larger, a grape or a grapefruit?', expect: grapefruit }
              - ask: John is older than Mary, and Mary is older than Sarah. Which of them is the oldest?
                expect: john
              - { set: memory, ask: 'What is the name of the friend I just told you about?', expect: harry }
              - { ask: 'Do you know what game Harry likes to play?', expect: tennis }
              - { set: time, ask: 'Is it morning, noon, or night?', expect: '{daypart}' }
            """.formatted(start);
    }

    private static List<PrescreenSheet.Row> rowsOf(List<PrescreenSheet.Row> rows, String entry) {
        List<PrescreenSheet.Row> mine =
                rows.stream().filter(row -> row.entry().equals(entry)).toList();
        assertThat(mine).hasSize(9);
        return mine;
    }

    private static PrescreenSheet.Row row(List<PrescreenSheet.Row> rows, String item) {
        return rows.stream().filter(row -> row.item().equals(item)).findFirst().orElseThrow();
    }

    private static String answer(List<PrescreenSheet.Row> rows, String item) {
        return row(rows, item).answer();
    }

    private static Path onlyTranscript(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> transcripts =
                    files.filter(file -> file.toString().endsWith(".TXT")).toList();
            assertThat(transcripts).hasSize(1);
            return transcripts.get(0);
        }
    }
}
