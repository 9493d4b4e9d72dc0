package parlor.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.transcripts.check.FolderCheck;
import parlor.transcripts.keylog.KeyLogChain;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
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

    @Option(
            names = "--contest",
            paramLabel = "FILE",
            description =
                    "the contest file, for its key (PARLOR_CONTEST_KEY overrides it, as for the relay): records are chained under it")
    Path contestFile;

    @Option(
            names = "--contest-key-file",
            paramLabel = "FILE",
            description = "a file holding the contest key itself (not a seat key), instead of --contest")
    Path keyFile;

    @Override
    public Integer call() throws IOException {
        if (!Files.isDirectory(folder)) {
            System.err.println("check: " + folder + " is not a folder");
            return 2;
        }
        Optional<String> key;
        try {
            key = contestKey();
        } catch (IllegalArgumentException | ContestFileException e) {
            System.err.println("check: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            System.err.println("check: cannot read the key file " + keyFile + " ("
                    + e.getClass().getSimpleName() + ")");
            return 2;
        }
        List<FolderCheck.Finding> findings = FolderCheck.check(folder, key.map(KeyLogChain::recordKey));
        findings.forEach(System.out::println);
        long problems = count(findings, FolderCheck.State.PROBLEM);
        long interrupted = count(findings, FolderCheck.State.INTERRUPTED);
        long unverified = count(findings, FolderCheck.State.UNVERIFIED);
        System.out.printf(
                "%d conversation(s): %d ok, %d interrupted, %d with problems%s%n",
                findings.size(),
                findings.size() - problems - interrupted - unverified,
                interrupted,
                problems,
                unverified == 0
                        ? ""
                        : ", " + unverified + " unverified"
                                + (key.isEmpty() ? " (give --contest FILE or --contest-key-file FILE)" : ""));
        return problems == 0 && unverified == 0 ? 0 : 1;
    }

    /** The contest key from --contest-key-file, or the contest file (or the environment, which overrides it), or none. */
    private Optional<String> contestKey() throws IOException {
        if (keyFile != null && contestFile != null) {
            throw new IllegalArgumentException("give --contest or --contest-key-file, not both");
        }
        if (keyFile != null) {
            String key = Files.readString(keyFile).trim();
            if (key.isEmpty()) {
                throw new IllegalArgumentException(keyFile + " is empty: it should hold the contest key");
            }
            return Optional.of(key);
        }
        if (contestFile == null) {
            return Optional.empty();
        }
        String fromEnvironment = System.getenv("PARLOR_CONTEST_KEY");
        Optional<String> key = fromEnvironment != null && !fromEnvironment.isBlank()
                ? Optional.of(fromEnvironment.trim())
                : ContestLoader.load(contestFile).key();
        if (key.isEmpty()) {
            throw new IllegalArgumentException(
                    contestFile + " has no key: its records carry a plain hash chain, checked without --contest");
        }
        return key;
    }

    private static long count(List<FolderCheck.Finding> findings, FolderCheck.State state) {
        return findings.stream().filter(f -> f.state() == state).count();
    }
}
