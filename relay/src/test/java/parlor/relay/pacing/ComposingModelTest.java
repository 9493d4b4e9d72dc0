package parlor.relay.pacing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.Corpus2012;
import parlor.relay.testing.KolmogorovSmirnov;
import parlor.transcripts.stats.ReplyTiming;

/** The shipped model of a person composing a reply is the 2012 confederates' own, and drawing from it times replies as they did. */
class ComposingModelTest {

    @Test
    void theShippedModelIsEveryReplyOfThe2012Confederates() throws IOException {
        List<ComposingModel.PersonsReply> derived = Corpus2012.replies(true).stream()
                .map(r -> new ComposingModel.PersonsReply(
                        r.messageChars(),
                        r.replyChars(),
                        r.toFirst().toMillis(),
                        r.typing().toMillis()))
                .toList();
        if (Boolean.getBoolean("typing.update")) {
            StringBuilder file = new StringBuilder()
                    .append("# The replies of the human confederates in the Loebner Prize 2012 keystroke logs\n")
                    .append("# (shared/corpus/loebner-2012; the side published as 'confederate'), one a line:\n")
                    .append("# the judge's message in characters, the reply in characters, milliseconds from the\n")
                    .append("# message's last line to the reply's first key (thinking), and from its first key to\n")
                    .append("# its last (typing, corrections and pauses included). ")
                    .append(derived.size())
                    .append(" replies.\n")
                    .append(
                            "# Regenerate with: mvn -pl relay -am test -Dtest=ComposingModelTest -Dtyping.update=true\n");
            derived.forEach(p -> file.append(p.messageChars())
                    .append(' ')
                    .append(p.replyChars())
                    .append(' ')
                    .append(p.thinkMillis())
                    .append(' ')
                    .append(p.typingMillis())
                    .append('\n'));
            Files.writeString(Path.of("src/main/resources/parlor/replies-2012.txt"), file);
        }

        assertThat(ComposingModel.confederates2012().people()).isEqualTo(derived);
        assertThat(derived).hasSizeGreaterThan(200);
    }

    @Test
    void aReplyIsReadyWhenAPersonWithAReplyLikeItWouldHaveHadIt() {
        ComposingModel model = new ComposingModel(List.of(
                new ComposingModel.PersonsReply(20, 10, 2_000, 3_000),
                new ComposingModel.PersonsReply(20, 200, 9_000, 60_000)));

        // one person only is near enough to each; their typing is scaled to the reply's length
        assertThat(new ComposingModel(model.people().subList(0, 1)).draw(20, 20, new Random(1)))
                .isEqualTo(new Composed(java.time.Duration.ofMillis(2_000), java.time.Duration.ofMillis(6_000)));
        assertThat(model.people()).hasSize(2);
    }

    @Test
    void timesDrawnForThePeoplesOwnRepliesAreDistributedAsTheirs() throws IOException {
        List<ReplyTiming> people = Corpus2012.replies(true);
        ComposingModel model = ComposingModel.confederates2012();
        Random random = new Random(2012);
        List<Double> theirs = new ArrayList<>();
        List<Double> drawn = new ArrayList<>();
        for (ReplyTiming reply : people) {
            theirs.add((double) reply.toLast().toMillis());
            for (int i = 0; i < 10; i++) {
                Composed composed = model.draw(reply.messageChars(), reply.replyChars(), random);
                drawn.add((double) composed.thinking().plus(composed.typing()).toMillis());
            }
        }

        double d = KolmogorovSmirnov.statistic(theirs, drawn);
        System.out.printf(
                "composing model: %d people's replies ready, %d drawn; Kolmogorov-Smirnov D = %.4f%n",
                theirs.size(), drawn.size(), d);
        assertThat(d).isLessThan(0.06);
    }

    /** What the model is for: in 2012 the programs answered on a clock of their own, above all in long replies. */
    @Test
    void in2012TheProgramsRepliesCameSoonerThanThePeoplesAndWereDoneSooner() throws IOException {
        List<ReplyTiming> people = Corpus2012.replies(true);
        List<ReplyTiming> programs = Corpus2012.replies(false);
        double first = KolmogorovSmirnov.statistic(seconds(people, true), seconds(programs, true));
        double last = KolmogorovSmirnov.statistic(seconds(people, false), seconds(programs, false));
        System.out.printf(
                "2012 logs: %d people's replies, %d programs'; Kolmogorov-Smirnov D, first character %.3f, last %.3f%n",
                people.size(), programs.size(), first, last);
        assertThat(last).isGreaterThan(0.2);
    }

    private static List<Double> seconds(List<ReplyTiming> replies, boolean first) {
        return replies.stream()
                .map(r -> (first ? r.toFirst() : r.toLast()).toMillis() / 1000.0)
                .toList();
    }
}
