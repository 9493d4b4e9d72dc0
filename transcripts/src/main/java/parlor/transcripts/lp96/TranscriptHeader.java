package parlor.transcripts.lp96;

import java.time.Instant;
import java.util.Objects;

/**
 * The three header lines of a 1996 transcript: the copyright line, the program and contestant
 * names, and when the conversation started.
 */
public record TranscriptHeader(String copyright, String programName, String contestantName, Instant start) {

    public TranscriptHeader {
        Objects.requireNonNull(copyright, "copyright");
        Objects.requireNonNull(programName, "programName");
        Objects.requireNonNull(contestantName, "contestantName");
        Objects.requireNonNull(start, "start");
    }
}
