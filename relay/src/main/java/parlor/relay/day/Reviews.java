package parlor.relay.day;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.ops.OpsLog;
import parlor.relay.rounds.Judge;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictForm;
import parlor.transcripts.rules.VerdictIntake;

/**
 * The verdict clerks of the review under way, one at each reviewing judge's terminal, asking the
 * rule set's questions about the rounds reviewed. When the review ends (its time up, or ended by
 * the operator), the operator hears of every judge who left a question unanswered.
 */
final class Reviews {

    /** One judge's clerk in the review after {@code round}. */
    private record Open(TerminalSpec terminal, int round, VerdictClerk clerk) {}

    private final DayCast cast;
    private final VerdictIntake intake;
    private final List<Open> open = new ArrayList<>();

    Reviews(DayCast cast, VerdictIntake intake) {
        this.cast = cast;
        this.intake = intake;
    }

    /** The clerk for a judge's review after {@code round}: each form's questions about the rounds reviewed, in the rules' order. */
    VerdictClerk clerk(TerminalSpec terminal, Judge judge, int round) {
        List<VerdictForm> forms = cast.contest().day().orElseThrow().rules().forms();
        List<Met> reviewed = cast.reviewedAt(round, judge);
        List<VerdictQuestion> questions = cast.prelim()
                ? ReviewQuestions.placings(reviewed)
                : forms.stream()
                        .flatMap(form -> ReviewQuestions.about(form, reviewed).stream())
                        .toList();
        // 2009 ranks those a judge took for machines once all the judge's picks are in: right after the pick at the
        // judge's
        // own last review, as the day's last review excuses the judges who sat out the last round
        boolean ranksNow = forms.contains(VerdictForm.RANK) && !cast.prelim() && round == cast.lastRoundOf(judge);
        Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk =
                recorded -> ranksNow ? ReviewQuestions.ranks(terminal.judge(), recorded) : List.of();
        VerdictClerk clerk = new VerdictClerk(
                questions, thenAsk, intake, ReviewScope.of(round, reviewed), terminal.judge(), terminal.id());
        open.add(new Open(terminal, round, clerk));
        return clerk;
    }

    /** The review is over: each judge who left questions unanswered is named in the operator log, with the first of them. */
    void ended() {
        List<VerdictEntry> recorded = intake.recorded();
        for (Open review : open) {
            int judge = review.terminal().judge();
            List<VerdictQuestion> left = review.clerk().unanswered().stream()
                    .filter(question -> recorded.stream().noneMatch(e -> e.judge() == judge && question.answeredBy(e)))
                    .toList();
            if (!left.isEmpty()) {
                OpsLog.verdictMissing(
                        review.terminal().id(),
                        judge,
                        review.round(),
                        left.getFirst().ask(),
                        left.size());
            }
        }
        open.clear();
    }
}
