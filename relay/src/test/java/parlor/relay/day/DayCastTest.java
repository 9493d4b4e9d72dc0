package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.ContestLoader;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.Judge;

/** Whom each review is about, when a 2009 judge's picks are all in, and what the verdict log's header says of the day. */
class DayCastTest {

    private static final Path BASE = Path.of("/srv/contest");

    @Test
    void theWagersOneReviewIsAboutEveryCandidateTheJudgeInterviewed() {
        DayCast cast = DayCast.of(ContestLoader.parse("""
            name: Wager trial
            rules: kurzweil-kapor
            seed: 1
            terminals: { T1: { judge: 1 }, T2: { judge: 2 }, T3: { judge: 3 } }
            entities:
              M1: { program: [cat] }
              F1: { confederate: D1 }
              F2: { confederate: D2 }
              F3: { confederate: D3 }
            """, "wager.yaml", BASE));
        DayPlan.Phase review = cast.plan().phases().getLast();

        for (DayPlan.Place place : review.places()) {
            List<Met> reviewed = cast.reviewedAt(review.round(), place.judge());
            assertThat(reviewed).extracting(Met::round).containsExactly(1, 2, 3, 4);
            assertThat(reviewed.stream().flatMap(met -> met.entities().stream())).containsExactlyInAnyOrder("M1", "F1", "F2", "F3");
        }
    }

    @Test
    void a2009ReviewIsAboutItsRoundAndAJudgesLastPairIsTheirLastMeeting() {
        DayCast cast = DayCast.of(ContestLoader.parse("""
            name: Short 2009
            rules: loebner-2009
            seed: 7
            terminals: { T1: { judge: 1 }, T2: { judge: 2 }, T3: { judge: 3 }, T4: { judge: 4 } }
            entities:
              E1: { program: [cat] }
              E2: { program: [cat] }
              C1: { confederate: D1 }
              C2: { confederate: D2 }
            """, "day.yaml", BASE));

        for (Judge judge : cast.schedule().cast().judges()) {
            List<Integer> meets = IntStream.rangeClosed(1, cast.plan().rounds())
                .filter(r -> !cast.metIn(r, judge).entities().isEmpty()).boxed().toList();
            assertThat(cast.lastRoundOf(judge)).isEqualTo(meets.getLast());
            for (int round : meets) {
                assertThat(cast.reviewedAt(round, judge)).containsExactly(cast.metIn(round, judge));
                assertThat(cast.metIn(round, judge).entities()).hasSize(2);
            }
        }
    }

    @Test
    void theVerdictLogHeaderCarriesTheDaysOwnTimesNotTheRulesDefaults() throws java.io.IOException {
        DayCast cast = DayCast.of(ContestLoader.parse("""
            name: Short 2009
            rules: loebner-2009
            seed: 7
            timing: { talk: 1m, review: 2m, break: 0s }
            terminals: { T1: { judge: 1 }, T2: { judge: 2 } }
            entities:
              E1: { program: [cat] }
              E2: { program: [cat] }
              C1: { confederate: D1 }
              C2: { confederate: D2 }
            """, "day.yaml", BASE));

        // as results reads it back from the log's first line
        var header = parlor.transcripts.rules.VerdictLog.read(new java.io.StringReader(cast.header().toJson() + "\n"), "verdicts.jsonl");

        assertThat(header.skipped()).isEmpty();
        assertThat(header.contest().orElseThrow().timing()).hasValueSatisfying(timing -> {
            assertThat(timing.eachSide()).contains(java.time.Duration.ofSeconds(30));
            assertThat(timing.review()).isEqualTo(java.time.Duration.ofMinutes(2));
            assertThat(timing).hasToString("1 min talking (30 s with each side in turn), 2 min review after each round, no break between rounds");
        });
    }
}
