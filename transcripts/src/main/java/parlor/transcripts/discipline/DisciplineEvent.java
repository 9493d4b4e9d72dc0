package parlor.transcripts.discipline;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.screen.ScreenEvent;

/** What the line discipline decided a keystroke (or an entity's reply) means. */
public sealed interface DisciplineEvent {

    /** Something for the terminal's screen. */
    record Show(ScreenEvent screen) implements DisciplineEvent {}

    /**
     * The judge finished a line of a message (a transcript line), {@code at} when it took effect. A line typed ahead,
     * its Return pressed during the other side's turn, takes effect when the turn comes back: {@code typedAhead} says
     * when it was typed.
     */
    record JudgeLine(int judge, String text, Instant at, Optional<Instant> typedAhead) implements DisciplineEvent {
        /** A line that took effect as it was typed. */
        public JudgeLine(int judge, String text, Instant at) {
            this(judge, text, at, Optional.empty());
        }
    }

    /** The judge finished a message: the turn passes to the hidden side. */
    record MessageCompleted(int judge, List<String> lines, Instant at) implements DisciplineEvent {
        public MessageCompleted {
            lines = List.copyOf(lines);
        }

        public String text() {
            return String.join("\n", lines);
        }
    }

    /** {@code @@nn} CR CR: judge nn now sits at this terminal. */
    record JudgeChanged(int previous, int judge, Instant at) implements DisciplineEvent {}

    /**
     * What the judge's status line should say about their last {@code @@nn}: why it seated no one
     * ({@code judge numbers have two digits: type @@05}), or nothing once a later message or
     * announcement has gone through. The refused line is neither transcribed nor sent.
     */
    record JudgeNotice(String text) implements DisciplineEvent {}

    /** A line from the hidden side was shown (a transcript line). */
    record EntityLine(String text, Instant at) implements DisciplineEvent {}

    /** A key took effect now (typed live, or type-ahead applied after a reply): what an entry listening to keys hears. */
    record KeyApplied(parlor.transcripts.keys.Key key) implements DisciplineEvent {}

    /** A key was recorded but had no effect on the screen, and why. */
    record Refused(String key, String reason) implements DisciplineEvent {}
}
