package parlor.transcripts.screen;

/** What a terminal's conversation area is told to do. The relay sends these; stations draw them. */
public sealed interface ScreenEvent {

    /** Characters echoed at the cursor. */
    record Echo(String text) implements ScreenEvent {}

    /** Remove this many characters before the cursor (never the prompt). */
    record Erase(int count) implements ScreenEvent {}

    /** End the current line; the cursor goes to the start of the next. */
    record NewLine() implements ScreenEvent {}

    /** Start a fresh line with the {@code >} prompt: the judge may type. */
    record Prompt() implements ScreenEvent {}

    /** A whole line from the hidden side. */
    record EntityLine(String text) implements ScreenEvent {}

    /** Characters the hidden side typed on the current line (its reply shown as it is typed). */
    record EntityType(String text) implements ScreenEvent {}

    /** Forget everything: a full replay of the conversation follows. */
    record Clear() implements ScreenEvent {}
}
