package parlor.transcripts.conversation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keys.Key;

class LineAssemblerTest {

    private static final Instant T0 = Instant.parse("2012-05-15T14:18:49Z");

    private final LineAssembler assembler = new LineAssembler();
    private double second;

    @Test
    void anEntryThatNeverPressesReturnStillGetsOneLinePerMessage() {
        type(Speaker.JUDGE, "Hello\r", 0.2);
        type(Speaker.HIDDEN, "Hi.", 0.1);
        pause(10);
        type(Speaker.JUDGE, "Who are you?\r", 0.2);
        pause(10);
        type(Speaker.HIDDEN, "Nobody much.", 0.1);

        assertThat(texts()).containsExactly("J:Hello", "H:Hi.", "J:Who are you?", "H:Nobody much.");
        assertThat(assembler.repairs()).hasSize(2);
    }

    @Test
    void aJudgeWhoPressesReturnBeforeTheNextMessageIsReadInOrder() {
        type(Speaker.JUDGE, "Hello", 0.2);
        pause(5);
        type(Speaker.HIDDEN, "Hi. Your name?", 0.1);
        pause(5);
        type(Speaker.JUDGE, "\rMichael", 0.2);

        assertThat(texts()).containsExactly("J:Hello", "H:Hi. Your name?", "J:Michael");
    }

    @Test
    void typingAtTheSameTimeDoesNotCutEitherLine() {
        for (char c : "abcdef".toCharArray()) {
            type(Speaker.JUDGE, String.valueOf(c), 0.1);
            type(Speaker.HIDDEN, String.valueOf(Character.toUpperCase(c)), 0.1);
        }
        type(Speaker.JUDGE, "\r", 0.1);
        type(Speaker.HIDDEN, "\r", 0.1);

        assertThat(texts()).containsExactly("J:abcdef", "H:ABCDEF");
        assertThat(assembler.repairs()).isEmpty();
    }

    @Test
    void backspaceEditsOnlyTheTypistsOwnLine() {
        type(Speaker.JUDGE, "helo\blo", 0.1);
        type(Speaker.HIDDEN, "x\b", 0.1);
        type(Speaker.JUDGE, "\r", 0.1);

        assertThat(texts()).containsExactly("J:hello");
    }

    private void type(Speaker who, String text, double gap) {
        for (Key key : Key.typing(text)) {
            second += gap;
            assembler.key(new TimedKey(T0.plusMillis((long) (second * 1000)), who, key), 2);
        }
    }

    private void pause(double seconds) {
        second += seconds;
    }

    private List<String> texts() {
        return assembler.finish(2).stream()
                .map(u -> u.speaker().name().charAt(0) + ":" + u.text())
                .toList();
    }
}
