package parlor.transcripts.screen;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScreenTest {

    @Test
    void eraseStopsAtThePrompt() {
        Screen screen = new Screen();
        screen.apply(new ScreenEvent.Prompt());
        screen.apply(new ScreenEvent.Echo("ab"));
        screen.apply(new ScreenEvent.Erase(5));

        assertThat(screen.lines()).containsExactly(">");
    }

    @Test
    void anEntityLineNeverJoinsAHalfTypedLine() {
        Screen screen = new Screen();
        screen.apply(new ScreenEvent.Prompt());
        screen.apply(new ScreenEvent.Echo("wai"));
        screen.apply(new ScreenEvent.EntityLine("hello"));

        assertThat(screen.lines()).containsExactly(">wai", "hello", "");
    }

    @Test
    void aBarePromptGivesWayToAnEntityLine() {
        Screen screen = new Screen();
        screen.apply(new ScreenEvent.Prompt());
        screen.apply(new ScreenEvent.EntityLine("Welcome judge 4"));
        screen.apply(new ScreenEvent.Prompt());

        assertThat(screen.lines()).containsExactly("Welcome judge 4", ">");
    }

    @Test
    void clearForgetsEverything() {
        Screen screen = new Screen();
        screen.apply(new ScreenEvent.EntityLine("hello"));
        screen.apply(new ScreenEvent.Clear());

        assertThat(screen.lines()).containsExactly("");
    }
}
