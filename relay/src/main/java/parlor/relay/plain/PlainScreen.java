package parlor.relay.plain;

import java.util.Locale;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/**
 * Draws a terminal's conversation on a plain terminal that runs no Parlor software (a VT100,
 * picocom, minicom, a telnet client): the relay's screen events and status in, the bytes to send
 * to that terminal out. Pure: no I/O, no clock, no threads. One writer per terminal connection;
 * not thread-safe (call it under the terminal session's lock, in event order).
 *
 * <p>How the relay uses it, per connection:
 * <ol>
 *   <li>when the terminal (re)connects, send {@link #redrawAll} of the conversation so far (an
 *       empty {@link Screen} for a new one): it sets the terminal up and shows the latest part,
 *       which on a slow serial line is far quicker than replaying the whole history;</li>
 *   <li>for every {@code LinkMessage.Draw}, send {@link #draw}{@code (event)};</li>
 *   <li>for every {@code LinkMessage.Status}, send {@link #status}{@code (judge, notice)};</li>
 *   <li>before closing the connection on purpose, send {@link #release()}.</li>
 * </ol>
 * A result may be empty (nothing to send). All text that reaches the wire, the relay's included,
 * has its control characters removed first ({@link TerminalCharset#shown}); the only control
 * bytes a writer sends are its own.
 */
public sealed interface PlainScreen permits AnsiScreenWriter, LinesWriter {

    /** The bytes that make the terminal show this event, following {@link Screen}'s rules. */
    byte[] draw(ScreenEvent event);

    /**
     * The bytes that show the status: which judge sits here ({@code judge < 0}: nobody said yet)
     * and any notice, such as "the other side is not responding" ({@code ""} for none).
     */
    byte[] status(int judge, String notice);

    /** Set the terminal up and show the conversation's latest lines and the status afresh. */
    byte[] redrawAll(Screen conversation, int judge, String notice);

    /** Before the connection closes: leave the terminal as it was found, the cursor on a fresh line. */
    byte[] release();

    /** How a terminal is driven, as a contest file names it ({@code mode: ansi}). */
    enum Mode {
        /** A VT100 or anything emulating one: a scrolling conversation and a status line. */
        ANSI,
        /** A terminal that cannot move its cursor (teletype-like): plain lines only. */
        LINES;

        /** By its name in a contest file: {@code ansi} or {@code lines}, in any case. */
        public static Mode named(String name) {
            return switch (name.strip().toLowerCase(Locale.ROOT)) {
                case "ansi" -> ANSI;
                case "lines" -> LINES;
                default -> throw new IllegalArgumentException("unknown mode '" + name + "': use ansi or lines");
            };
        }
    }

    /** A writer for one connection of the named terminal (its id, shown to the judge). */
    static PlainScreen create(Mode mode, String terminal, TerminalCharset charset) {
        return switch (mode) {
            case ANSI -> new AnsiScreenWriter(terminal, charset);
            case LINES -> new LinesWriter(terminal, charset);
        };
    }
}
