package parlor.relay.switchboard;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.entity.Entities;

/** Every terminal's session, each linked to its own instance of its entity. */
public final class Switchboard implements AutoCloseable {

    private final Map<String, TerminalSession> sessions = new LinkedHashMap<>();
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
            } else {
                sessions.put(terminal.id(), session(terminal, entitySpec, contest, supervised(entitySpec, terminal.id(), clock), clock, fresh, false));
            }
        }
    }

    /** Entries that can crash or hang are kept running by a supervisor; the built-in demo cannot. */
    private static parlor.relay.entity.Entity supervised(EntitySpec spec, String terminal, Clock clock) {
        return switch (spec) {
            case EntitySpec.Program program -> new parlor.relay.entity.SupervisedEntity(terminal, program.id(),
                () -> Entities.create(program, terminal, clock), program.replyTimeout(), clock);
            case EntitySpec.Lpp lpp -> new parlor.relay.entity.SupervisedEntity(terminal, lpp.id(),
                () -> Entities.create(lpp, terminal, clock), lpp.replyTimeout(), clock);
            case EntitySpec.Tcp tcp -> new parlor.relay.entity.SupervisedEntity(terminal, tcp.id(),
                () -> Entities.create(tcp, terminal, clock), tcp.replyTimeout(), clock);
            // a failed request is retried after a pause by a fresh client that goes on with the same conversation
            case EntitySpec.Http http -> {
                var history = new parlor.relay.entity.HttpChatEntity.History();
                yield new parlor.relay.entity.SupervisedEntity(terminal, http.id(),
                    () -> new parlor.relay.entity.HttpChatEntity(http.id(), Entities.httpSettings(http), terminal, clock, history),
                    http.replyTimeout().plusSeconds(5), clock);
            }
            default -> Entities.create(spec, terminal, clock);
        };
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
