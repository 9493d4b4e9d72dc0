package parlor.relay.entity;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An entry waiting for input at a prompt other than the one its contest file names: it has ended
 * its reply in its own eyes, but the relay, waiting for {@code prompt:}, never sees the end. What it
 * printed last tells the operator which prompt to write.
 */
final class ForeignPrompt {

    private static final int LINES_SHOWN = 3;
    private static final int MOST_CHARS_SHOWN = 200;

    private ForeignPrompt() {}

    /**
     * Why no reply came, if the output since the last reply looks like a wait for input: it ends
     * in an unfinished line (a prompt, not a line still being printed); empty otherwise.
     */
    static Optional<String> in(Pattern prompt, String printedSinceReply) {
        if (printedSinceReply.isBlank() || printedSinceReply.endsWith("\n") || printedSinceReply.endsWith("\r")) {
            return Optional.empty();
        }
        // the program's words go to the operator's terminal: none of its control sequences do
        String shown = String.join(" / ", Sanitiser.lastLines(printedSinceReply, LINES_SHOWN));
        if (shown.length() > MOST_CHARS_SHOWN) {
            shown = "…" + shown.substring(shown.length() - MOST_CHARS_SHOWN);
        }
        return Optional.of(
                "its prompt '" + prompt.pattern() + "' (prompt: in the contest file) never came: it printed '" + shown
                        + "' and waits for input; make prompt: match what it prints");
    }
}
