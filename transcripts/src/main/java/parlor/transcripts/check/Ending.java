package parlor.transcripts.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.Standing;

/**
 * How a record the relay closed ended (its last line is {@code relay close REASON}), in the
 * organiser's words: a phase's time running out mid-message is a normal end, not a crash, but
 * worth saying.
 *
 * @param atDesk a confederate's desk record, where the typist is the confederate and the replies are the judge's
 */
record Ending(String reason, Standing standing, boolean atDesk) {

    /** The record's ending, or empty if the relay never closed it (it was stopped or killed). */
    static Optional<Ending> of(List<KeyLogLine> log, Standing standing, boolean atDesk) {
        if (log.isEmpty() || log.getLast().what() != KeyLogLine.What.CLOSE) {
            return Optional.empty();
        }
        return Optional.of(new Ending(log.getLast().payload().strip(), standing, atDesk));
    }

    /** "ended: time up, while the judge was typing (1 finished line)"; a reason that says "ended ..." itself is said as it is. */
    String words() {
        String ended =
                reason.isEmpty() ? "ended by the relay" : reason.startsWith("ended") ? reason : "ended: " + reason;
        return ended + how();
    }

    private String how() {
        String typist = atDesk ? "the confederate" : "the judge";
        return switch (standing) {
            case Standing.AtRest ignored -> "";
            case Standing.ReplyShowing showing ->
                ", while " + (atDesk ? "the judge's message" : "a reply") + " was being shown ("
                        + count(showing.linesRecorded(), "line") + " recorded)";
            case Standing.AwaitingReply ignored ->
                ", while " + typist + " waited for " + (atDesk ? "the judge" : "a reply");
            case Standing.Typing typing -> ", while " + typist + " was typing (" + typed(typing) + ")";
        };
    }

    private static String typed(Standing.Typing typing) {
        List<String> parts = new ArrayList<>();
        if (typing.finishedLines() > 0) {
            parts.add(count(typing.finishedLines(), "finished line"));
        }
        if (!typing.currentLine().isEmpty()) {
            parts.add("current line '" + typing.currentLine() + "'");
        }
        return String.join(", ", parts);
    }

    private static String count(int n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }
}
