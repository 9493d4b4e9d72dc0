package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import parlor.relay.testing.PairedDay;

/**
 * What a contest file's author reads when the file is wrong: the line and column, in plain words
 * (not the YAML reader's {@code <block end>}), at the line that needs the change.
 */
class ContestFileWordsTest {

    private static final Path BASE = Path.of("/contests");
    private static final String FILE = """
        name: Words
        rules: loebner-2009
        timing:
          talk: 10m
          review: 4m
        terminals:
          T1: { judge: 1 }
          T2: { judge: 2 }
        entities:
          E1: { program: [cat] }
          C1: { confederate: D1 }
        """;

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        # a key indented one space too far
        '  T2: { judge: 2 }' | '   T2: { judge: 2 }' | 'day.yaml:8:4: indentation: this line starts at column 4, which lines up with no key above it (the keys before it, from line 7, start at column 3): indent it exactly as far as the keys it belongs with, using spaces'
        # a key indented one space too little, inside a nested mapping
        '  review: 4m' | ' review: 4m' | 'day.yaml:5:2: indentation: this line starts at column 2, which lines up with no key above it (the keys before it, from line 1, start at column 1): indent it exactly as far as the keys it belongs with, using spaces'
        # a key indented under a key that already has a value
        '  review: 4m' | '      review: 4m' | 'day.yaml:5:13: indentation: this line is indented further than the line above it, which has its value already: line it up with the key above it (or, if the value here holds '': '', put it in quotes)'
        # a tab
        '  T2: { judge: 2 }' | '	T2: { judge: 2 }' | 'day.yaml:8:1: indentation: a tab here: YAML indents with spaces only'
        # a list not closed
        '[cat] }' | '[cat }' | 'day.yaml:10:23: a list opened with ''['' at 10:18 is not closed with '']'' (or its items lack a '','' between them)'
        # a quote not closed
        'name: Words' | 'name: ''Words' | 'day.yaml:12:1: a quote opened at 1:7 is never closed'
        """)
    void aBrokenYamlFileIsSaidInPlainWordsAtItsLineAndColumn(String line, String broken, String said) {
        String text = FILE.replace(line, broken);

        assertThatThrownBy(() -> ContestLoader.parse(text, "day.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessage(said);
    }

    /** 2006: the terminal without a side is named at its own line, where the change is made. */
    @Test
    void aTerminalWithoutItsSideIsPointedAtOnItsOwnLine() {
        String noSide = PairedDay.YAML.replace("T2: { judge: 1, side: right }", "T2: { judge: 1 }");

        assertThatThrownBy(() -> ContestLoader.parse(noSide, "day.yaml", BASE))
                .hasMessage(
                        "day.yaml:7:3: loebner-2006 has each judge talk with both of a pair at once: give terminal T2 "
                                + "side: left or side: right (two terminals per judge)");
    }

    @Test
    void aJudgeWithoutTheirRightTerminalIsPointedAtTheirLeftOne() {
        String oneSided = PairedDay.YAML.replace("  T4: { judge: 2, side: right }\n", "");

        assertThatThrownBy(() -> ContestLoader.parse(oneSided, "day.yaml", BASE))
                .hasMessage("day.yaml:8:3: judge 2 has a left terminal (T3) but no right one");
    }

    @Test
    void twoEntitiesAtOneDeskArePointedAtTheSecond() {
        String shared =
                FILE.replace("  C1: { confederate: D1 }\n", "  C1: { confederate: D1 }\n  C2: { confederate: D1 }\n");

        assertThatThrownBy(() -> ContestLoader.parse(shared, "day.yaml", BASE))
                .hasMessage("day.yaml:12:3: entities C1 and C2 share confederate desk D1");
    }
}
