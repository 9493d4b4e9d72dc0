package parlor.relay.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;

/** Real programs the tests talk to, installed by bin/test from Debian packages. */
public final class RealEntries {

    /** Chatbot::Eliza's interactive example: prompts {@code you:}, answers {@code Liz:}. */
    public static final Path ELIZA = Path.of("/usr/share/doc/libchatbot-eliza-perl/examples/simple");

    private RealEntries() {}

    /** Fails loudly in CI (bin/test installs it); skips for a developer who has not run bin/test. */
    public static Path eliza() {
        if (System.getenv("CI") != null) {
            if (!Files.isReadable(ELIZA)) {
                throw new AssertionError("Chatbot::Eliza is missing: bin/test installs libchatbot-eliza-perl");
            }
        } else {
            assumeTrue(Files.isReadable(ELIZA), "libchatbot-eliza-perl not installed (bin/test installs it)");
        }
        return ELIZA;
    }

    /** A one-terminal contest, T1 talking to Eliza, with its transcripts under the folder. */
    public static Contest elizaContestIn(Path folder) {
        return ContestLoader.parse(elizaContest(folder.resolve("transcripts")), "eliza.yaml", folder);
    }

    public static String elizaContest(Path transcripts) {
        return """
            name: Eliza test contest
            listen: 127.0.0.1:0
            transcripts: %s
            terminals:
              T1: { entity: E1 }
            entities:
              E1:
                program: [perl, %s]
                prompt: 'you:\\s*'
                strip: 'Liz:\\s*'
            """.formatted(transcripts, eliza());
    }
}
