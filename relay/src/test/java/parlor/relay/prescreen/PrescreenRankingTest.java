package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The ranking by mean mark, ties shown, and the finalists with any tie at the cut left to the organiser. */
class PrescreenRankingTest {

    @Test
    void equalMeansShareARankAndATieAtTheCutIsLeftToTheOrganiser() {
        List<PrescreenSheet.Row> rows = new ArrayList<>();
        rows.addAll(entry("E1", "Ada", 2, 2, 2));
        rows.addAll(entry("E2", "Bob", 1, 1, 2));
        rows.addAll(entry("E3", "Cy", 2, 1, 1));
        rows.addAll(entry("E4", "Di", 0, 1, 0));

        Ranking ranking = Ranking.of(rows, 2);

        assertThat(ranking.standings()).extracting(Ranking.Standing::entry).containsExactly("E1", "E2", "E3", "E4");
        assertThat(ranking.standings()).extracting(Ranking.Standing::rank).containsExactly(1, 2, 2, 4);
        assertThat(ranking.finalists()).extracting(Ranking.Standing::entry).containsExactly("E1");
        assertThat(ranking.tieAtCut()).hasValueSatisfying(tie -> {
            assertThat(tie.tied()).extracting(Ranking.Standing::entry).containsExactly("E2", "E3");
            assertThat(tie.placesLeft()).isEqualTo(1);
        });
        assertThat(PrescreenReport.text("2009 selection questions", ranking, List.of()))
                .contains("""
            rank  entry  name  mean  marked  by hand  problems
            1     E1     Ada   2.00  3 of 3  0
            2=    E2     Bob   1.33  3 of 3  0
            2=    E3     Cy    1.33  3 of 3  0
            4     E4     Di    0.33  3 of 3  0
            """, """
            Finalists (2 places): E1 Ada
            Tied for the last 1 place, each with a mean of 1.33: E2 Bob, E3 Cy. The organiser decides between them""");
    }

    @Test
    void aTieThatFitsTheFinalGoesThroughWhole() {
        List<PrescreenSheet.Row> rows = new ArrayList<>();
        rows.addAll(entry("E1", "", 2));
        rows.addAll(entry("E2", "", 1));
        rows.addAll(entry("E3", "", 1));
        rows.addAll(entry("E4", "", 0));

        Ranking ranking = Ranking.of(rows, 3);

        assertThat(ranking.finalists()).extracting(Ranking.Standing::entry).containsExactly("E1", "E2", "E3");
        assertThat(ranking.tieAtCut()).isEmpty();
    }

    @Test
    void aPersonsMarkTakesThePlaceOfTheAutomaticOneAndUnmarkedQuestionsAreListed() {
        List<PrescreenSheet.Row> rows = List.of(
                row("E1", "Q01", "ask", OptionalDouble.of(0), OptionalDouble.of(2), ""),
                row("E1", "Q02", "ask", OptionalDouble.empty(), OptionalDouble.empty(), ""),
                row("E1", "Q03", "tell", OptionalDouble.empty(), OptionalDouble.empty(), ""),
                row("E2", "Q01", "ask", OptionalDouble.empty(), OptionalDouble.empty(), "hung: no reply within 30.0 s"),
                row("E2", "Q02", "ask", OptionalDouble.empty(), OptionalDouble.empty(), "hung: no reply within 30.0 s"),
                row(
                        "E2",
                        "Q03",
                        "tell",
                        OptionalDouble.empty(),
                        OptionalDouble.empty(),
                        "crashed: program exited with status 1"));

        Ranking ranking = Ranking.of(rows, 4);
        String report = PrescreenReport.text("suite", ranking, List.of());

        assertThat(ranking.standings().get(0).mean()).hasValue(2.0);
        assertThat(ranking.standings().get(0).unmarked()).containsExactly("Q02");
        assertThat(ranking.standings().get(1).rank())
                .as("never marked: not ranked")
                .isZero();
        assertThat(report)
                .contains(
                        "1     E1     E1    2.00  1 of 3  1",
                        "-     E2     E2    -     0 of 3  0        hung Q01-Q02; crashed Q03",
                        "not yet marked: E1 Q02",
                        "not yet marked: E2 Q01, Q02",
                        "Finalists (4 places): E1");
    }

    private static List<PrescreenSheet.Row> entry(String entry, String name, double... marks) {
        List<PrescreenSheet.Row> rows = new ArrayList<>();
        for (int i = 0; i < marks.length; i++) {
            rows.add(new PrescreenSheet.Row(
                    entry,
                    name,
                    "Q%02d".formatted(i + 1),
                    "",
                    "ask",
                    "?",
                    "!",
                    OptionalDouble.of(marks[i]),
                    OptionalDouble.empty(),
                    "",
                    ""));
        }
        return rows;
    }

    private static PrescreenSheet.Row row(
            String entry, String item, String kind, OptionalDouble auto, OptionalDouble mark, String problem) {
        return new PrescreenSheet.Row(entry, entry, item, "", kind, "?", "", auto, mark, problem, "");
    }
}
