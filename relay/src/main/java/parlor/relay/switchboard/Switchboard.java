package parlor.relay.switchboard;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.entity.Entities;

/** Every terminal's session, each linked to its own instance of its entity. */
public final class Switchboard implements AutoCloseable {

    private final Map<String, TerminalSession> sessions = new LinkedHashMap<>();
    private final String contestName;

    public Switchboard(Contest contest, Clock clock) {
        this.contestName = contest.name();
        for (TerminalSpec terminal : contest.terminals().values()) {
            var entity = Entities.create(contest.entityOf(terminal), terminal.id(), clock);
            sessions.put(terminal.id(), new TerminalSession(terminal, contest, entity, clock));
        }
    }

    public void start() {
        sessions.values().forEach(TerminalSession::start);
    }

    /** Acknowledgements and resends for every terminal. */
    public void tick() {
        sessions.values().forEach(TerminalSession::tick);
    }

    public Optional<TerminalSession> session(String terminal) {
        return Optional.ofNullable(sessions.get(terminal));
    }

    public String contestName() {
        return contestName;
    }

    public String terminalNames() {
        return String.join(", ", sessions.keySet());
    }

    @Override
    public void close() {
        sessions.values().forEach(TerminalSession::close);
    }
}
