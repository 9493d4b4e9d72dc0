package parlor.station.screen;

import parlor.relay.link.LinkMessage;
import parlor.transcripts.screen.Screen;

/**
 * Everything a station shows, as pure state: the conversation the relay drew, the status line's
 * facts, and how far the judge has scrolled back. Changed only through {@link #apply} and friends.
 */
public final class StationState {

    private final Screen conversation = new Screen();
    private final String terminal;
    /** What a watcher's status line says when it types: short, for the status line is one row with much else on it. */
    public static final String WATCHERS_CANNOT_TYPE = "watchers cannot type (bin/relay console)";

    private final boolean watcher;
    private boolean toldWatcher;
    private String contest = "";
    private int judge = -1;
    private String notice = "";
    private String link = "connecting";
    /** Who sat here, once the operator has revealed it to the audience walls; empty until then. */
    private String revealed = "";

    private int scrollBack;
    private LinkMessage.RoundClock roundClock;
    /** The round clock counts down by the monotonic clock: a wall clock set by hand must not change the time left. */
    private final java.time.Clock clock = parlor.relay.link.SteadyClock.startingNow();

    private java.time.Instant clockHeardAt = java.time.Instant.EPOCH;

    public StationState(String terminal) {
        this(terminal, false);
    }

    /** A watcher's state: the same screen, marked read-only on the status line. */
    public StationState(String terminal, boolean watcher) {
        this.terminal = terminal;
        this.watcher = watcher;
    }

    public boolean watcher() {
        return watcher;
    }

    /**
     * A watcher typed: its keys reach the relay only to be counted in the log, never the conversation.
     * The status line says so the first time, until the relay's next notice replaces it.
     */
    public void watcherTyped() {
        if (watcher && !toldWatcher) {
            toldWatcher = true;
            notice = WATCHERS_CANNOT_TYPE;
        }
    }

    public void apply(LinkMessage message) {
        apply(message, clock.instant());
    }

    /** Applies a message heard at {@code now} (the round clock counts down from when it was heard). */
    public void apply(LinkMessage message, java.time.Instant now) {
        switch (message) {
            case LinkMessage.RoundClock clock -> {
                roundClock = clock;
                clockHeardAt = now;
            }
            case LinkMessage.Draw draw -> conversation.apply(draw.event());
            case LinkMessage.Welcome welcome -> contest = welcome.contest();
            case LinkMessage.Status status -> {
                judge = status.judge();
                notice = status.notice();
            }
            case LinkMessage.Reveal reveal -> revealed = reveal.text();
            case LinkMessage.Refused refused -> link = "refused: " + refused.reason();
            case LinkMessage.Bye bye -> link = "relay closed the link: " + bye.reason();
            default -> {
                // the rest is for relays and hidden hosts, or answered by the link itself
            }
        }
    }

    /**
     * The round as the status line shows it at {@code now}: {@code round 2/4 left 4:12},
     * {@code round 2/4 excused}, {@code break 0:45}; empty in a contest without rounds.
     */
    public String roundLine(java.time.Instant now) {
        if (roundClock == null) {
            return "";
        }
        long left = roundClock.running()
                ? Math.max(
                        0,
                        roundClock.secondsLeft()
                                - java.time.Duration.between(clockHeardAt, now).toSeconds())
                : roundClock.secondsLeft();
        String time = left / 60 + ":" + String.format("%02d", left % 60) + (roundClock.running() ? "" : " PAUSED");
        String round = "round " + roundClock.round() + "/" + roundClock.rounds();
        return switch (roundClock.phase()) {
            case "waiting" -> "waiting for the start";
            case "over" -> "contest over";
            case "talk" -> round + (roundClock.side().equals("-") ? "" : " " + roundClock.side()) + " " + time;
            case "break" -> "break " + time;
            default -> round + " " + roundClock.phase() + " " + time;
        };
    }

    /** Now, by the clock the round's time left is counted with. */
    public java.time.Instant now() {
        return clock.instant();
    }

    /** Whether the status line changes by itself as time passes (a round clock is running). */
    public boolean clockRunning() {
        return roundClock != null && roundClock.running();
    }

    /** What the status line says about the link: connected, lost, refused. */
    public void linkIs(String description) {
        link = description;
    }

    public void scroll(int lines) {
        scrollBack = Math.max(0, scrollBack + lines);
    }

    public void scrollToBottom() {
        scrollBack = 0;
    }

    public Screen conversation() {
        return conversation;
    }

    public String terminal() {
        return terminal;
    }

    public String contest() {
        return contest;
    }

    public int judge() {
        return judge;
    }

    public String notice() {
        return notice;
    }

    public String link() {
        return link;
    }

    /** Who sat here and who was human, as the operator revealed it to the audience: empty before that. */
    public String revealed() {
        return revealed;
    }

    public int scrollBack() {
        return scrollBack;
    }
}
