package parlor.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import parlor.transcripts.check.FolderCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code transcripts check DIR}. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = "Checks a transcript folder after a contest: every conversation has its keystroke log and 1996 transcript, "
        + "the two agree, and says how each ended: one the relay closed (its time up, ended by the operator) is ok, one it never "
        + "closed (the relay was stopped or killed) mid-message is interrupted. Exit status 1 if anything is missing, damaged or disagrees.")
final class CheckCommand implements Callable<Integer> {

    @Parameters(paramLabel = "DIR", description = "the contest's transcripts folder")
    Path folder;

    @Override
    public Integer call() throws IOException {
        if (!Files.isDirectory(folder)) {
            System.err.println("check: " + folder + " is not a folder");
            return 2;
        }
        List<FolderCheck.Finding> findings = FolderCheck.check(folder);
        findings.forEach(System.out::println);
        long problems = findings.stream().filter(f -> f.state() == FolderCheck.State.PROBLEM).count();
        long interrupted = findings.stream().filter(f -> f.state() == FolderCheck.State.INTERRUPTED).count();
        System.out.printf("%d conversation(s): %d ok, %d interrupted, %d with problems%n",
            findings.size(), findings.size() - problems - interrupted, interrupted, problems);
        return problems == 0 ? 0 : 1;
    }
}
