package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.ContestLoader;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.Judge;
import parlor.relay.testing.TwoJudgeDay;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;

/** What the operator's status says of each judge's verdicts as a 2009 day goes on: none due, some due, all in. */
class VerdictsDueTest {

    private final DayCast cast =
            DayCast.of(ContestLoader.parse(TwoJudgeDay.yaml(false, "[cat]", ""), "day.yaml", Path.of("/srv/contest")));
    private final List<DayPlan.Phase> phases = cast.plan().phases();
    private final List<VerdictEntry> recorded = new ArrayList<>();

    @Test
    void beforeAnyReviewNothingIsDue() {
        assertThat(due(firstReview()))
                .containsOnlyKeys("T1", "T2")
                .allSatisfy((terminal, words) -> assertThat(words).isEqualTo("-"));
    }

    @Test
    void aJudgesPickIsDueFromTheirReviewUntilItIsRecorded() {
        Judge judge = reviewing(phases.get(firstReview()));
        String terminal = cast.terminalOf(judge).id();

        assertThat(due(firstReview() + 1)).containsEntry(terminal, "1 due");
        pick(judge, 1);
        assertThat(due(firstReview() + 1)).containsEntry(terminal, "in");
    }

    /** After a judge's last pick come the ranks of those they took for machines: due too, until each is recorded. */
    @Test
    void atTheEndEveryPickAndEveryRankIsDueUntilRecorded() {
        Judge judge = reviewing(phases.getLast());
        int meetings = (int) phases.stream()
                .filter(DayPlan.Phase::isReview)
                .filter(review ->
                        review.placeOf(judge).filter(place -> !place.excused()).isPresent())
                .count();

        assertThat(due(phases.size())).containsEntry(cast.terminalOf(judge).id(), meetings + " due");
        phases.stream()
                .filter(DayPlan.Phase::isReview)
                .filter(review ->
                        review.placeOf(judge).filter(p -> !p.excused()).isPresent())
                .forEach(review -> pick(judge, review.round()));
        assertThat(due(phases.size()))
                .as("every pick in; a rank for each machine")
                .containsEntry(cast.terminalOf(judge).id(), meetings + " due");
        // a 2009 rank goes on record under the round of the conversation it ranks
        ReviewQuestions.ranks(cast.terminalOf(judge).judge(), recorded)
                .forEach(rank -> record(
                        judge,
                        rank.recordedIn(),
                        new Verdict.Rank(((VerdictQuestion.Rank) rank).entity(), 1 + recorded.size() % meetings)));
        assertThat(due(phases.size())).containsEntry(cast.terminalOf(judge).id(), "in");
    }

    private Map<String, String> due(int phasesBegun) {
        return VerdictsDue.byTerminal(cast, phases.subList(0, phasesBegun), recorded);
    }

    private int firstReview() {
        return phases.indexOf(
                phases.stream().filter(DayPlan.Phase::isReview).findFirst().orElseThrow());
    }

    private static Judge reviewing(DayPlan.Phase review) {
        return review.places().stream()
                .filter(place -> !place.excused())
                .findFirst()
                .orElseThrow()
                .judge();
    }

    /** The judge picks the left one of the round's pair as the human. */
    private void pick(Judge judge, int round) {
        List<String> pair = cast.metIn(round, judge).entities();
        record(judge, round, new Verdict.Pick(pair.get(0), pair.get(1), pair.get(0)));
    }

    private void record(Judge judge, int round, Verdict verdict) {
        recorded.add(new VerdictEntry(
                Instant.EPOCH,
                round,
                cast.terminalOf(judge).judge(),
                cast.terminalOf(judge).id(),
                verdict));
    }
}
