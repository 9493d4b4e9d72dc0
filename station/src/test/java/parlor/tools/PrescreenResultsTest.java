package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;

/** {@code bin/transcripts results} on a prescreening's folder, after the organiser has marked the sheet in a spreadsheet. */
class PrescreenResultsTest {

    /** Four entries, two questions and a statement; saved back by a spreadsheet with CR LF and a mark of its own in places. */
    private static final String SHEET = """
        entry,name,item,set,kind,text,answer,auto,mark,problem,seconds\r
        E1,Eliza,Q01,time,ask,What time is it?,Why do you ask?,0,1,,0.1\r
        E1,Eliza,Q02,memory,tell,I have a friend named Harry.,"Tell me more
        about your friend.",,,,0.1\r
        E1,Eliza,Q03,memory,ask,What is the name of the friend?,Harry?,2,,,0.1\r
        E2,Sam,Q01,time,ask,What time is it?,It is 14:03.,2,,,0.2\r
        E2,Sam,Q02,memory,tell,I have a friend named Harry.,Noted.,,,,0.2\r
        E2,Sam,Q03,memory,ask,What is the name of the friend?,Harry.,2,,,0.2\r
        E3,Crasher,Q01,time,ask,What time is it?,I like turnips.,0,,,0.1\r
        E3,Crasher,Q02,memory,tell,I have a friend named Harry.,,,,"crashed: program exited with status 3, restarted (4 times); no answer: the other side is not responding",16.2\r
        E3,Crasher,Q03,memory,ask,What is the name of the friend?,,0,,no answer: the other side is not responding,0.0\r
        E4,Bob,Q01,time,ask,What time is it?,Noon-ish.,0,2,,0.3\r
        E4,Bob,Q02,memory,tell,I have a friend named Harry.,OK.,,,,0.3\r
        E4,Bob,Q03,memory,ask,What is the name of the friend?,Larry?,0,1,,0.3\r
        """;

    @TempDir
    Path folder;

    @Test
    void ranksByMeanMarkShowsTheTieAndWritesTheAnswersPageWithTheMarks() throws Exception {
        Files.writeString(folder.resolve("prescreen.csv"), SHEET);
        Files.writeString(
                folder.resolve("suite.yaml"),
                "name: 2009 selection questions\nfinalists: 2\nitems: [ { tell: hi } ]\n");

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", folder.toString());

        assertThat(run.exit()).isZero();
        assertThat(run.out()).isEqualTo("""
            Prescreening: 2009 selection questions
            4 entries. Each answer counts with a person's mark where one is given, else the automatic one (0-2); \
            an entry's mean is over its marked answers
            (a statement, tell:, gets no automatic mark).

            rank  entry  name     mean  marked  by hand  problems
            1     E2     Sam      2.00  2 of 3  0
            2=    E1     Eliza    1.50  2 of 3  1
            2=    E4     Bob      1.50  2 of 3  2
            4     E3     Crasher  0.00  2 of 3  0        crashed Q02; no answer Q02-Q03

            Finalists (2 places): E2 Sam
            Tied for the last 1 place, each with a mean of 1.50: E1 Eliza, E4 Bob. The organiser decides between them \
            (another question, or more places in the final).
            """);
        Path page = folder.resolve("answers.html");
        assertThat(run.err()).isEqualTo("wrote " + page + "\n");
        assertThat(Files.readString(page))
                .contains(
                        "<th>E3<br>Crasher</th>",
                        "Tell me more\nabout your friend.",
                        "auto 0 · mark 1",
                        "1.50 (2=)",
                        "crashed: program exited with status 3")
                .doesNotContain("<script", "http");
    }

    @Test
    void moreFinalistsTakeTheWholeTie() throws Exception {
        Files.writeString(folder.resolve("prescreen.csv"), SHEET);

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", "--finalists", "3", folder.toString());

        assertThat(run.out())
                .contains("Finalists (3 places): E2 Sam, E1 Eliza, E4 Bob\n")
                .doesNotContain("Tied for");
    }

    @Test
    void aSheetWithoutItsMarkColumnIsRefused() throws Exception {
        Files.writeString(folder.resolve("prescreen.csv"), "entry,item,score\nE1,Q01,2\n");

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", folder.toString());

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("the header has no 'mark' column");
    }
}
