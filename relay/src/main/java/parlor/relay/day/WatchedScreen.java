package parlor.relay.day;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What the console's {@code watch} prints of a seat's screen, looked at again and again: each
 * completed line once, and the line being typed (a paced reply, the judge's question) in pieces
 * as it grows, so the operator sees what the judge sees within two seconds. A piece goes out
 * once the line has stood still for a moment, or has had text waiting too long (then up to its
 * last space, so words stay whole); later pieces of the same line start with
 * {@value #CONTINUED}. Nothing is printed twice. Pure: the caller says when it looked.
 */
final class WatchedScreen {

    static final String CLEARED = "---- the screen was cleared ----";
    static final String CONTINUED = "  ...";
    /** A line that stands unchanged this long is printed as far as it goes. */
    static final Duration STILL = Duration.ofMillis(600);
    /** Text waits at most this long for the line to stand still. */
    static final Duration AT_MOST = Duration.ofMillis(1500);

    private List<String> printed = List.of();
    /** How much of the line being typed is printed already. */
    private String shownOfTyping = "";

    private String typing = "";
    private Instant changedAt = Instant.MIN;
    /** Since when text of the line being typed waits to be printed; null when none does. */
    private Instant waitingSince;

    /** What to print, seeing {@code screen} (every line, the last being typed) at {@code now}. */
    List<String> look(List<String> screen, Instant now) {
        List<String> out = new ArrayList<>();
        List<String> complete = screen.isEmpty() ? List.of() : screen.subList(0, screen.size() - 1);
        if (!startsWith(complete, printed)) {
            // a cleared screen (a new round) starts the count again
            if (!printed.isEmpty() || !shownOfTyping.isEmpty()) {
                out.add(CLEARED);
            }
            printed = List.of();
            shownOfTyping = "";
            waitingSince = null;
        }
        for (String line : complete.subList(printed.size(), complete.size())) {
            out.addAll(shownOfTyping.isEmpty() ? List.of(line) : continuation(line.length(), line));
            shownOfTyping = "";
            // what waited was on a line now printed whole: the next line waits from its own first change
            waitingSince = null;
        }
        printed = List.copyOf(complete);
        out.addAll(typed(screen.isEmpty() ? "" : screen.get(screen.size() - 1), now));
        return out;
    }

    /** The line being typed: a piece of it, when one is due. */
    private List<String> typed(String line, Instant now) {
        if (!line.equals(typing)) {
            typing = line;
            changedAt = now;
            if (waitingSince == null) {
                waitingSince = now;
            }
        }
        boolean somethingTyped = !line.isEmpty() && !line.equals(parlor.transcripts.screen.Screen.PROMPT);
        if (!somethingTyped || line.equals(shownOfTyping) || waitingSince == null) {
            waitingSince = null;
            return List.of();
        }
        boolean still = !now.isBefore(changedAt.plus(STILL));
        if (!still && now.isBefore(waitingSince.plus(AT_MOST))) {
            return List.of();
        }
        int upTo = still ? line.length() : wordEnd(line);
        List<String> piece = shownOfTyping.isEmpty() ? List.of(line.substring(0, upTo)) : continuation(upTo, line);
        shownOfTyping = line.substring(0, upTo);
        waitingSince = upTo < line.length() ? now : null;
        return piece;
    }

    /** Where a piece of a line still being typed ends: after its last space, or at its end if it has none past what is shown. */
    private int wordEnd(String line) {
        int space = line.lastIndexOf(' ');
        return space + 1 > shownOfTyping.length() ? space + 1 : line.length();
    }

    /** The rest of a line part of which is printed already, up to {@code upTo}; what was erased since is counted. */
    private List<String> continuation(int upTo, String line) {
        int common = 0;
        while (common < Math.min(shownOfTyping.length(), upTo) && shownOfTyping.charAt(common) == line.charAt(common)) {
            common++;
        }
        int erased = shownOfTyping.length() - common;
        if (erased == 0 && common == upTo) {
            return List.of();
        }
        return List.of(CONTINUED + (erased > 0 ? "[" + erased + " erased]" : "") + line.substring(common, upTo));
    }

    private static boolean startsWith(List<String> lines, List<String> prefix) {
        return lines.size() >= prefix.size() && lines.subList(0, prefix.size()).equals(prefix);
    }
}
