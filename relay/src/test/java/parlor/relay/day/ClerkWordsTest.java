package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;
import static parlor.relay.day.ClerkBench.met;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.entity.Sanitiser;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Stage;

/**
 * What the clerk says of the review as a whole, as the judge reads it: how many conversations are above, which
 * rounds the verdicts were for, and never a line the judge's screen must break (issue 41: a lone "them." line).
 */
class ClerkWordsTest {

    @TempDir
    Path folder;

    @Test
    void afterOneConversationTheJudgeIsToldOfOneConversationAbove() throws Exception {
        List<Met> met = List.of(met(1, "C1"));
        try (ClerkBench bench = new ClerkBench(folder, RuleSet.LOEBNER_1996, ClerkBench.PAIRED_CAST, met)) {
            bench.clerk(1, met, recorded -> List.of());

            assertThat(bench.screen.lastReply())
                    .startsWith("Round 1 is over. Your conversation is above: PgUp scrolls back to it.\n");
        }
    }

    @Test
    void afterAPairTheJudgeIsToldOfBothConversationsAbove() throws Exception {
        List<Met> met = List.of(met(1, "E1", "C1"));
        try (ClerkBench bench = new ClerkBench(folder, RuleSet.LOEBNER_2009, ClerkBench.PAIRED_CAST, met)) {
            bench.clerk(1, met, recorded -> List.of());

            assertThat(bench.screen.lastReply())
                    .isEqualTo("Round 1 is over. Your conversations are above: PgUp scrolls back to them.\n"
                            + "Which of the two was the human: left or right?");
        }
    }

    /** 2006 Prelim Eight: one review after the last round, ranking every entry met in all five. */
    @Test
    void afterRankingEveryRoundOfAPrelimTheThanksNameEveryRound() throws Exception {
        List<HiddenEntity> entries = IntStream.rangeClosed(1, 5)
                .mapToObj(e -> new HiddenEntity("E" + e, "Entry " + e, false))
                .toList();
        List<Met> met =
                IntStream.rangeClosed(1, 5).mapToObj(r -> met(r, "E" + r)).toList();
        try (ClerkBench bench = new ClerkBench(folder, RuleSet.LOEBNER_2006, Stage.PRELIM, entries, met)) {
            VerdictClerk clerk = bench.clerk(5, met, ReviewQuestions.placings(met), recorded -> List.of());
            assertThat(bench.screen.lastReply()).startsWith("Round 5 is over. Your conversations are above");
            for (String rank : List.of("3", "1", "5", "2", "4")) {
                bench.screen.send(clerk, rank);
            }

            assertThat(bench.screen.lastReply())
                    .isEqualTo("Recorded.\nThank you: your verdicts for rounds 1 to 5 are recorded. Please wait.");
            bench.screen.send(clerk, "again");
            assertThat(bench.screen.lastReply())
                    .isEqualTo("Your verdicts for rounds 1 to 5 are recorded. Please wait.");
        }
    }

    /** 2009: the last review ranks the conversations of earlier rounds too; the thanks say so. */
    @Test
    void ranksOfAnEarlierRoundAreCountedInTheThanks() throws Exception {
        List<Met> met = List.of(met(1, "E1", "C1"), met(3, "C2", "E2"));
        try (ClerkBench bench = new ClerkBench(folder, RuleSet.LOEBNER_2009, ClerkBench.PAIRED_CAST, met)) {
            bench.screen.send(bench.clerk(1, met.subList(0, 1), recorded -> List.of()), "right");
            assertThat(bench.screen.lastReply())
                    .endsWith("\nThank you: your verdicts for round 1 are recorded. Please wait.");

            VerdictClerk last =
                    bench.clerk(3, met.subList(1, 2), recorded -> ReviewQuestions.ranks(ClerkBench.JUDGE, recorded));
            bench.screen.send(last, "left");
            bench.screen.send(last, "2");
            bench.screen.send(last, "1");

            assertThat(bench.screen.lastReply())
                    .isEqualTo("Recorded.\nThank you: your verdicts for rounds 1 and 3 are recorded. Please wait.");
        }
    }

    /**
     * The judge's screen wraps what the relay says at the sanitiser's width: the clerk's own words need no wrapping,
     * from the opening to the thanks for a review of rounds far apart.
     */
    @Test
    void everythingTheClerkSaysFitsTheScreenWithNoWordLeftOnALineAlone() throws Exception {
        List<Met> met = List.of(met(11, "E1", "C1"), met(13, "C2", "E2"), met(14, "E2", "C1"));
        try (ClerkBench bench = new ClerkBench(folder, RuleSet.LOEBNER_2006, ClerkBench.PAIRED_CAST, met)) {
            VerdictClerk clerk = bench.clerk(14, met, recorded -> List.of());
            assertFits(bench.screen.lastReply());
            for (String points : List.of("30", "80", "0")) {
                bench.screen.send(clerk, points);
                assertFits(bench.screen.lastReply());
            }
            assertThat(bench.screen.lastReply()).contains("rounds 11, 13 and 14");
        }
    }

    private static void assertFits(String said) {
        assertThat(Sanitiser.lines(said))
                .as("each line as the judge's screen shows it, %d columns at most", Sanitiser.WIDTH)
                .isEqualTo(Arrays.asList(said.split("\n")));
    }
}
