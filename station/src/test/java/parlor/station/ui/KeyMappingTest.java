package parlor.station.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keys.Key;

class KeyMappingTest {

    @Test
    void ctrlBracketQuitsHoweverTheTerminalNamesIt() {
        assertThat(KeyMapping.of(new KeyStroke(']', true, false), 20)).isInstanceOf(KeyMapping.Action.Quit.class);
        assertThat(KeyMapping.of(new KeyStroke('5', true, false), 20)).isInstanceOf(KeyMapping.Action.Quit.class);
    }

    @Test
    void ctrlCDoesNothingAtAJudgesTerminal() {
        assertThat(KeyMapping.of(new KeyStroke('c', true, false), 20)).isInstanceOf(KeyMapping.Action.Ignore.class);
    }

    @Test
    void typingAndEditingKeysGoToTheRelay() {
        assertThat(KeyMapping.of(new KeyStroke('a', false, false), 20))
                .isEqualTo(new KeyMapping.Action.Send(new Key("a")));
        assertThat(KeyMapping.of(new KeyStroke(KeyType.Enter), 20)).isEqualTo(new KeyMapping.Action.Send(Key.RETURN));
        assertThat(KeyMapping.of(new KeyStroke('\r', false, false), 20))
                .isEqualTo(new KeyMapping.Action.Send(Key.RETURN));
        assertThat(KeyMapping.of(new KeyStroke(KeyType.Backspace), 20))
                .isEqualTo(new KeyMapping.Action.Send(Key.BACKSPACE));
    }

    @Test
    void pagingScrollsLocallyAndSendsNothing() {
        assertThat(KeyMapping.of(new KeyStroke(KeyType.PageUp), 20)).isEqualTo(new KeyMapping.Action.Scroll(20));
        assertThat(KeyMapping.of(new KeyStroke(KeyType.PageDown), 20)).isEqualTo(new KeyMapping.Action.Scroll(-20));
    }
}
