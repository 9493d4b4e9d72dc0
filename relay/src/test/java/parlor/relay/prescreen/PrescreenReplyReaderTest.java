package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.screen.ScreenEvent;

/** Reading the judge's screen as the relay draws it: when has the other side answered, and what did it say? */
class PrescreenReplyReaderTest {

    private final ReplyReader reader = new ReplyReader();

    @Test
    void aReplyIsTheHiddenSidesLinesUpToThePromptThatHandsTheTurnBack() {
        List<ReplyReader.Heard> heard = feed(
                new ScreenEvent.Prompt(),
                new ScreenEvent.Echo("h"),
                new ScreenEvent.Echo("i"),
                new ScreenEvent.Prompt(),
                new ScreenEvent.NewLine(),
                new ScreenEvent.EntityLine("Hello."),
                new ScreenEvent.EntityLine("How are you?"),
                new ScreenEvent.Prompt());

        assertThat(heard).containsExactly(new ReplyReader.Heard.Reply(List.of("Hello.", "How are you?")));
    }

    @Test
    void theTurnHandedBackWithoutAWordIsAnEmptyReply() {
        assertThat(feed(
                        new ScreenEvent.Echo("x"),
                        new ScreenEvent.Prompt(),
                        new ScreenEvent.NewLine(),
                        new ScreenEvent.Prompt()))
                .containsExactly(new ReplyReader.Heard.Reply(List.of()));
    }

    @Test
    void linesDrawnWhileTheJudgeHasTheTurnWereSaidUnasked() {
        List<ReplyReader.Heard> heard = feed(
                new ScreenEvent.NewLine(),
                new ScreenEvent.EntityLine("Hi."),
                new ScreenEvent.Prompt(),
                new ScreenEvent.EntityLine("Still there?"),
                new ScreenEvent.Prompt(),
                new ScreenEvent.Echo("y"));

        assertThat(heard)
                .containsExactly(
                        new ReplyReader.Heard.Reply(List.of("Hi.")),
                        new ReplyReader.Heard.Unasked(List.of("Still there?")));
    }

    private List<ReplyReader.Heard> feed(ScreenEvent... events) {
        List<ReplyReader.Heard> heard = new ArrayList<>();
        for (ScreenEvent event : events) {
            reader.apply(event).ifPresent(heard::add);
        }
        return heard;
    }
}
