package parlor.relay.prescreen;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.screen.ScreenEvent;

/**
 * Reads the judge's screen as the relay draws it and says when the other side has answered. A
 * message is sent when the discipline ends it with a new line and hands the turn over; the reply is
 * the hidden side's lines up to the prompt that hands the turn back (no lines at all when the
 * other side failed). Lines drawn while the judge has the turn were said unasked. Pure.
 */
final class ReplyReader {

    /** What the judge heard. */
    sealed interface Heard {
        /** The answer to the oldest message not yet answered. */
        record Reply(List<String> lines) implements Heard {}

        /** Lines said while the judge had the turn. */
        record Unasked(List<String> lines) implements Heard {}
    }

    private final List<String> lines = new ArrayList<>();
    private boolean awaiting;

    Optional<Heard> apply(ScreenEvent event) {
        switch (event) {
            case ScreenEvent.NewLine ignored -> awaiting = true;
            case ScreenEvent.EntityLine line -> lines.add(line.text());
            case ScreenEvent.Prompt ignored -> {
                if (awaiting) {
                    awaiting = false;
                    return Optional.of(new Heard.Reply(taken()));
                }
                if (!lines.isEmpty()) {
                    return Optional.of(new Heard.Unasked(taken()));
                }
            }
            default -> {
                // echo and erasures are the judge's own typing; a prescreening paces nothing, so no reply is typed
            }
        }
        return Optional.empty();
    }

    private List<String> taken() {
        List<String> taken = List.copyOf(lines);
        lines.clear();
        return taken;
    }
}
