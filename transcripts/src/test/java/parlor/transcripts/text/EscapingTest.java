package parlor.transcripts.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EscapingTest {

    @Test
    void controlCharactersAndBackslashesAreWrittenSoARecordLineStaysOneLine() {
        assertThat(Escaping.escape("a\tb\u001b[31m\u0085\u007f\\\n")).isEqualTo("a\\x09b\\x1b[31m\\x85\\x7f\\\\\\x0a");
    }

    @Test
    void everyCharacterComesBackAsItWas() {
        StringBuilder all = new StringBuilder();
        for (char c = 0; c < 0x200; c++) {
            all.append(c);
        }
        String escaped = Escaping.escape(all.toString());

        assertThat(escaped).doesNotContainPattern("[\\x00-\\x1f\\x7f-\\x9f]");
        assertThat(Escaping.unescape(escaped)).isEqualTo(all.toString());
    }
}
