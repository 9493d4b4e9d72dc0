package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import parlor.relay.pacing.Pacing;
import parlor.relay.testing.SmallCasts;

/** A contest file's cast must be one its rules allow (1996 rule 14, 2003 rules 40 and 42); 2003 rule 30 paces every reply. */
class RulesCastAndPacingTest {

    private static final Path BASE = Path.of("/srv/contest");

    /** Five judges, two entries, one confederate: the smallest cast 2003 rules 40 and 42 allow. */
    private static final String SURREY = """
        name: Surrey
        rules: loebner-2003
        seed: 3
        terminals:
          T1: { judge: 1 }
          T2: { judge: 2 }
          T3: { judge: 3 }
          T4: { judge: 4 }
          T5: { judge: 5 }
        """ + SmallCasts.ONE_CONFEDERATE;

    @Test
    void a2003DayDelaysEveryReplyFiveSecondsUnlessTheFileSaysOtherwise() {
        assertThat(ContestLoader.parse(SURREY, "surrey.yaml", BASE).pacing())
                .isEqualTo(Pacing.delayed(Duration.ofSeconds(5)));

        String own = SURREY.replace("seed: 3\n", "seed: 3\npacing: { min_reply_delay: 8s, typing: human }\n");
        assertThat(ContestLoader.parse(own, "surrey.yaml", BASE).pacing())
                .isEqualTo(Pacing.human(Duration.ofSeconds(8)));
    }

    @Test
    void threeJudgesAndNoConfederateAreRefusedUnder2003NamingBothRules() {
        String small = "name: Small\nrules: loebner-2003\nseed: 3\n" + SmallCasts.TWO_JUDGES + """
            entities:
              E1: { program: [cat] }
              E2: { program: [cat] }
            """;

        assertThatThrownBy(() -> ContestLoader.parse(small, "small.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining(
                        "this cast is not one the loebner-2003 rules allow: loebner-2003 rule 40 recruits \"At least five "
                                + "final round Judges\"; this cast has 2 judges; loebner-2003 rule 42 tells the judges")
                .hasMessageEndingWith(
                        "this cast has 2 entries and 0 confederates (for a rehearsal, add rehearsal: true)");
    }

    @Test
    void a1996DayWithOneEntryIsRefusedUnlessItIsARehearsal() {
        String lone = "name: Lone\nrules: loebner-1996\nseed: 3\n" + SmallCasts.TWO_JUDGES + """
            entities:
              E1: { program: [cat] }
              C1: { confederate: D1 }
            """;

        assertThatThrownBy(() -> ContestLoader.parse(lone, "lone.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining(
                        "loebner-1996 rule 14 tells the judges \"that at least one of the terminals is controlled by human "
                                + "confederates and that at least two of the terminals are controlled by computers\"; this cast has 1 entry and 1 confederate");
        assertThat(ContestLoader.parse(lone.replace("seed: 3\n", "seed: 3\nrehearsal: true\n"), "lone.yaml", BASE)
                        .day())
                .isPresent();
    }

    @Test
    void a2009FinalOfFiveEntriesIsRefusedUnlessItIsARehearsal() {
        String five = "name: Five\nrules: loebner-2009\nseed: 3\n" + SmallCasts.TWO_JUDGES + """
            entities:
              E1: { program: [cat] }
              E2: { program: [cat] }
              E3: { program: [cat] }
              E4: { program: [cat] }
              E5: { program: [cat] }
              C1: { confederate: D1 }
              C2: { confederate: D2 }
            """;

        assertThatThrownBy(() -> ContestLoader.parse(five, "five.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining(
                        "loebner-2009 section 4: \"The 4 entries with the highest scores will be selected as "
                                + "finalists\"")
                .hasMessageContaining("this cast has 5 entries (for a rehearsal, add rehearsal: true)");
        assertThat(ContestLoader.parse(five.replace("seed: 3\n", "seed: 3\nrehearsal: true\n"), "five.yaml", BASE)
                        .day())
                .isPresent();
    }
}
