package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.ContestLoader;
import parlor.relay.rounds.DayPlan;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;

/** A prelim day's one review: each judge ranks every entry met, best first, and the operator's status counts the ranks due. */
class PrelimReviewTest {

    private final DayCast cast = DayCast.of(ContestLoader.parse(
            """
        name: Prelim
        rules: loebner-2006
        stage: prelim
        seed: 1
        terminals:
          T1: { judge: 1 }
          T2: { judge: 2 }
        entities:
        """
                    + java.util.stream.IntStream.rangeClosed(1, 5)
                            .mapToObj(e -> "  E" + e + ": { program: [cat] }\n")
                            .reduce("", String::concat),
            "prelim.yaml",
            Path.of("/srv/contest")));
    private final List<DayPlan.Phase> phases = cast.plan().phases();
    private final List<VerdictEntry> recorded = new ArrayList<>();

    @Test
    void afterTheLastRoundEachJudgeRanksTheFiveEntriesMetAndTheyAreDueUntilRecorded() {
        DayPlan.Phase review = phases.getLast();
        assertThat(phases.stream().filter(DayPlan.Phase::isReview))
                .as("one review, after the last round")
                .containsExactly(review);
        var judge = cast.schedule().cast().judges().getFirst();

        List<VerdictQuestion> asked = ReviewQuestions.placings(cast.reviewedAt(review.round(), judge));

        assertThat(asked)
                .extracting(VerdictQuestion::ask)
                .hasSize(5)
                .first()
                .asString()
                .isEqualTo(
                        "Where does the other side in round 1 stand among the 5 you talked to?\n1 (best) to 5 (worst)");
        assertThat(asked).allMatch(q -> q.recordedIn() == 0);
        assertThat(VerdictsDue.byTerminal(cast, phases, recorded))
                .containsEntry("T1", "5 due")
                .containsEntry("T2", "5 due");
        for (VerdictQuestion question : asked) {
            recorded.add(new VerdictEntry(
                    Instant.EPOCH,
                    0,
                    1,
                    "T1",
                    new Verdict.Rank(question.subject().getFirst(), 1 + recorded.size())));
        }
        assertThat(VerdictsDue.byTerminal(cast, phases, recorded))
                .containsEntry("T1", "in")
                .containsEntry("T2", "5 due");
        assertThat(cast.header().toJson()).contains("\"rules\":\"loebner-2006\",\"stage\":\"prelim\"");
    }
}
