package parlor.relay.day;

import java.util.List;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.transcripts.rules.Check;
import parlor.transcripts.rules.VerdictDesk;

/**
 * Parlor itself at the judge's terminal after a round: it puts the rule set's questions one at a
 * time, says on the status line what is wrong with an answer while it is typed (a rating out of
 * range, a split used before), and records an answer only when the rules let it stand, durably,
 * before saying so. The judge answers with the same keys and two Returns as in any conversation,
 * so a plain terminal can give verdicts too.
 */
final class VerdictClerk implements Entity {

    private final List<VerdictQuestion> questions;
    private final VerdictDesk desk;
    private final int round;
    private final int judge;
    private final String terminal;
    private EntityListener listener;
    private int next;

    VerdictClerk(List<VerdictQuestion> questions, VerdictDesk desk, int round, int judge, String terminal) {
        this.questions = List.copyOf(questions);
        this.desk = desk;
        this.round = round;
        this.judge = judge;
        this.terminal = terminal;
    }

    @Override
    public void start(EntityListener entityListener) {
        this.listener = entityListener;
        listener.replied(questions.isEmpty() ? "Round " + round + " is over. Please wait for the next round."
            : "Round " + round + " is over. Your conversations are above: scroll back with PgUp to read them.\n" + questions.get(0).ask());
    }

    @Override
    public void judgeTyping(int finishedLines, String currentLine) {
        if (next >= questions.size()) {
            return;
        }
        VerdictQuestion question = questions.get(next);
        String problem = VerdictQuestion.shape(question, currentLine)
            .or(() -> currentLine.isBlank() || question instanceof VerdictQuestion.Pick ? java.util.Optional.empty()
                : desk.checkTyping(round, judge, question.form(), question.typed(currentLine)).reasons().stream().findFirst())
            .orElse("");
        listener.notice(problem);
    }

    @Override
    public void judgeSaid(String message) {
        if (next >= questions.size()) {
            listener.replied("Your verdicts for round " + round + " are recorded. Please wait for the next round.");
            return;
        }
        VerdictQuestion question = questions.get(next);
        listener.notice("");
        switch (question.answer(message)) {
            case VerdictQuestion.Answer.NotUnderstood not -> listener.replied("Sorry: " + not.why() + ".\n" + question.ask());
            case VerdictQuestion.Answer.Given given -> {
                Check check = desk.submit(round, judge, terminal, given.verdict());
                if (!check.isOk()) {
                    listener.replied("Not recorded: " + String.join("; ", check.reasons()) + ".\n" + question.ask());
                    return;
                }
                next++;
                listener.replied("Recorded." + (next < questions.size() ? "\n" + questions.get(next).ask()
                    : " Thank you: your verdicts for round " + round + " are recorded. Please wait for the next round."));
            }
        }
    }

    @Override
    public void close() {
        // nothing runs: the clerk is the relay itself
    }
}
