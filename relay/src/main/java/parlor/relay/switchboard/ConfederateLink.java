package parlor.relay.switchboard;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;

/**
 * A judge's terminal and a confederate's desk, joined for one conversation: each is the other's
 * entity. What the judge sends appears on the desk as the other side's lines; what the confederate
 * sends reaches the judge as a reply, through the same sanitiser and pacing as any program's, and
 * each key of it as it takes effect at the desk, for the judge's side to show as typed where the
 * contest's pacing does. The judge's typing is shown on the desk's status line as it happens.
 * Deliveries run on the link's own thread, in order, so neither seat ever waits for the other's lock.
 */
final class ConfederateLink {

    /** The judge's side, which a restarted relay tells how far the confederate had typed. */
    interface JudgeSide {
        /** The confederate's message being typed at the desk, {@code typed} so far: what the judge lacks of it is shown now. */
        void typingResumed(String typed);
    }

    /** On the confederate's status line while their first words wait for the judge's. */
    static final String HELD = "held: the judge speaks first; your words go once the judge has";

    private final boolean judgeStarts;
    /** What the desk sent before the judge spoke, held back; touched only on the link's thread. */
    private final List<String> held = new java.util.ArrayList<>();

    private boolean judgeSpoke;
    /** What the desk has typed of its next message, as passed on to the judge's side; touched only on the link's thread. */
    private String deskTyping = "";

    private final ExecutorService deliveries = Executors.newSingleThreadExecutor(
            Thread.ofVirtual().name("confederate-link").factory());
    private volatile EntityListener judgeSide;
    private volatile EntityListener deskSide;

    /** With {@code judgeStarts}, the confederate's words wait until the judge has sent a message (see {@link #judgeStarts}). */
    ConfederateLink(boolean judgeStarts) {
        this.judgeStarts = judgeStarts;
    }

    /**
     * 2009 rules: "Both entry programs and human confederates must wait until a judge starts the
     * interaction." The other rule sets say nothing of who starts (2006 has the confederate begin
     * with an assertion), so only 2009 holds a confederate back.
     */
    static boolean judgeStarts(Optional<parlor.relay.contest.Contest.DayRules> day) {
        return day.map(d -> d.rules() == parlor.transcripts.rules.RuleSet.LOEBNER_2009)
                .orElse(false);
    }

    /**
     * Hands a delivery to the link's thread. Once the judge's side has ended (its round is over) the
     * link takes no more; what the desk sends in the moment before the desk moves on goes nowhere.
     */
    private void deliver(Runnable delivery) {
        try {
            deliveries.execute(delivery);
        } catch (java.util.concurrent.RejectedExecutionException pairEnded) {
            // the conversation is over at the judge's terminal
        }
    }

    /** The entity the judge's terminal talks to: the confederate. */
    final Entity forJudge = new Entity() {
        @Override
        public void start(EntityListener listener) {
            judgeSide = listener;
        }

        @Override
        public void judgeSaid(String message) {
            deliver(() -> {
                judgeSpoke = true;
                deskSide.replied(message);
                // the message has arrived: the judge is no longer typing it
                deskSide.notice("");
                held.forEach(judgeSide::replied);
                held.clear();
            });
        }

        @Override
        public void judgeChanged(int judge) {
            deliver(() -> deskSide.notice("judge " + String.format("%02d", judge) + " sat down"));
        }

        @Override
        public void judgeTyping(String unsent) {
            int finishedLines = (int) unsent.chars().filter(c -> c == '\n').count();
            String currentLine = unsent.substring(unsent.lastIndexOf('\n') + 1);
            String lines = finishedLines == 0
                    ? ""
                    : " (" + finishedLines + " line" + (finishedLines == 1 ? "" : "s") + " so far)";
            deliver(() -> deskSide.notice(
                    currentLine.isEmpty() && finishedLines == 0 ? "" : "judge typing" + lines + ": " + currentLine));
        }

        @Override
        public void close() {
            deliveries.shutdown();
        }
    };

    /** The entity the confederate's desk talks to: the judge. */
    final Entity forDesk = new Entity() {
        @Override
        public void start(EntityListener listener) {
            deskSide = listener;
        }

        @Override
        public void judgeSaid(String message) {
            // at the desk, the "judge" is the confederate: their message is the reply
            deliver(() -> fromDesk(message));
        }

        @Override
        public void judgeTyping(String unsent) {
            deliver(() -> typedAtDesk(unsent));
        }

        @Override
        public void close() {
            // closed with the judge's side
        }
    };

    /**
     * After a restart, each side gets what the other sent that its own record lacks: the relay was
     * killed between recording a message at one seat and showing it at the other. Each side's record
     * counts the messages it sent and the replies it received; nothing either already has is sent
     * again. Both sides must have started.
     */
    void reconcile(Optional<Recovery.Recovered> judge, Optional<Recovery.Recovered> desk) {
        List<String> fromJudge = judge.map(Recovery.Recovered::sent).orElse(List.of());
        List<String> fromDesk = desk.map(Recovery.Recovered::sent).orElse(List.of());
        int deskHas = desk.map(Recovery.Recovered::received).orElse(0);
        int judgeHas = judge.map(Recovery.Recovered::received).orElse(0);
        deliver(() -> judgeSpoke |= !fromJudge.isEmpty());
        String typing = desk.map(d -> d.replay().discipline().unsentText()).orElse("");
        deliver(() -> {
            deskTyping = typing;
            if (judgeSide instanceof JudgeSide side) {
                side.typingResumed(typing);
            }
        });
        fromJudge.stream().skip(deskHas).forEach(message -> deliver(() -> deskSide.replied(message)));
        fromDesk.stream().skip(judgeHas).forEach(message -> deliver(() -> fromDesk(message)));
    }

    /** The keys that took the desk's message from what it was to {@code unsent}: erasures, then what was typed. */
    private void typedAtDesk(String unsent) {
        int common = 0;
        while (common < deskTyping.length()
                && common < unsent.length()
                && deskTyping.charAt(common) == unsent.charAt(common)) {
            common++;
        }
        for (int erased = deskTyping.length(); erased > common; erased--) {
            judgeSide.typed(parlor.transcripts.keys.Key.BACKSPACE);
        }
        StreamedReply.keysOf(unsent.substring(common)).forEach(judgeSide::typed);
        deskTyping = unsent;
    }

    /** The confederate's message reaches the judge, unless the judge has yet to start: then it waits, and the desk is told. */
    private void fromDesk(String message) {
        deskTyping = "";
        if (judgeStarts && !judgeSpoke) {
            held.add(message);
            deskSide.notice(HELD);
            return;
        }
        judgeSide.replied(message);
    }
}
