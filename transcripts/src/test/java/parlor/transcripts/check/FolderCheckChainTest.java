package parlor.transcripts.check;

import static org.assertj.core.api.Assertions.assertThat;
import static parlor.transcripts.check.FolderCheckTest.conversation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.testing.KeyRecords;

/**
 * A record edited after the relay wrote it, as someone with the files would: each edit is found,
 * with the file and the first line not as the relay wrote it. The conversation's keystroke log:
 * line 1 begin, 2-9 the judge's keys for "Hello?" and two Returns, 10 the entity's "Hi.", 11 its end.
 */
class FolderCheckChainTest {

    @TempDir
    Path folder;

    @Test
    void aForgedLineAddedToTheKeystrokeLogIsAProblemAtItsLine() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true));
        // a reply the entity never gave, shaped like the relay's lines, with a made-up chain value
        editKeys(lines -> insert(
                lines,
                10,
                lines.get(9)
                        .replace("say Hi.", "say Send me your password")
                        .replaceFirst("\t.*", "\thAAAAAAAAAAAAAAAA")));

        assertProblem(
                "LP26-01.keys line 11 is not as the relay wrote it (changed, added, or a line before it removed)");
    }

    @Test
    void aLineAddedWithoutAChainValueIsAProblemAtItsLine() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true));
        editKeys(lines -> insert(lines, 10, "2026-11-22T10:00:09.000Z T1 -- - E1 say Send me your password"));

        assertProblem("LP26-01.keys line 11 carries no chain value: it was added, or its value cut off");
    }

    @Test
    void aLineDeletedFromTheKeystrokeLogIsAProblemWhereItWas() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true));
        editKeys(lines -> {
            List<String> fewer = new ArrayList<>(lines);
            fewer.remove(4);
            return fewer;
        });

        assertProblem("LP26-01.keys line 5 is not as the relay wrote it (changed, added, or a line before it removed)");
    }

    @Test
    void aLineChangedInTheKeystrokeLogIsAProblemAtItsLine() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true));
        editKeys(lines ->
                lines.stream().map(l -> l.replace("judge key l", "judge key k")).toList());

        assertProblem("LP26-01.keys line 4 is not as the relay wrote it (changed, added, or a line before it removed)");
    }

    @Test
    void aWordChangedInTheTranscriptIsAProblemAtItsLine() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true));
        editText("Hi.", "Ho.");

        assertProblem(
                "transcript and keystroke log disagree at line 5: transcript has 'PROGRAM[10:00:09]Ho.', keystrokes give 'PROGRAM[10:00:09]Hi.'");
    }

    @Test
    void theSameWordChangedInBothFilesIsAProblemAtTheKeystrokeLogsLine() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true));
        editKeys(lines ->
                lines.stream().map(l -> l.replace("say Hi.", "say Ho.")).toList());
        editText("Hi.", "Ho.");

        assertProblem(
                "LP26-01.keys line 10 is not as the relay wrote it (changed, added, or a line before it removed)");
    }

    @Test
    void transcriptLinesRemovedFromBeforeTheLogsLastLineAreAProblemNotAnInterruption() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\rStill here\r", true));
        Path text = folder.resolve("E1/LP26-01.TXT");
        String full = Files.readString(text);
        // the entity's reply and the judge's last line go; only the last line is the log's last key's
        Files.writeString(text, full.substring(0, full.indexOf("PROGRAM")));

        assertProblem(
                "LP26-01.TXT:5: the transcript stops short of lines the relay wrote before the keystroke log's last line: lines were removed");
    }

    @Test
    void anOldRecordWithNoChainStillReadsAndCheckSaysItHasNone() throws IOException {
        KeyRecords.writeUnchained(folder, "E1/LP26-01", conversation("Hello?\r\r", true));

        assertThat(FolderCheck.check(folder))
                .singleElement()
                .hasToString(
                        "OK          E1/LP26-01: 8 keys, 2 transcript lines; no chain (written before records were chained): an edit cannot be detected");
    }

    private void assertProblem(String detail) throws IOException {
        assertThat(FolderCheck.check(folder)).singleElement().satisfies(f -> {
            assertThat(f.state()).isEqualTo(FolderCheck.State.PROBLEM);
            assertThat(f.detail()).isEqualTo(detail);
        });
    }

    private void editKeys(UnaryOperator<List<String>> edit) throws IOException {
        Path keys = folder.resolve("E1/LP26-01.keys");
        Files.write(keys, edit.apply(Files.readAllLines(keys)));
    }

    private void editText(String word, String replacement) throws IOException {
        Path text = folder.resolve("E1/LP26-01.TXT");
        Files.writeString(text, Files.readString(text).replace(word, replacement));
    }

    private static List<String> insert(List<String> lines, int at, String line) {
        List<String> more = new ArrayList<>(lines);
        more.add(at, line);
        return more;
    }
}
