package parlor.relay.console;

import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import parlor.relay.ops.Alerts;

/**
 * What the operator's console sees and does; the relay implements it and logs every action in
 * the operator log. Actions return what happened in words, or throw {@link IllegalStateException}
 * saying why they cannot be done now ("no round is running to pause").
 */
public interface RelayControls {

    /** Everything at a glance, as of now. */
    Overview overview();

    /** Starts the first round, or the next phase when the contest is waiting between phases. */
    String start();

    /** Stops the round clock; conversations go on. */
    String pause();

    /** Starts the round clock again. */
    String resume();

    /** Gives the current phase more time. */
    String extend(Duration more);

    /** Ends the current phase now, as if its time were up. */
    String endPhase();

    /** Stops the entity a terminal talks to and starts it again (a new process; the conversation goes on), and lets go a telnet client holding the seat. */
    String restartEntity(String terminal);

    /**
     * Watches a terminal's conversation, read-only: each line on its screen so far, then each line
     * as it is completed, until the returned handle is closed. Nothing can be typed into it.
     */
    AutoCloseable watch(String terminal, Consumer<String> line);

    /** Tells the audience walls who sat where and who was human; refused while a judge could still see it before a verdict. */
    String reveal();

    /**
     * Records in the verdict log that {@code entry} is disqualified, and why (2003 rules 38 and 43: the judges' or their
     * panel's decision), and says so in the operator log; refused without a day's verdict log or for an unknown entry.
     */
    default String disqualify(String entry, String reason) {
        throw new IllegalStateException("this relay keeps no verdict log to record a disqualification in");
    }

    /**
     * Tells {@code shown} of each alert (a line for the operator: an entry that stopped, a record that
     * cannot be written) until the returned subscription is closed; called on the thread that saw it.
     */
    default Alerts.Subscription alerts(Consumer<String> shown) {
        return () -> {};
    }

    /**
     * What every console says as it opens, under its welcome, for the operator to read before typing
     * anything: a day PAUSED (as a restarted relay leaves it), a contest anyone may take a seat in, a
     * record found altered. Alert lines, as {@link #alerts} shows them.
     */
    default List<String> standing() {
        return List.of();
    }

    /**
     * The contest as it stands: the clock, the phase after this one and the time to the end of the
     * day ({@code -} and zero without rounds), and a row per terminal and desk.
     */
    record Overview(
            String contest,
            String rules,
            String phase,
            int round,
            int rounds,
            Duration timeLeft,
            boolean paused,
            String nextPhase,
            Duration dayLeft,
            List<TerminalRow> terminals) {
        public Overview {
            terminals = List.copyOf(terminals);
        }

        /** A contest without a day's plan beyond the clock (no next phase, no end of day known). */
        public Overview(
                String contest,
                String rules,
                String phase,
                int round,
                int rounds,
                Duration timeLeft,
                boolean paused,
                List<TerminalRow> terminals) {
            this(contest, rules, phase, round, rounds, timeLeft, paused, "-", Duration.ZERO, terminals);
        }
    }

    /**
     * One terminal or desk: who sits there ({@code 04}, {@code --}), what it talks to now (entity id,
     * {@code -} when excused), which side in a paired round ({@code left}, {@code right}, {@code -}),
     * the station's link ({@code connected}, {@code no station}), whether the judge's verdicts due so
     * far are recorded ({@code in}, {@code 2 due}, {@code -}; null without rounds), and the notice its
     * judge sees, or the alert that needs the operator there.
     */
    record TerminalRow(
            String terminal, String judge, String entity, String side, String link, String verdicts, String notice) {

        public TerminalRow(String terminal, String judge, String entity, String side, String link, String notice) {
            this(terminal, judge, entity, side, link, null, notice);
        }
    }
}
