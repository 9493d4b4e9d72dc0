package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The sheet's CSV as a hand or a spreadsheet leaves it: each record with the line it starts on. */
class CsvTest {

    @Test
    void eachRecordKeepsTheLineItStartsOnPastQuotedLineBreaksBlankLinesAndASeparatorLine() {
        String text = "sep=;\r\nentry;answer\r\nE1;\"two\r\nlines\"\r\n\r\nE2;\"cr\rline\"\rE3;last";

        assertThat(Csv.read(text))
                .containsExactly(
                        new Csv.Record(2, List.of("entry", "answer")),
                        new Csv.Record(3, List.of("E1", "two\r\nlines")),
                        new Csv.Record(6, List.of("E2", "cr\rline")),
                        new Csv.Record(8, List.of("E3", "last")));
    }

    @Test
    void aStrayQuoteInsideAFieldIsTextAndDoesNotSwallowTheLinesAfterIt() {
        String text = "entry,answer,mark\nE1,a 5\" screen, big,1\nE2,fine,2\n";

        assertThat(Csv.read(text))
                .containsExactly(
                        new Csv.Record(1, List.of("entry", "answer", "mark")),
                        new Csv.Record(2, List.of("E1", "a 5\" screen", " big", "1")),
                        new Csv.Record(3, List.of("E2", "fine", "2")));
    }

    @Test
    void whatIsWrittenReadsBackTheSame() {
        List<List<String>> records = List.of(
                List.of("entry", "answer", ""),
                List.of("", " padded ", "a;b\tc"),
                List.of("'=1+1", "say \"hi\"", "x,y"));

        String written = Csv.write(records);

        assertThat(written)
                .isEqualTo("entry,answer,\r\n,\" padded \",\"a;b\tc\"\r\n'=1+1,\"say \"\"hi\"\"\",\"x,y\"\r\n");
        assertThat(Csv.read(written)).extracting(Csv.Record::fields).containsExactlyElementsOf(records);
    }
}
