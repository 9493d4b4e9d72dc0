package parlor.relay.link;

import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * What stations and the relay say to each other, above the frame level. Handshake messages are
 * not numbered; data messages (keys, drawing, status) are numbered, acknowledged and resent until
 * they arrive, exactly once.
 */
public sealed interface LinkMessage {

    /**
     * 5: a hidden host is told the contest's facts ({@code FACTS}) and sends its entry's keys as
     * typed ({@code TYPEKEY}); a host of 4 would drop the one and never send the other.
     * 4: on a keyed link every frame after the WELCOME ends with a MAC, not a CRC (docs/link-protocol.md).
     * 3: a welcome's {@code delivered} of -1 means "this relay has no record of your station: number
     * your keys from 1", and a station sends again what a relay says it lost; operator consoles. A
     * station and a relay of different versions refuse each other rather than lose keys.
     */
    String PROTOCOL = "parlor/5";
    /** Stands for "none yet" in handshake fields. */
    String NONE = "-";
    /** The terminal an audience wall's HELLO names to be told the contest's judges' terminals ({@link WallList}). */
    String EVERY_TERMINAL = "*";

    /** A numbered message that must arrive exactly once. */
    sealed interface Data extends LinkMessage
            permits KeyPressed,
                    Draw,
                    Status,
                    RoundClock,
                    JudgeMessage,
                    JudgeNumber,
                    EntryReply,
                    EntryFailed,
                    ToConsole,
                    FromConsole,
                    Facts,
                    EntryKey,
                    Reveal,
                    WallList {}

    /**
     * Station to relay, first. {@code session} names this station process (a restarted station is
     * a new session); {@code relayEpoch} and {@code delivered} say which relay run it last heard
     * and how many of its data messages it has, so the relay can resume rather than redraw.
     */
    record Hello(
            String protocol,
            String terminal,
            String role,
            String session,
            String relayEpoch,
            long delivered,
            String nonce)
            implements LinkMessage {}

    /** Relay to station on links that need a key: prove you hold this seat's key. */
    record Challenge(String nonce) implements LinkMessage {}

    /** Station to relay: the proof, a MAC over both nonces and the seat claimed. */
    record Auth(String mac) implements LinkMessage {}

    /**
     * Relay to station: admitted. {@code delivered} is how many of the station's data messages the
     * relay has, or -1 when it has no record of this station process (which then numbers from 1);
     * fewer than the station saw acknowledged means the relay lost some, and they go again. {@code fresh} means the station must forget its screen (a full redraw follows);
     * {@code proof} shows the relay holds the key too ({@value #NONE} on links without keys).
     */
    record Welcome(String terminal, String relayEpoch, long delivered, boolean fresh, String proof, String contest)
            implements LinkMessage {}

    /** Relay to station: not admitted, and why. The relay closes the link after it. */
    record Refused(String reason) implements LinkMessage {}

    /** Station to relay: one keystroke. */
    record KeyPressed(Key key) implements Data {}

    /** Relay to station: draw this. */
    record Draw(ScreenEvent event) implements Data {}

    /** Relay to station: what the status line says about the conversation. */
    record Status(int judge, String notice) implements Data {}

    /**
     * Relay to station: where the contest's clock stands. {@code phase} is a word a judge reads
     * ({@code waiting}, {@code talk}, {@code excused}, {@code review}, {@code break}, {@code over});
     * {@code side} is {@code left}, {@code right} or {@code -}. The station counts {@code secondsLeft}
     * down itself while {@code running}; a new message comes when the clock is paused, extended or
     * moves to another phase.
     */
    record RoundClock(int round, int rounds, String phase, String side, long secondsLeft, boolean running)
            implements Data {
        /** This clock as it stands {@code later}: a running one counted down (to 0 at most), a stopped one as it is. */
        public RoundClock after(java.time.Duration later) {
            if (!running) {
                return this;
            }
            return new RoundClock(round, rounds, phase, side, Math.max(0, secondsLeft - later.toSeconds()), running);
        }
    }

    /**
     * Relay to a hidden host: part of the judge's completed message (lines joined by {@code \n}).
     * A long message goes in parts, so no frame outgrows a line; {@code more} says another part follows.
     */
    record JudgeMessage(String part, boolean more) implements Data {}

    /** Relay to a hidden host: judge {@code judge} now sits at the terminal. */
    record JudgeNumber(int judge) implements Data {}

    /** Hidden host to relay: part of the entry's reply, raw (the relay sanitises it like any entity's). */
    record EntryReply(String part, boolean more) implements Data {}

    /** Hidden host to relay: the entry has stopped working there, and why. */
    record EntryFailed(String reason) implements Data {}

    /**
     * Relay to a hidden host, as a conversation of a day with rounds begins: the contest's facts
     * for its entry ({@code EntryFacts#line()}), which the host starts afresh with them.
     */
    record Facts(String line) implements Data {}

    /**
     * Relay to an audience wall, once the operator reveals it after the verdicts: who sat at this
     * terminal, and which of them was human, as lines to show ({@code \n} between them).
     */
    record Reveal(String text) implements Data {}

    /**
     * Relay to an audience wall that named no terminal ({@value #EVERY_TERMINAL}): every judge's
     * terminal of the contest, in the contest file's order (a confederate's desk never).
     */
    record WallList(java.util.List<String> terminals) implements Data {
        public WallList {
            terminals = java.util.List.copyOf(terminals);
        }
    }

    /** Hidden host to relay: one key the entry typed (an LPP entry in keystroke mode), raw; its reply's end still comes whole. */
    record EntryKey(Key key) implements Data {}

    /**
     * Relay to a remote operator console ({@code bin/relay console}): one thing for its screen. The
     * console shows {@code OUTPUT} lines, answers a {@code QUESTION} yes or no, shows {@code WATCHED}
     * lines between {@code WATCHING} and {@code UNWATCHED}, prints an {@code ALERT} above its prompt,
     * completes the ids in {@code TERMINALS} (space-separated), and prompts again at {@code DONE}.
     */
    record ToConsole(Kind kind, String text) implements Data {
        public enum Kind {
            OUTPUT,
            QUESTION,
            WATCHING,
            WATCHED,
            UNWATCHED,
            ALERT,
            TERMINALS,
            DONE
        }
    }

    /**
     * A remote operator console to the relay: a {@code COMMAND} line typed at its prompt, the
     * {@code ANSWER} to a question ({@code y} or {@code n}), or {@code UNWATCH} (a key ended the watch).
     */
    record FromConsole(Kind kind, String text) implements Data {
        public enum Kind {
            COMMAND,
            ANSWER,
            UNWATCH
        }
    }

    /** Either side: closing on purpose. */
    record Bye(String reason) implements LinkMessage {}
}
