package parlor.transcripts.replay;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReplay;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/** What a judge's screen showed, as timed screen events: the answer to "what was on screen at t?". */
public final class Timeline {

    /** A screen event and when it happened. */
    public record Step(Instant at, ScreenEvent event) {}

    private final List<Step> steps;

    private Timeline(List<Step> steps) {
        this.steps = List.copyOf(steps);
    }

    /** From Parlor's keystroke log: key by key, through the discipline, exactly as the station drew it. */
    public static Timeline ofKeyLog(List<KeyLogLine> log, String file) {
        KeyLogReplay replay = new KeyLogReplay(log, file);
        List<Step> steps = new ArrayList<>();
        steps.add(new Step(replay.begin().at(), new ScreenEvent.Prompt()));
        for (KeyLogLine line : log) {
            try {
                for (DisciplineEvent event : replay.replay(line)) {
                    if (event instanceof DisciplineEvent.Show show) {
                        steps.add(new Step(line.at(), show.screen()));
                    }
                }
            } catch (IllegalArgumentException unreadable) {
                // a key name that is not a key: it had no effect on the screen either
            }
        }
        return new Timeline(steps);
    }

    /** From a record with lines only (or both sides typing at once): each line appears when it was finished. */
    public static Timeline ofLines(Conversation conversation) {
        List<Step> steps = new ArrayList<>();
        steps.add(new Step(conversation.start(), new ScreenEvent.Prompt()));
        for (Utterance line : conversation.lines()) {
            if (line.speaker() == Speaker.JUDGE) {
                steps.add(new Step(line.at(), new ScreenEvent.Echo(line.text())));
                steps.add(new Step(line.at(), new ScreenEvent.Prompt()));
            } else {
                steps.add(new Step(line.at(), new ScreenEvent.EntityLine(line.text())));
                steps.add(new Step(line.at(), new ScreenEvent.Prompt()));
            }
        }
        return new Timeline(steps);
    }

    public Instant start() {
        return steps.get(0).at();
    }

    public Instant end() {
        return steps.get(steps.size() - 1).at();
    }

    public List<Step> steps() {
        return steps;
    }

    /** The screen as it was at the given moment. */
    public Screen screenAt(Instant moment) {
        Screen screen = new Screen();
        for (Step step : steps) {
            if (step.at().isAfter(moment)) {
                break;
            }
            screen.apply(step.event());
        }
        return screen;
    }

    /** How many steps had happened by the given moment. */
    public int stepsBy(Instant moment) {
        int count = 0;
        while (count < steps.size() && !steps.get(count).at().isAfter(moment)) {
            count++;
        }
        return count;
    }
}
