package parlor.relay.day;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.rules.Check;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictIntake;

/**
 * Parlor itself at the judge's terminal after a round: it puts the rule set's questions one at a
 * time, says on the status line what is wrong with an answer while it is typed (a rating out of
 * range, a split used before), and records an answer only when the rules let it stand, durably,
 * before saying so. The judge answers with the same keys and two Returns as in any conversation,
 * so a plain terminal can give verdicts too.
 */
final class VerdictClerk implements Entity, parlor.relay.entity.Resuming {

    /** Grows as the judge answers: a half verdict's second question takes its place, and {@link #thenAsk}'s come last. */
    private final List<VerdictQuestion> questions;

    private final Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk;
    private final VerdictIntake intake;
    /** Grows once, when {@link #thenAsk}'s questions join: 2009's ranks are about conversations of earlier rounds. */
    private ReviewScope scope;

    private final int judge;
    private final String terminal;
    private EntityListener listener;
    private volatile int next;
    private boolean askedThen;

    VerdictClerk(List<VerdictQuestion> questions, VerdictIntake intake, ReviewScope scope, int judge, String terminal) {
        this(questions, recorded -> List.of(), intake, scope, judge, terminal);
    }

    /**
     * @param thenAsk the questions that follow once {@code questions} are answered, from every verdict then recorded (2009's
     *                ranks need the judge's last pick)
     */
    VerdictClerk(
            List<VerdictQuestion> questions,
            Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk,
            VerdictIntake intake,
            ReviewScope scope,
            int judge,
            String terminal) {
        this.questions = new CopyOnWriteArrayList<>(questions);
        this.thenAsk = thenAsk;
        this.intake = intake;
        this.scope = scope;
        this.judge = judge;
        this.terminal = terminal;
    }

    @Override
    public void start(EntityListener entityListener) {
        this.listener = entityListener;
        settle();
        listener.replied(
                next >= questions.size()
                        ? scope.nothingToAsk()
                        : scope.opening() + "\n" + questions.get(next).ask());
    }

    /**
     * The review a relay stopped in: what is recorded stands and is not asked again. An answer the
     * relay recorded but died before confirming is confirmed now; one it never took is taken now,
     * as the answer to the question on the judge's screen; otherwise that question stands.
     */
    @Override
    public void resume(EntityListener entityListener, List<String> said, Optional<String> unanswered) {
        this.listener = entityListener;
        settle();
        long confirmed = said.stream().filter(line -> line.startsWith(RECORDED)).count();
        long recorded = questions.subList(0, Math.min(next, questions.size())).stream()
                .filter(question ->
                        intake.recorded().stream().anyMatch(e -> e.judge() == judge && question.answeredBy(e)))
                .count();
        if (unanswered.isEmpty()) {
            return;
        }
        if (recorded > confirmed) {
            listener.replied(RECORDED + afterRecorded());
        } else {
            judgeSaid(unanswered.get());
        }
    }

    private static final String RECORDED = "Recorded.";

    /** What follows "Recorded.", on the next line: the next question, or thanks when there is none. */
    private String afterRecorded() {
        return next < questions.size()
                ? "\n" + questions.get(next).ask()
                // a line of its own: after "Recorded." the thanks for several rounds would pass the screen's width
                : "\nThank you: your " + scope.verdicts() + " are recorded. Please wait.";
    }

    /** The question the judge is asked now, if any is left. */
    Optional<VerdictQuestion> asking() {
        return next < questions.size() ? Optional.of(questions.get(next)) : Optional.empty();
    }

    /**
     * The questions not answered yet, the one asked now first (2009's ranks join only once the last pick is in). Read
     * from the relay's clock as a review ends, while the judge may be answering: the intake has the last word.
     */
    List<VerdictQuestion> unanswered() {
        int asked = next;
        List<VerdictQuestion> all = List.copyOf(questions);
        return all.subList(Math.min(asked, all.size()), all.size());
    }

    @Override
    public void judgeTyping(String unsent) {
        String currentLine = unsent.substring(unsent.lastIndexOf('\n') + 1);
        if (next >= questions.size()) {
            return;
        }
        VerdictQuestion question = questions.get(next);
        String problem = TypedAnswer.shape(question, currentLine)
                .or(() -> currentLine.isBlank()
                        ? Optional.empty()
                        : firstReason(intake.checkTyping(
                                question.recordedIn(), judge, question.form(), question.typed(currentLine))))
                .orElse("");
        listener.notice(problem);
    }

    @Override
    public void judgeSaid(String message) {
        if (next >= questions.size()) {
            listener.replied("Your " + scope.verdicts() + " are recorded. Please wait.");
            return;
        }
        VerdictQuestion question = questions.get(next);
        listener.notice("");
        switch (question.answer(message)) {
            case VerdictQuestion.Answer.NotUnderstood not ->
                listener.replied("Sorry: " + not.why() + ".\n" + question.ask());
            case VerdictQuestion.Answer.Asks asks -> {
                questions.set(next, asks.next());
                listener.replied(asks.next().ask());
            }
            case VerdictQuestion.Answer.Given given -> record(question, given.verdict());
        }
    }

    /** Hands the verdict in; only once it is on disk does the judge hear "Recorded." and the next question. */
    private void record(VerdictQuestion question, Verdict verdict) {
        Check check = intake.submit(question.recordedIn(), judge, terminal, verdict);
        if (!check.isOk()) {
            // a split out of range is wrong on both sides: say it once
            listener.replied("Not recorded: "
                    + String.join("; ", check.reasons().stream().distinct().toList()) + ".\n" + question.ask());
            return;
        }
        next++;
        settle();
        listener.replied(RECORDED + afterRecorded());
    }

    private static Optional<String> firstReason(Check check) {
        return check.reasons().stream().findFirst();
    }

    /**
     * Goes on to the next question worth asking. One already answered is passed over (a relay restarted in a review
     * asks its questions afresh). One that no answer could satisfy would hold the judge until the review's time is up:
     * that is a bug, never shown; the operator hears of it. When the questions run out, the follow-up questions join
     * once, worked out from what is recorded by then.
     */
    private void settle() {
        while (true) {
            if (next >= questions.size() && !askedThen) {
                askedThen = true;
                List<VerdictQuestion> more = thenAsk.apply(intake.recorded());
                questions.addAll(more);
                scope = scope.alsoAbout(
                        more.stream().map(VerdictQuestion::recordedIn).toList());
            }
            if (next >= questions.size()) {
                return;
            }
            VerdictQuestion question = questions.get(next);
            boolean answered = intake.recorded().stream().anyMatch(e -> e.judge() == judge && question.answeredBy(e));
            if (!answered
                    && ReviewQuestions.answerable(
                            question,
                            verdict -> intake.check(question.recordedIn(), judge, verdict)
                                    .isOk())) {
                return;
            }
            if (!answered) {
                OpsLog.verdictUnaskable(terminal, judge, question.ask());
            }
            next++;
        }
    }

    @Override
    public void close() {
        // nothing runs: the clerk is the relay itself
    }
}
