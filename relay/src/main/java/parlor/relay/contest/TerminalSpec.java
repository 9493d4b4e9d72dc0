package parlor.relay.contest;

import java.util.Optional;
import parlor.relay.link.HostPort;
import parlor.relay.link.SerialLine;
import parlor.relay.plain.PlainScreen;
import parlor.relay.plain.TerminalCharset;

/**
 * A judge's terminal: which entity it talks to, the judge seated at the start (-1 for none), and
 * how it is wired. A Parlor station connects over the network, or sits on a serial line the relay
 * opens; a plain terminal with no Parlor software (a VT100, picocom, a telnet client) sits on a
 * serial line or a telnet port, and the relay draws its screen ({@code ansi}) or prints plain lines.
 */
public record TerminalSpec(
        String id,
        String entity,
        int judge,
        Optional<SerialLine> serial,
        Optional<HostPort> telnet,
        Optional<PlainScreen.Mode> plain,
        TerminalCharset charset) {

    public TerminalSpec(String id, String entity, int judge) {
        this(id, entity, judge, Optional.empty(), Optional.empty(), Optional.empty(), TerminalCharset.ASCII);
    }

    public TerminalSpec(String id, String entity, int judge, Optional<SerialLine> serial) {
        this(id, entity, judge, serial, Optional.empty(), Optional.empty(), TerminalCharset.ASCII);
    }
}
