package parlor.tools.publish;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.OpeningAssertions;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.SemiFinal;
import parlor.transcripts.rules.VerdictLog;

/**
 * A day's results as published: its verdicts scored under its rules, with (2006) its opening assertions and, for a
 * last tie, the semi-final's results from the prelim record its header names.
 */
public final class Scored {

    private Scored() {}

    /** The results of a log that has its contest header, in {@code folder}, where a prelim record's place is from. */
    public static Results results(VerdictLog.Contents contents, Path folder) {
        ContestHeader contest = contents.contest().orElseThrow();
        return OpeningAssertions.withTable(
                Scoring.score(contest, contents.verdicts(), contents.disqualifications(), semiFinal(contest, folder)),
                contents.openings());
    }

    /** The prelim record the header names, from the final's folder (or absolute), as FinalistsLoader resolved it. */
    private static SemiFinal semiFinal(ContestHeader contest, Path folder) {
        if (contest.prelim().isEmpty()) {
            return SemiFinal.none();
        }
        String where = contest.prelim().get();
        try {
            Path file = folder.resolve(where);
            if (!Files.isRegularFile(file)) {
                return SemiFinal.unread(where, "there is no such file");
            }
            return SemiFinal.of(where, VerdictLog.read(file));
        } catch (IOException | InvalidPathException e) {
            return SemiFinal.unread(where, e.getMessage());
        }
    }
}
