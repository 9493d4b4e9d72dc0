package parlor.relay.link;

import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/** What stations and the relay say to each other, above the frame level. */
public sealed interface LinkMessage {

    String PROTOCOL = "parlor/1";

    /** Station to relay, first: which terminal this is and in what role. */
    record Hello(String protocol, String terminal, String role) implements LinkMessage {
    }

    /** Relay to station: the terminal is yours; the contest's name is shown on the status line. */
    record Welcome(String terminal, String contest) implements LinkMessage {
    }

    /** Relay to station: not admitted, and why. The relay closes the link after it. */
    record Refused(String reason) implements LinkMessage {
    }

    /** Station to relay: one keystroke. */
    record KeyPressed(Key key) implements LinkMessage {
    }

    /** Relay to station: draw this. */
    record Draw(ScreenEvent event) implements LinkMessage {
    }

    /** Relay to station: what the status line says about the conversation. */
    record Status(int judge, String notice) implements LinkMessage {
    }

    /** Either side: closing on purpose. */
    record Bye(String reason) implements LinkMessage {
    }
}
