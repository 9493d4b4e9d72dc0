package parlor.relay.day;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.transcripts.rules.Check;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictDesk;
import parlor.transcripts.rules.VerdictEntry;

/**
 * Parlor itself at the judge's terminal after a round: it puts the rule set's questions one at a
 * time, says on the status line what is wrong with an answer while it is typed (a rating out of
 * range, a split used before), and records an answer only when the rules let it stand, durably,
 * before saying so. The judge answers with the same keys and two Returns as in any conversation,
 * so a plain terminal can give verdicts too.
 */
final class VerdictClerk implements Entity {

    /** Grows as the judge answers: a half verdict's second question takes its place, and {@link #thenAsk}'s come last. */
    private final List<VerdictQuestion> questions;
    private final Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk;
    private final VerdictDesk desk;
    private final int round;
    private final int judge;
    private final String terminal;
    private EntityListener listener;
    private int next;
    private boolean askedThen;

    VerdictClerk(List<VerdictQuestion> questions, VerdictDesk desk, int round, int judge, String terminal) {
        this(questions, recorded -> List.of(), desk, round, judge, terminal);
    }

    /**
     * @param thenAsk the questions that follow once {@code questions} are answered, from every verdict then recorded (2009's
     *                ranks need the judge's last pick)
     */
    VerdictClerk(List<VerdictQuestion> questions, Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk, VerdictDesk desk,
            int round, int judge, String terminal) {
        this.questions = new ArrayList<>(questions);
        this.thenAsk = thenAsk;
        this.desk = desk;
        this.round = round;
        this.judge = judge;
        this.terminal = terminal;
    }

    @Override
    public void start(EntityListener entityListener) {
        this.listener = entityListener;
        moreIfDone();
        listener.replied(questions.isEmpty() ? "Round " + round + " is over. Please wait."
            : "Round " + round + " is over. Your conversations are above: scroll back with PgUp to read them.\n" + questions.get(0).ask());
    }

    @Override
    public void judgeTyping(int finishedLines, String currentLine) {
        if (next >= questions.size()) {
            return;
        }
        VerdictQuestion question = questions.get(next);
        String problem = VerdictQuestion.shape(question, currentLine)
            .or(() -> currentLine.isBlank() ? Optional.empty() : firstReason(
                desk.checkTyping(question.recordedIn(), judge, question.form(), question.typed(currentLine))))
            .orElse("");
        listener.notice(problem);
    }

    @Override
    public void judgeSaid(String message) {
        if (next >= questions.size()) {
            listener.replied("Your verdicts for round " + round + " are recorded. Please wait.");
            return;
        }
        VerdictQuestion question = questions.get(next);
        listener.notice("");
        switch (question.answer(message)) {
            case VerdictQuestion.Answer.NotUnderstood not -> listener.replied("Sorry: " + not.why() + ".\n" + question.ask());
            case VerdictQuestion.Answer.Asks asks -> {
                questions.set(next, asks.next());
                listener.replied(asks.next().ask());
            }
            case VerdictQuestion.Answer.Given given -> record(question, given.verdict());
        }
    }

    /** Hands the verdict in; only once it is on disk does the judge hear "Recorded." and the next question. */
    private void record(VerdictQuestion question, Verdict verdict) {
        Check check = desk.submit(question.recordedIn(), judge, terminal, verdict);
        if (!check.isOk()) {
            // a split out of range is wrong on both sides: say it once
            listener.replied("Not recorded: " + String.join("; ", check.reasons().stream().distinct().toList()) + ".\n" + question.ask());
            return;
        }
        next++;
        moreIfDone();
        listener.replied("Recorded." + (next < questions.size() ? "\n" + questions.get(next).ask()
            : " Thank you: your verdicts for round " + round + " are recorded. Please wait."));
    }

    private static Optional<String> firstReason(Check check) {
        return check.reasons().stream().findFirst();
    }

    /** When the questions run out, the follow-up questions join once, worked out from what is recorded by then. */
    private void moreIfDone() {
        if (next >= questions.size() && !askedThen) {
            askedThen = true;
            questions.addAll(thenAsk.apply(desk.recorded()));
        }
    }

    @Override
    public void close() {
        // nothing runs: the clerk is the relay itself
    }
}
