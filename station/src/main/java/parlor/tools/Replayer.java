package parlor.tools;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.Terminal;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import parlor.station.screen.StationView;
import parlor.station.ui.ScreenPainter;
import parlor.transcripts.replay.Playhead;
import parlor.transcripts.replay.Timeline;
import parlor.transcripts.screen.Screen;

/**
 * Plays a recorded conversation back on a terminal as the judge saw it: Space pauses, Left and
 * Right seek 10 s of record time, Home goes back to the start, q leaves. Keeps count of how long
 * each frame took, to show it kept up.
 */
final class Replayer {

    static final Duration FRAME = Duration.ofMillis(20);
    private static final Duration SEEK = Duration.ofSeconds(10);
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    /** How the replay went: steps shown, the slowest frame, and the rows of the last frame drawn. */
    record Outcome(int steps, Duration longestFrame, boolean reachedEnd, List<String> lastFrame) {}

    private final Timeline timeline;
    private final Playhead playhead;
    private final Clock clock;
    private final ZoneId zone;
    private final String title;
    private Screen screen = new Screen();
    private int applied;

    Replayer(Timeline timeline, double speed, Clock clock, ZoneId zone, String title) {
        this.timeline = timeline;
        this.playhead = new Playhead(timeline.start(), timeline.end(), speed);
        this.clock = clock;
        this.zone = zone;
        this.title = title;
    }

    /** Runs until q (or, with {@code leaveAtEnd}, until the end of the record). */
    Outcome run(Terminal terminal, boolean leaveAtEnd) throws IOException {
        TerminalScreen tui = new TerminalScreen(terminal);
        tui.startScreen();
        Duration longest = Duration.ZERO;
        List<String> drawn = List.of();
        try {
            Instant last = clock.instant();
            while (true) {
                Instant frameStart = clock.instant();
                playhead.advance(Duration.between(last, frameStart));
                last = frameStart;
                for (KeyStroke key = tui.pollInput(); key != null; key = tui.pollInput()) {
                    if (!control(key)) {
                        return new Outcome(applied, longest, playhead.finished(), drawn);
                    }
                }
                catchUp();
                StationView.Layout[] layout = new StationView.Layout[1];
                ScreenPainter.paint(
                        tui,
                        size -> layout[0] = StationView.layout(
                                screen, 0, (scroll, max) -> status(), size.getColumns(), size.getRows()));
                drawn = layout[0].rows();
                Duration frame = Duration.between(frameStart, clock.instant());
                longest = frame.compareTo(longest) > 0 ? frame : longest;
                if (leaveAtEnd && playhead.finished()) {
                    return new Outcome(applied, longest, true, drawn);
                }
                sleep(FRAME.minus(frame));
            }
        } finally {
            tui.stopScreen();
        }
    }

    /** Applies the record's steps up to the playhead; after a seek back, rebuilds from the start. */
    private void catchUp() {
        int target = timeline.stepsBy(playhead.now());
        if (target < applied) {
            screen = timeline.screenAt(playhead.now());
            applied = target;
            return;
        }
        List<Timeline.Step> steps = timeline.steps();
        while (applied < target) {
            screen.apply(steps.get(applied++).event());
        }
    }

    private boolean control(KeyStroke key) {
        if (key.getKeyType() == KeyType.EOF || key.getKeyType() == KeyType.Escape) {
            return false;
        }
        if (key.getKeyType() == KeyType.Character) {
            char c = key.getCharacter();
            if (c == 'q' || (key.isCtrlDown() && (c == ']' || c == '5'))) {
                return false;
            }
            if (c == ' ') {
                playhead.togglePause();
            }
        }
        switch (key.getKeyType()) {
            case ArrowLeft -> playhead.seek(SEEK.negated());
            case ArrowRight -> playhead.seek(SEEK);
            case Home -> playhead.seek(Duration.between(timeline.end(), timeline.start()));
            default -> {
                // other keys do nothing in a replay
            }
        }
        return true;
    }

    private String status() {
        String state = playhead.paused() ? "PAUSED" : playhead.finished() ? "END" : "x" + trim(playhead.speed());
        return " REPLAY " + title + "  " + CLOCK.format(playhead.now().atZone(zone)) + "  " + state
                + "   Space pause  <-/-> 10s  q quit";
    }

    private static String trim(double speed) {
        return speed == Math.rint(speed) ? Long.toString((long) speed) : Double.toString(speed);
    }

    private static void sleep(Duration pause) {
        if (pause.isNegative() || pause.isZero()) {
            return;
        }
        try {
            Thread.sleep(pause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
