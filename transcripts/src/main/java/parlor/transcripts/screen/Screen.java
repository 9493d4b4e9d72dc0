package parlor.transcripts.screen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The conversation as a terminal shows it: every line so far, the last one being where the cursor
 * is. Pure state; the station, the relay's plain-terminal output and replay all draw from it.
 */
public final class Screen {

    public static final String PROMPT = ">";

    private final List<String> done = new ArrayList<>();
    private final StringBuilder current = new StringBuilder();
    private int protectedLength;

    public void apply(ScreenEvent event) {
        switch (event) {
            case ScreenEvent.Echo echo -> current.append(echo.text());
            case ScreenEvent.Erase erase -> {
                int keep = Math.max(protectedLength, current.length() - erase.count());
                current.setLength(keep);
            }
            case ScreenEvent.NewLine ignored -> endLine();
            case ScreenEvent.Prompt ignored -> {
                if (!current.isEmpty()) {
                    endLine();
                }
                current.append(PROMPT);
                protectedLength = PROMPT.length();
            }
            case ScreenEvent.EntityLine line -> {
                if (current.toString().equals(PROMPT)) {
                    // a prompt nobody typed at gives way to the reply, as on the 1996 screens
                    current.setLength(0);
                    protectedLength = 0;
                } else if (!current.isEmpty()) {
                    endLine();
                }
                done.add(line.text());
            }
            case ScreenEvent.EntityType typed -> {
                if (current.toString().equals(PROMPT)) {
                    current.setLength(0);
                }
                protectedLength = 0;
                current.append(typed.text());
            }
            case ScreenEvent.Clear ignored -> {
                done.clear();
                current.setLength(0);
                protectedLength = 0;
            }
        }
    }

    public void applyAll(Iterable<? extends ScreenEvent> events) {
        events.forEach(this::apply);
    }

    private void endLine() {
        done.add(current.toString());
        current.setLength(0);
        protectedLength = 0;
    }

    /** Every line, oldest first; the last is the cursor's line (possibly empty). */
    public List<String> lines() {
        List<String> all = new ArrayList<>(done);
        all.add(current.toString());
        return Collections.unmodifiableList(all);
    }

    /** The line the cursor is on. */
    public String cursorLine() {
        return current.toString();
    }
}
