package parlor.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import parlor.transcripts.check.FolderCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code transcripts check DIR}. */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description =
                "Checks a transcript folder after a contest: every conversation has its keystroke log and 1996 transcript, "
                        + "the two agree, each keystroke log's chain holds (no line added, removed or changed since the relay wrote it), and says "
                        + "how each ended: one the relay closed (its time up, ended by the operator) is ok, one it never closed (the relay was "
                        + "stopped or killed) mid-message is interrupted. Exit status 1 if anything is missing, damaged, disagrees or breaks its "
                        + "chain, or if a keyed chain could not be verified for want of the contest key.")
final class CheckCommand implements Callable<Integer> {

    @Parameters(paramLabel = "DIR", description = "the contest's transcripts folder")
    Path folder;

    @Mixin
    ContestKeyOptions keys = new ContestKeyOptions();

    @Override
    public Integer call() throws IOException {
        if (!Files.isDirectory(folder)) {
            System.err.println("check: " + folder + " is not a folder");
            return 2;
        }
        Optional<byte[]> key;
        try {
            key = keys.recordKey();
        } catch (IllegalArgumentException e) {
            System.err.println("check: " + e.getMessage());
            return 2;
        }
        List<FolderCheck.Finding> findings = FolderCheck.check(folder, key);
        findings.forEach(System.out::println);
        List<FolderCheck.Finding> conversations =
                findings.stream().filter(f -> !FolderCheck.isDayFile(f)).toList();
        long problems = count(conversations, FolderCheck.State.PROBLEM);
        long interrupted = count(conversations, FolderCheck.State.INTERRUPTED);
        long unverified = count(conversations, FolderCheck.State.UNVERIFIED);
        System.out.printf(
                "%d conversation(s): %d ok, %d interrupted, %d with problems%s%s%n",
                conversations.size(),
                conversations.size() - problems - interrupted - unverified,
                interrupted,
                problems,
                unverified == 0 ? "" : ", " + unverified + " unverified" + keys.hint(),
                dayFiles(findings));
        return count(findings, FolderCheck.State.PROBLEM) == 0 && count(findings, FolderCheck.State.UNVERIFIED) == 0
                ? 0
                : 1;
    }

    /** "; the day as a whole: sealed, ..." or that it is not, where the relay kept a manifest or sealed the verdicts. */
    private String dayFiles(List<FolderCheck.Finding> findings) {
        if (findings.stream().noneMatch(FolderCheck::isDayFile)) {
            return "";
        }
        // a record cut back or swapped is the day's problem as much as a verdict changed
        long problems = count(findings, FolderCheck.State.PROBLEM);
        long unverified = count(findings, FolderCheck.State.UNVERIFIED);
        return "; the day as a whole: "
                + (problems > 0
                        ? "NOT as the relay wrote it (" + problems + " problem(s) above)"
                        : unverified > 0 ? "unverified" + keys.hint() : "sealed, as the relay wrote it");
    }

    private static long count(List<FolderCheck.Finding> findings, FolderCheck.State state) {
        return findings.stream().filter(f -> f.state() == state).count();
    }
}
