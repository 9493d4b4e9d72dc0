package parlor.transcripts.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Records are written the same, character for character, whichever code writes them. */
class JsonTextTest {

    private static final Map<Character, String> SHORT =
            Map.of('"', "\\\"", '\\', "\\\\", '\n', "\\n", '\r', "\\r", '\t', "\\t", '\b', "\\b", '\f', "\\f");

    @Test
    void everyCharacterIsWrittenRawOrEscapedAsRecordsHaveAlwaysHadIt() {
        for (char c = 0; c < 0xFFFF; c++) {
            boolean control = c < 0x20 || (c >= 0x7f && c < 0xa0) || c == '\u2028' || c == '\u2029' || c == '\uFFFD';
            String expected = SHORT.getOrDefault(c, control ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            assertThat(JsonText.string("a" + c + "b")).as("U+%04X", (int) c).isEqualTo("\"a" + expected + "b\"");
        }
    }

    @Test
    void aListOfStringsIsAnArrayAndReadsBack() {
        List<String> values = List.of("E1", "say \"hi\"\n", "");

        assertThat(JsonText.strings(values)).isEqualTo("[\"E1\",\"say \\\"hi\\\"\\n\",\"\"]");
        assertThat(FlatJson.elements(JsonText.strings(values))).containsExactlyElementsOf(values);
        assertThat(JsonText.strings(List.of())).isEqualTo("[]");
    }
}
