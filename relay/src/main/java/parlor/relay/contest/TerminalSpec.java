package parlor.relay.contest;

import java.util.Optional;
import parlor.relay.link.SerialLine;

/**
 * A judge's terminal: which entity it talks to, the judge seated at the start (-1 for none), and
 * how it is wired: over the network (a station connects by TCP), or on a serial line the relay
 * opens itself.
 */
public record TerminalSpec(String id, String entity, int judge, Optional<SerialLine> serial) {

    public TerminalSpec(String id, String entity, int judge) {
        this(id, entity, judge, Optional.empty());
    }
}
