package parlor.transcripts.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The limits and leniencies of record lines as jackson-core reads them. */
class FlatJsonTest {

    @Test
    void nestingDeeperThanAnyRecordIsRefusedWithWhereItWent() {
        String deep = "{\"a\":" + "[".repeat(100) + "]".repeat(100) + "}";

        assertThatThrownBy(() -> FlatJson.parse(deep)).hasMessage("not JSON at character 70: nested deeper than 64");
        String fine = "{\"a\":" + "[".repeat(FlatJson.MAX_DEPTH - 1) + "]".repeat(FlatJson.MAX_DEPTH - 1) + "}";
        assertThat(FlatJson.parse(fine).get("a")).hasSize(2 * (FlatJson.MAX_DEPTH - 1));
    }

    @Test
    void rawControlCharactersAndStrayBackslashesInStringsAreTakenAsOtherProgramsWriteThem() {
        assertThat(FlatJson.parse("{\"content\":\"a\tb\\q\\/\",\"n\":-1.50e+3}"))
                .containsExactly(Map.entry("content", "a\tbq/"), Map.entry("n", "-1.50e+3"));
    }

    @Test
    void aLineThatIsNotAnObjectOrHasMoreAfterItIsRefusedWhereItGoesWrong() {
        assertThatThrownBy(() -> FlatJson.parse(" {\"a\":1}")).hasMessage("not JSON at character 1: expected {");
        assertThatThrownBy(() -> FlatJson.parse("{\"a\":1} {\"b\":2}"))
                .hasMessage("not JSON at character 9: text after the object");
        assertThatThrownBy(() -> FlatJson.parse("{\"a\":1,}")).hasMessageStartingWith("not JSON at character 8: ");
        assertThatThrownBy(() -> FlatJson.parse("")).hasMessage("not JSON at character 1: line ends inside the object");
    }
}
