package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.entity.Sanitiser;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

class StreamedReplyTest {

    private final StreamedReply reply = new StreamedReply();
    private final List<ScreenEvent> shown = new ArrayList<>();

    private void type(boolean judgeHasTurn, String... names) {
        for (String name : names) {
            reply.key(new Key(name), judgeHasTurn).forEach(s -> shown.add(s.event()));
        }
    }

    @Test
    void eachKeyShowsAtOnceSanitisedAndBackSpaceErasesWithinTheLine() {
        type(
                false,
                "Return",
                "H",
                "i",
                "x",
                "BackSpace",
                "Tab",
                "Return",
                "Linefeed",
                "Return",
                "Return",
                "Return",
                "o",
                "k",
                "Escape");

        Screen screen = new Screen();
        screen.applyAll(shown);
        // no blank line first, Return-Linefeed one line end, never two blank lines, no escape
        assertThat(screen.lines()).containsExactly("Hi ", "", "ok");
        assertThat(reply.shown()).isTrue();
        assertThat(reply.finish()).containsExactly("Hi ", "", "ok");
        assertThat(reply.shown()).as("the next reply starts afresh").isFalse();
    }

    @Test
    void aLineAsWideAsTheSanitisersWrapsBeforeTheNextCharacter() {
        for (int i = 0; i <= Sanitiser.WIDTH; i++) {
            type(false, "a");
        }
        assertThat(reply.finish()).containsExactly("a".repeat(Sanitiser.WIDTH), "a");
    }

    @Test
    void aReplyBegunWhileTheJudgeHasTheTurnIsNotStreamedButShownWholeAtItsEnd() {
        type(true, "o");
        type(false, "k");

        assertThat(shown).isEmpty();
        assertThat(reply.shown()).isFalse();
    }
}
