package parlor.relay.switchboard;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.entity.Entities;
import parlor.relay.host.HostEntity;

/** Every terminal's session, each linked to its own instance of its entity. */
public final class Switchboard implements AutoCloseable {

    private final Map<String, TerminalSession> sessions = new LinkedHashMap<>();
    private final Map<String, HostEntity> hosts = new LinkedHashMap<>();
    private final String contestName;

    /**
     * Each terminal goes on with its conversation where the relay left off (it was killed, or
     * stopped), unless {@code fresh}: then any such conversation is ended and a new one begins.
     * A terminal whose entity is a confederate is joined to that confederate's desk.
     */
    public Switchboard(Contest contest, Clock clock, boolean fresh) {
        this.contestName = contest.name();
        for (TerminalSpec terminal : contest.terminals().values()) {
            EntitySpec entitySpec = contest.entityOf(terminal);
            if (entitySpec instanceof EntitySpec.Confederate confederate) {
                ConfederateLink link = new ConfederateLink();
                sessions.put(terminal.id(), session(terminal, entitySpec, contest, link.forJudge, clock, fresh, false));
                TerminalSpec deskSpec = new TerminalSpec(confederate.desk(), ".desk-" + confederate.desk(), -1);
                EntitySpec judgeSide = new EntitySpec.Desk(".desk-" + confederate.desk(), "confederate desk " + confederate.desk(), "back room");
                TerminalSession desk = session(deskSpec, judgeSide, contest, link.forDesk, clock, fresh, true);
                link.deskIs(desk);
                sessions.put(confederate.desk(), desk);
            } else if (entitySpec instanceof EntitySpec.Host hostSpec) {
                HostEntity host = new HostEntity(hostSpec, terminal.id(), clock);
                hosts.put(hostSpec.seat(), host);
                sessions.put(terminal.id(), session(terminal, entitySpec, contest, host, clock, fresh, false));
            } else {
                sessions.put(terminal.id(), session(terminal, entitySpec, contest, Entities.supervised(entitySpec, terminal.id(), clock),
                    clock, fresh, false));
            }
        }
    }

    private static TerminalSession session(TerminalSpec terminal, EntitySpec entitySpec, Contest contest, parlor.relay.entity.Entity entity,
            Clock clock, boolean fresh, boolean desk) {
        var recovered = Recovery.find(contest.transcripts().resolve(entitySpec.id()), terminal.id());
        if (fresh && recovered.isPresent()) {
            Recovery.end(recovered.get(), clock, contest.durability());
            recovered = java.util.Optional.empty();
        }
        return new TerminalSession(terminal, entitySpec, contest, entity, clock, recovered, desk);
    }

    public void start() {
        sessions.values().forEach(TerminalSession::start);
    }

    /** Acknowledgements and resends for every terminal. */
    public void tick() {
        sessions.values().forEach(TerminalSession::tick);
        hosts.values().forEach(HostEntity::tick);
    }

    /** The entry on hidden host {@code seat} (H7), if the contest has one. */
    public Optional<HostEntity> host(String seat) {
        return Optional.ofNullable(hosts.get(seat));
    }

    public String hostNames() {
        return hosts.isEmpty() ? "none" : String.join(", ", hosts.keySet());
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
