package parlor.tools.publish;

import parlor.transcripts.rules.OpeningAssertions;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.VerdictLog;

/** A day's results as published: its verdicts scored under its rules, with (2006) its opening assertions. */
public final class Scored {

    private Scored() {}

    /** The results of a log that has its contest header. */
    public static Results results(VerdictLog.Contents contents) {
        return OpeningAssertions.withTable(
                Scoring.score(contents.contest().orElseThrow(), contents.verdicts(), contents.disqualifications()),
                contents.openings());
    }
}
