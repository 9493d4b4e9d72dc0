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

    /**
     * Each terminal goes on with its conversation where the relay left off (it was killed, or
     * stopped), unless {@code fresh}: then any such conversation is ended and a new one begins.
     */
    public Switchboard(Contest contest, Clock clock, boolean fresh) {
        this.contestName = contest.name();
        for (TerminalSpec terminal : contest.terminals().values()) {
            var entitySpec = contest.entityOf(terminal);
            var recovered = Recovery.find(contest.transcripts().resolve(entitySpec.id()), terminal.id());
            if (fresh && recovered.isPresent()) {
                Recovery.end(recovered.get(), clock, contest.durability());
                recovered = java.util.Optional.empty();
            }
            var entity = Entities.create(entitySpec, terminal.id(), clock);
            sessions.put(terminal.id(), new TerminalSession(terminal, contest, entity, clock, recovered));
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
