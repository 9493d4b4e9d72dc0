package parlor.tools.publish;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.check.FolderCheck;
import parlor.transcripts.rules.Results;

/**
 * Whether a day's folder is as the relay wrote it ({@code check}'s findings), for results published
 * from it: a folder that fails names no winner, and says so at the top.
 *
 * @param problems   each finding that is a problem, as {@code check} prints it
 * @param unverified how many records could not be verified for want of the contest key
 * @param keyed      whether the day was chained under a contest key (or one was given): only then can a change be
 *                   told from a day written by hand, and only then are its results withdrawn
 */
public record DaySeal(List<String> problems, long unverified, boolean keyed) {

    public DaySeal {
        problems = List.copyOf(problems);
    }

    public static DaySeal of(Path folder, Optional<byte[]> recordKey) throws IOException {
        List<FolderCheck.Finding> findings = FolderCheck.check(folder, recordKey);
        boolean keyed = recordKey.isPresent() || FolderCheck.keyed(folder);
        return new DaySeal(
                findings.stream()
                        .filter(f -> f.state() == FolderCheck.State.PROBLEM)
                        .map(FolderCheck.Finding::toString)
                        .toList(),
                findings.stream()
                        .filter(f -> f.state() == FolderCheck.State.UNVERIFIED)
                        .count(),
                keyed);
    }

    /** A keyed day that fails check: its results are not to be trusted. */
    public boolean broken() {
        return keyed && !problems.isEmpty();
    }

    /** What a day with no key that fails check says on standard error: its lines may be anyone's, and are counted. */
    public List<String> warning() {
        if (keyed || problems.isEmpty()) {
            return List.of();
        }
        List<String> lines = new ArrayList<>(List.of("check finds " + problems.size()
                + " problem(s) in this folder; the day had no contest key, so its files are counted as they are:"));
        problems.forEach(p -> lines.add("  " + p));
        return lines;
    }

    /** What to say above the results: why they name no winner, or that the record is unverified; nothing when all is well. */
    public List<String> notice(String hint) {
        List<String> lines = new ArrayList<>();
        if (broken()) {
            lines.add("THIS RECORD FAILS CHECK: it is not as the relay wrote it, so no winner is named. "
                    + problems.size() + " problem(s) (bin/transcripts check says the same):");
            problems.forEach(p -> lines.add("  " + p));
        } else if (unverified > 0) {
            lines.add("Not verified: " + unverified + " of the day's files are chained under the contest key, "
                    + "which was not given" + hint + "; an edit to them cannot be ruled out.");
        }
        return lines;
    }

    /** The results, withdrawn if the record fails check. */
    public Results apply(Results results) {
        return broken()
                ? results.withdrawn("the record fails check (" + problems.size()
                        + " problem(s), the first: " + problems.getFirst().strip()
                        + "): no winner is named from a record that is not as the relay wrote it")
                : results;
    }
}
