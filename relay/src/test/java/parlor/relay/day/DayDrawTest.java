package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;

/** The operator is told of a draw only where the rules draw something: the sides of a final of pairs (2006, 2009). */
class DayDrawTest {

    private static final String ONE_TERMINAL_EACH = """
          T1: { judge: 1 }
          T2: { judge: 2 }
        """;

    @Test
    void a2009FinalSaysWithWhichSeedItsSidesWereDrawn() {
        assertThat(DayDraw.words(day("loebner-2009", "", 2, 2)))
                .hasValueSatisfying(words -> assertThat(words).contains("seed 7"));
    }

    @Test
    void a2006FinalSaysWithWhichSeedItsSidesWereDrawn() {
        String pairs = """
              T1: { judge: 1, side: left }
              T2: { judge: 1, side: right }
              T3: { judge: 2, side: left }
              T4: { judge: 2, side: right }
            """;
        assertThat(DayDraw.words(day("loebner-2006", "", pairs, 2, 2)))
                .hasValue("The sides are drawn with seed 7 (seed: in the contest file).");
    }

    @Test
    void daysWhoseRulesDrawNothingSayNothingOfSides() {
        assertThat(DayDraw.words(day("loebner-1996", "", 2, 1))).isEmpty();
        assertThat(DayDraw.words(day("loebner-2006", "stage: prelim", 5, 0))).isEmpty();
    }

    private static Contest.DayRules day(String rules, String more, int entries, int confederates) {
        return day(rules, more, ONE_TERMINAL_EACH, entries, confederates);
    }

    private static Contest.DayRules day(String rules, String more, String terminals, int entries, int confederates) {
        StringBuilder entities = new StringBuilder();
        for (int i = 1; i <= entries; i++) {
            entities.append("  E").append(i).append(": { demo: true }\n");
        }
        for (int i = 1; i <= confederates; i++) {
            entities.append("  C")
                    .append(i)
                    .append(": { confederate: D")
                    .append(i)
                    .append(" }\n");
        }
        String yaml = """
            name: Draw
            rules: %s
            %s
            seed: 7
            rehearsal: true
            terminals:
            %sentities:
            %s""".formatted(rules, more, terminals, entities);
        return ContestLoader.parse(yaml, "draw.yaml", Path.of(".").toAbsolutePath())
                .day()
                .orElseThrow();
    }
}
