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

    /**
     * "Each Turing Test Session will consist of at least three Turing Test Trials", each "a set of Turing Test Interviews
     * ... followed by voting": a wager day runs three trials of the four-round rotation, each trial's votes about its
     * own four interviews, recorded under the trial.
     */
    @Test
    void aWagerDayRunsThreeTrialsEachFollowedByItsOwnVotes() {
        DayCast cast = DayCast.of(ContestLoader.parse(WAGER, "wager.yaml", BASE));
        List<DayPlan.Phase> reviews =
                cast.plan().phases().stream().filter(DayPlan.Phase::isReview).toList();

        assertThat(cast.plan().rounds()).isEqualTo(12);
        assertThat(reviews).extracting(DayPlan.Phase::round).containsExactly(4, 8, 12);
        for (int trial = 1; trial <= 3; trial++) {
            for (DayPlan.Place place : reviews.get(trial - 1).places()) {
                List<Met> reviewed = cast.reviewedAt(reviews.get(trial - 1).round(), place.judge());
                int first = 4 * (trial - 1) + 1;
                assertThat(reviewed).extracting(Met::round).containsExactly(first, first + 1, first + 2, first + 3);
                assertThat(reviewed).extracting(Met::trial).containsOnly(trial);
                assertThat(reviewed.stream().flatMap(met -> met.entities().stream()))
                        .containsExactlyInAnyOrder("M1", "F1", "F2", "F3");
                assertThat(ReviewQuestions.about(parlor.transcripts.rules.VerdictForm.CANDIDATE, reviewed))
                        .extracting(VerdictQuestion::recordedIn)
                        .containsOnly(trial);
            }
        }
        assertThat(cast.header().trials()).containsExactly(1, 2, 3);
        assertThat(cast.header().metInTrial(2, 1).orElseThrow()).containsExactlyInAnyOrder("M1", "F1", "F2", "F3");
    }

    /** A Session may be run a trial a day: {@code trials: 1}, and results joins the days' records. */
    @Test
    void aWagerDayMayRunOneTrial() {
        DayCast cast = DayCast.of(ContestLoader.parse(WAGER + "trials: 1\n", "wager.yaml", BASE));

        assertThat(cast.plan().rounds()).isEqualTo(4);
        assertThat(cast.plan().phases().getLast().isReview()).isTrue();
        assertThat(cast.header().trials()).containsExactly(1);
        assertThat(cast.trialWords())
                .contains("The day runs 1 trial(s) of this schedule, each followed by the judges' votes: "
                        + "trial 1 is rounds 1-4.");
    }

    private static final String WAGER = """
        name: Wager
        rules: kurzweil-kapor
        seed: 1
        terminals: { T1: { judge: 1 }, T2: { judge: 2 }, T3: { judge: 3 } }
        entities:
          M1: { program: [cat] }
          F1: { confederate: D1 }
          F2: { confederate: D2 }
          F3: { confederate: D3 }
        """;

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
                    .filter(r -> !cast.metIn(r, judge).entities().isEmpty())
                    .boxed()
                    .toList();
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
        var header = parlor.transcripts.rules.VerdictLog.read(
                new java.io.StringReader(cast.header().toJson() + "\n"), "verdicts.jsonl");

        assertThat(header.skipped()).isEmpty();
        assertThat(header.contest().orElseThrow().timing()).hasValueSatisfying(timing -> {
            assertThat(timing.eachSide()).contains(java.time.Duration.ofSeconds(30));
            assertThat(timing.review()).isEqualTo(java.time.Duration.ofMinutes(2));
            assertThat(timing)
                    .hasToString(
                            "1 min talking (30 s with each side in turn), 2 min review after each round, no break between rounds");
        });
    }
}
