package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.testing.TestScripts;

/** Entries that hang or flood during prescreening are marked so on the sheet, with the evidence, and the run goes on. */
class PrescreenTroubleTest {

    @TempDir
    Path folder;

    @Test
    void anEntryThatHangsAndOneThatFloodsAreMarkedWithTheEvidence() throws Exception {
        TestScripts.copy("/prescreen/hangs-once.sh", folder);
        TestScripts.copy("/prescreen/floods.sh", folder);
        Contest contest = ContestLoader.parse("""
            name: Trouble
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [sh, hangs-once.sh], prompt: 'you> ', reply-timeout: 3s, name: Sleepy, isolation: none }
              E2: { program: [sh, floods.sh], prompt: 'you> ', name: Chatty }
            """, "contest.yaml", folder);
        String suiteText = """
            reply-timeout: 10s
            items:
              - ask: How are you?
              - ask: And your family?
              - ask: Shall we talk about the weather?
            """;
        var options =
                new PrescreenRun.Options(folder.resolve("out"), 25, 7, 1, Optional.empty(), Clock.systemDefaultZone());
        PrescreenRun.Outcome outcome = PrescreenRun.run(
                contest,
                PrescreenContest.entries(contest, List.of(), false),
                SuiteLoader.parse(suiteText, "suite.yaml"),
                suiteText,
                options);
        List<PrescreenSheet.Row> rows = PrescreenSheet.read(Files.readString(outcome.sheet()), "prescreen.csv")
                .rows();

        assertThat(rows)
                .extracting(PrescreenSheet.Row::answer)
                .containsExactly(
                        "fine, thanks",
                        "fine, thanks",
                        "fine, thanks",
                        String.join(
                                "\n",
                                java.util.stream.IntStream.rangeClosed(1, 60)
                                        .mapToObj(Integer::toString)
                                        .toList()),
                        "sorry about that",
                        "sorry about that");
        // the judge waits 10 s: time enough, even on a busy machine, for the hung entry to be stopped, started again
        // and answer
        assertThat(rows.get(1).problem()).startsWith("hung: no reply within 3 s (hung), restarted");
        assertThat(rows.get(3).problem()).isEqualTo("flooded: the reply was cut to 60 lines");
        assertThat(rows)
                .extracting(PrescreenSheet.Row::problem)
                .filteredOn(String::isEmpty)
                .hasSize(4);
        assertThat(Files.readString(onlyTranscript(folder.resolve("out/transcripts/E1"))))
                .contains("*** JUDGE07 ***");
    }

    private static Path onlyTranscript(Path entry) throws Exception {
        try (var files = Files.list(entry)) {
            return files.filter(file -> file.toString().endsWith(".TXT"))
                    .findFirst()
                    .orElseThrow();
        }
    }
}
