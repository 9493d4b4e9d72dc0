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
 * {@code unauthenticated}: the organiser said a telnet seat is meant to ask no key in a keyed contest.
 */
public record TerminalSpec(
        String id,
        String entity,
        int judge,
        Optional<SerialLine> serial,
        Optional<HostPort> telnet,
        Optional<PlainScreen.Mode> plain,
        TerminalCharset charset,
        boolean unauthenticated) {

    public TerminalSpec(String id, String entity, int judge) {
        this(id, entity, judge, Optional.empty(), Optional.empty(), Optional.empty(), TerminalCharset.ASCII, false);
    }

    public TerminalSpec(String id, String entity, int judge, Optional<SerialLine> serial) {
        this(id, entity, judge, serial, Optional.empty(), Optional.empty(), TerminalCharset.ASCII, false);
    }

    /**
     * Why this seat may not be in a contest with a key, or empty: a telnet port asks no key, so whoever
     * reaches it types as its judge, unless the organiser said so ({@code unauthenticated: true}).
     */
    public Optional<String> keylessInKeyedContest() {
        if (telnet.isEmpty() || unauthenticated) {
            return Optional.empty();
        }
        return Optional.of(
                "terminal " + id + " is a telnet port, where no key is asked: anyone who reaches "
                        + telnet.get() + " types as its judge, though the contest has a key."
                        + " Give it a station (leave out telnet:), or say so with 'unauthenticated: true' on a wire you control");
    }
}
