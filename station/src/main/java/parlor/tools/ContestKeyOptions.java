package parlor.tools;

import java.nio.file.Path;
import java.util.Optional;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.GivenFile;
import parlor.transcripts.keylog.KeyLogChain;
import picocli.CommandLine.Option;

/** {@code --contest FILE} or {@code --contest-key-file FILE}: the contest key a keyed day's record is checked under. */
public final class ContestKeyOptions {

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

    /**
     * The contest key from --contest-key-file, or the contest file (or the environment, which
     * overrides it), or none (no option, or a contest file with no key); {@link IllegalArgumentException} or a contest file's own exception
     * saying what is wrong with what was given.
     */
    public Optional<String> contestKey() {
        if (keyFile != null && contestFile != null) {
            throw new IllegalArgumentException("give --contest or --contest-key-file, not both");
        }
        if (keyFile != null) {
            String key = GivenFile.key("--contest-key-file", keyFile);
            if (key.isEmpty()) {
                throw new IllegalArgumentException(keyFile + " is empty: it should hold the contest key");
            }
            return Optional.of(key);
        }
        if (contestFile == null) {
            return Optional.empty();
        }
        String fromEnvironment = System.getenv("PARLOR_CONTEST_KEY");
        // a contest with no key chains its records plainly: the same command checks them, with nothing to verify by
        return fromEnvironment != null && !fromEnvironment.isBlank()
                ? Optional.of(fromEnvironment.trim())
                : ContestLoader.load(contestFile).key();
    }

    /**
     * The record key the day's files are chained under ({@link KeyLogChain#recordKey}), or none;
     * {@link IllegalArgumentException} saying why what was given cannot be used.
     */
    public Optional<byte[]> recordKey() {
        try {
            return contestKey().map(KeyLogChain::recordKey);
        } catch (ContestFileException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** What to add to a message about a record that could not be verified for want of the key. */
    public String hint() {
        return keyFile == null && contestFile == null ? " (give --contest FILE or --contest-key-file FILE)" : "";
    }
}
