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

    private final Map<String, TerminalSession> sessions = java.util.Collections.synchronizedMap(new LinkedHashMap<>());
    private volatile java.util.List<TerminalSession> seats = java.util.List.of();
    private final Map<String, HostEntity> hosts = new LinkedHashMap<>();
    private final String contestName;

    /**
     * Each terminal goes on with its conversation where the relay left off (it was killed, or
     * stopped), unless {@code fresh}: then any such conversation is ended and a new one begins.
     * A terminal whose entity is a confederate is joined to that confederate's desk.
     */
    public Switchboard(Contest contest, Clock clock, boolean fresh) {
        this.contestName = contest.name();
        if (contest.day().isPresent()) {
            seatsForRounds(contest, clock);
            return;
        }
        for (TerminalSpec terminal : contest.terminals().values()) {
            EntitySpec entitySpec = contest.entityOf(terminal);
            if (entitySpec instanceof EntitySpec.Confederate confederate) {
                ConfederateLink link = new ConfederateLink();
                place(terminal.id(), session(terminal, entitySpec, contest, link.forJudge, clock, fresh, false));
                TerminalSpec deskSpec = new TerminalSpec(confederate.desk(), ".desk-" + confederate.desk(), -1);
                EntitySpec judgeSide = new EntitySpec.Desk(".desk-" + confederate.desk(), "confederate desk " + confederate.desk(), "back room");
                TerminalSession desk = session(deskSpec, judgeSide, contest, link.forDesk, clock, fresh, true);
                link.deskIs(desk);
                place(confederate.desk(), desk);
            } else if (entitySpec instanceof EntitySpec.Host hostSpec) {
                HostEntity host = new HostEntity(hostSpec, terminal.id(), clock);
                hosts.put(hostSpec.seat(), host);
                place(terminal.id(), session(terminal, entitySpec, contest, host, clock, fresh, false));
            } else {
                place(terminal.id(), session(terminal, entitySpec, contest, Entities.supervised(entitySpec, terminal.id(), clock),
                    clock, fresh, false));
            }
        }
    }

    /** In a contest with rounds every seat waits for the first round; the schedule routes them after. */
    private void seatsForRounds(Contest contest, Clock clock) {
        for (TerminalSpec terminal : contest.terminals().values()) {
            place(terminal.id(), TerminalSession.waiting(terminal, contest, clock, false));
        }
        for (EntitySpec entity : contest.entities().values()) {
            if (entity instanceof EntitySpec.Confederate confederate) {
                TerminalSpec deskSpec = new TerminalSpec(confederate.desk(), ".desk-" + confederate.desk(), -1);
                place(confederate.desk(), TerminalSession.waiting(deskSpec, contest, clock, true));
            } else if (entity instanceof EntitySpec.Host host) {
                // a hidden host keeps its seat all day; each round's terminal is routed to it in turn
                hosts.put(host.seat(), new HostEntity(host, "-", clock));
            }
        }
    }

    /** Seat {@code seat} (a terminal or a desk) goes on to its next conversation; returns it, started. */
    public TerminalSession route(String seat, EntitySpec spec, parlor.relay.entity.Entity entity, parlor.relay.pacing.Pacing pacing,
            boolean readOnly, java.util.List<String> preface) {
        synchronized (sessions) {
            TerminalSession next = sessions.get(seat).handOver(spec, entity, pacing, readOnly, preface);
            place(seat, next);
            return next;
        }
    }

    /** Terminal {@code terminal} and the confederate's desk go on to a conversation with each other. */
    public void joinConfederate(String terminal, EntitySpec.Confederate confederate, parlor.relay.pacing.Pacing pacing) {
        ConfederateLink link = new ConfederateLink();
        EntitySpec judgeSide = new EntitySpec.Desk(".desk-" + confederate.desk(), "confederate desk " + confederate.desk(), "back room");
        // the desk first: the judge's side may speak as soon as it is routed
        link.deskIs(route(confederate.desk(), judgeSide, link.forDesk, pacing, false, java.util.List.of()));
        route(terminal, confederate, link.forJudge, pacing, false, java.util.List.of());
    }

    /** Every seat, terminals first, in the contest file's order. */
    public java.util.List<TerminalSession> seats() {
        return seats;
    }

    /** Seats change only between conversations; the tick, 10 times a second, reads a copy made then. */
    private void place(String seat, TerminalSession session) {
        synchronized (sessions) {
            sessions.put(seat, session);
            seats = java.util.List.copyOf(sessions.values());
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
        seats().forEach(TerminalSession::start);
    }

    /** Acknowledgements and resends for every terminal and hidden host; one reading of the clock serves them all. */
    public void tick(java.time.Instant now) {
        seats().forEach(seat -> seat.tick(now));
        hosts.values().forEach(host -> host.tick(now));
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
        return seats().stream().map(TerminalSession::terminal).collect(java.util.stream.Collectors.joining(", "));
    }

    private static void closeQuietly(TerminalSession seat) {
        try {
            seat.close();
        } catch (RuntimeException e) {
            // one seat that cannot close must not keep the others open
            parlor.relay.ops.OpsLog.relayFault("closing terminal " + seat.terminal(), e);
        }
    }

    /**
     * Every seat's conversation ends at once: each entry gets up to 2 s to stop, and one after
     * another ten entries would keep the relay stopping for the sum (a prescreening stops ten).
     * Platform threads: pty4j waits for a process in native code, which would hold a virtual thread's carrier.
     */
    @Override
    public void close() {
        try (var closing = java.util.concurrent.Executors.newThreadPerTaskExecutor(Thread.ofPlatform().name("close-seat-", 0).factory())) {
            seats().forEach(seat -> closing.submit(() -> closeQuietly(seat)));
        }
    }
}
