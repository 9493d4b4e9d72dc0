package parlor.relay.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.lpp.LppConversations;
import parlor.transcripts.lpp.LppLogReader;
import parlor.transcripts.stats.ReplyTiming;

/**
 * The 2012 Loebner Prize keystroke logs in {@code shared/corpus/loebner-2012}, beside the checkout:
 * every conversation in them, and the replies of the people (the side published as
 * {@code confederate}) and of the programs. Missing outside CI, the tests that need them are skipped.
 */
public final class Corpus2012 {

    /** From a module's folder (relay, station), where Maven runs its tests. */
    public static final Path FOLDER = Path.of("..", "..", "shared", "corpus", "loebner-2012");

    private Corpus2012() {}

    public static List<Conversation> conversations() throws IOException {
        if (System.getenv("CI") == null) {
            assumeTrue(Files.isDirectory(FOLDER), "the shared corpus is not beside this checkout");
        }
        List<Conversation> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(FOLDER)) {
            for (Path file : files.sorted().toList()) {
                var log = LppLogReader.read(
                        Files.newBufferedReader(file, StandardCharsets.ISO_8859_1),
                        file.getFileName().toString());
                all.addAll(LppConversations.of(log));
            }
        }
        return all;
    }

    /** Every reply to a judge's message by the people ({@code true}) or by the programs ({@code false}), in file order. */
    public static List<ReplyTiming> replies(boolean people) throws IOException {
        List<ReplyTiming> replies = new ArrayList<>();
        for (Conversation c : conversations()) {
            if (person(c) == people) {
                replies.addAll(ReplyTiming.of(c));
            }
        }
        return replies;
    }

    /** The logs name the program on the side that was one, and publish the human side as the confederate. */
    public static boolean person(Conversation c) {
        return c.hidden().contains("confederate");
    }
}
