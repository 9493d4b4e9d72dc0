package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The scoring sheet survives an organiser's spreadsheet: whatever it saves back reads as the marks they gave. */
class PrescreenSheetTest {

    private static final PrescreenSheet.Row AWKWARD = new PrescreenSheet.Row(
            "E1",
            "Eliza, \"Liz\"",
            "Q02",
            "memory",
            "ask",
            "What is the name of the friend I just told you about?",
            "Line one, with a comma\nand \"quotes\" on line two",
            OptionalDouble.of(2),
            OptionalDouble.empty(),
            "crashed: program exited with status 3, restarted",
            "1.5");

    @Test
    void awkwardTextGoesOutQuotedWithCrLfAndComesBackTheSame() {
        String csv = PrescreenSheet.write(List.of(AWKWARD));

        assertThat(csv)
                .startsWith("entry,name,item,set,kind,text,answer,auto,mark,problem,seconds\r\n")
                .contains("\"Eliza, \"\"Liz\"\"\"", "\"Line one, with a comma\nand \"\"quotes\"\" on line two\"")
                .endsWith("\r\n");
        assertThat(PrescreenSheet.read(csv, "prescreen.csv").rows()).containsExactly(AWKWARD);
    }

    @Test
    void anAnswerThatLooksLikeAFormulaStaysText() {
        var row = new PrescreenSheet.Row(
                "E9",
                "Mischief",
                "Q01",
                "",
                "ask",
                "Hi",
                "=HYPERLINK(\"http://evil\",\"click\")",
                OptionalDouble.empty(),
                OptionalDouble.empty(),
                "",
                "");

        assertThat(PrescreenSheet.write(List.of(row))).contains("\"'=HYPERLINK(\"\"http://evil\"\",\"\"click\"\")\"");
    }

    @Test
    void aSpreadsheetsSemicolonsBomMovedColumnsAndDecimalCommasAreRead() {
        String saved = "\uFEFFmark;entry;item;kind;answer;my notes;auto\r\n"
                + "1,5;E1;Q01;ask;\"Hello;\r\nthere\";good;0\r\n"
                + "2.0;E2;Q01;ask;Hi;;2\r\n"
                + ";E3;Q01;tell;Hm;;\r\n";

        List<PrescreenSheet.Row> rows =
                PrescreenSheet.read(saved, "prescreen.csv").rows();

        assertThat(rows).extracting(PrescreenSheet.Row::entry).containsExactly("E1", "E2", "E3");
        assertThat(rows.get(0).mark()).hasValue(1.5);
        assertThat(rows.get(0).answer()).isEqualTo("Hello;\r\nthere");
        assertThat(rows.get(0).effectiveMark())
                .as("a person's mark over the automatic one")
                .hasValue(1.5);
        assertThat(rows.get(1).mark()).hasValue(2.0);
        assertThat(rows.get(2).isQuestion()).isFalse();
        assertThat(rows.get(2).effectiveMark()).isEmpty();
    }

    @Test
    void aMarkThatIsNotZeroToTwoIsSaidWithItsLineAndCountsAsNotYetMarked() {
        String saved = "entry,item,kind,auto,mark\nE1,Q01,ask,2,x\nE1,Q02,ask,0,3\nE1,Q02,ask,0,1\n,Q04,ask,,\n";

        PrescreenSheet.Read read = PrescreenSheet.read(saved, "prescreen.csv");

        assertThat(read.rows()).extracting(PrescreenSheet.Row::item).containsExactly("Q01", "Q02");
        assertThat(read.rows())
                .allSatisfy(row -> assertThat(row.effectiveMark()).isEmpty());
        assertThat(read.skipped())
                .containsExactly(
                        "prescreen.csv:2: E1 Q01: mark 'x' is not a mark from 0 to 2: counted as not yet marked",
                        "prescreen.csv:3: E1 Q02: mark '3' is not a mark from 0 to 2: counted as not yet marked",
                        "prescreen.csv:4: a second row for E1 Q02: left out",
                        "prescreen.csv:5: no entry or item named: left out");
    }

    @Test
    void aSheetWithoutAMarkColumnIsRefusedSayingWhatTheHeaderShouldBe() {
        assertThatThrownBy(() -> PrescreenSheet.read("entry,item,score\nE1,Q01,2\n", "prescreen.csv"))
                .hasMessage(
                        "prescreen.csv:1: the header has no 'mark' column (it should read entry,name,item,set,kind,text,answer,auto,mark,problem,seconds)");
    }
}
