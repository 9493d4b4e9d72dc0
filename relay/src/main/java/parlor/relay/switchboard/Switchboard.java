package parlor.relay.switchboard;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.entity.Entities;
import parlor.relay.entity.Entity;
import parlor.relay.host.HostEntity;
import parlor.relay.pacing.Pacing;
import parlor.transcripts.seal.RecordManifest;

/** Every seat (judges' terminals, then confederates' desks), each talking to its own instance of its entity. */
public final class Switchboard implements AutoCloseable {

    private final Map<String, Seat> seats = new LinkedHashMap<>();
    private final List<Seat> inOrder;
    private final Map<String, HostEntity> hosts = new LinkedHashMap<>();
    private final Contest contest;
    private final Clock clock;
    /** The pace of the day's people, as the record has it so far and as they go on. */
    private final parlor.relay.pacing.DayPace people;
    /** The day's record as a whole: which records were opened where, and how far each had come. */
    private final RecordManifest manifest;
    /** Confederate pairs picked up from their records, to be given what one side lacks once both have started. */
    private final List<Runnable> reconciliations = new java.util.ArrayList<>();

    /**
     * Each terminal goes on with its conversation where the relay left off (it was killed, or
     * stopped), unless {@code fresh}: then any such conversation is ended and a new one begins.
     * A terminal whose entity is a confederate is joined to that confederate's desk. Each seat's
     * station link takes up the numbering of the station process last on record there.
     */
    public Switchboard(Contest contest, Clock clock, boolean fresh) {
        this.contest = contest;
        this.clock = clock;
        this.people = PeopleOnRecord.read(contest);
        this.manifest = manifest(contest, clock);
        Map<String, Recovery.LastLink> links = Recovery.lastLinks(contest.transcripts(), contest.recordKey());
        if (contest.day().isPresent()) {
            seatsForRounds(links);
        } else {
            seatsAllDay(links, fresh);
        }
        this.inOrder = List.copyOf(seats.values());
    }

    private void seatsAllDay(Map<String, Recovery.LastLink> links, boolean fresh) {
        for (TerminalSpec terminal : contest.terminals().values()) {
            EntitySpec entitySpec = contest.entityOf(terminal);
            if (entitySpec instanceof EntitySpec.Confederate confederate) {
                ConfederateLink link = new ConfederateLink(ConfederateLink.judgeStarts(contest.day()));
                Seat desk = newSeat(deskSpec(confederate), true, links);
                Seat judge = newSeat(terminal, false, links);
                var deskRecord = opening(
                        desk, Route.talk(deskSide(confederate), link.forDesk, Pacing.NONE), fresh, terminal.judge());
                var judgeRecord = opening(
                        judge, Route.talk(entitySpec, link.forJudge, contest.pacing()), fresh, terminal.judge());
                reconciliations.add(() -> link.reconcile(judgeRecord, deskRecord));
            } else if (entitySpec instanceof EntitySpec.Host hostSpec) {
                HostEntity host = new HostEntity(hostSpec, terminal.id(), clock);
                hosts.put(hostSpec.seat(), host);
                opening(
                        newSeat(terminal, false, links),
                        Route.talk(entitySpec, host, contest.pacing()),
                        fresh,
                        terminal.judge());
            } else {
                Entity entity = Entities.supervised(entitySpec, terminal.id(), clock);
                opening(
                        newSeat(terminal, false, links),
                        Route.talk(entitySpec, entity, contest.pacing()),
                        fresh,
                        terminal.judge());
            }
        }
        // desks after the terminals, in the contest file's order
        seats.values().stream().filter(Seat::isDesk).toList().forEach(desk -> {
            seats.remove(desk.terminal());
            seats.put(desk.terminal(), desk);
        });
    }

    /** In a contest with rounds every seat waits for the first round; the day routes them after. */
    private void seatsForRounds(Map<String, Recovery.LastLink> links) {
        for (TerminalSpec terminal : contest.terminals().values()) {
            newSeat(terminal, false, links).seat(Route.waiting(List.of(), ""), Optional.empty());
        }
        for (EntitySpec entity : contest.entities().values()) {
            if (entity instanceof EntitySpec.Confederate confederate) {
                newSeat(deskSpec(confederate), true, links).seat(Route.waiting(List.of(), ""), Optional.empty());
            } else if (entity instanceof EntitySpec.Host host) {
                // a hidden host keeps its seat all day; each round's terminal is routed to it in turn
                hosts.put(host.seat(), new HostEntity(host, "-", clock));
            }
        }
    }

    /** The transcripts folder's manifest, gone on with after a restart. */
    private static RecordManifest manifest(Contest contest, Clock clock) {
        try {
            parlor.transcripts.files.OwnerOnly.createDirectories(contest.transcripts());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot create " + contest.transcripts(), e);
        }
        return RecordManifest.open(
                contest.transcripts(),
                contest.recordKey(),
                clock,
                why -> parlor.relay.ops.RecordLog.recordFailing("-", why, 1));
    }

    /** Where the verdict log's progress is kept with the records'. */
    public RecordManifest manifest() {
        return manifest;
    }

    private Seat newSeat(TerminalSpec spec, boolean desk, Map<String, Recovery.LastLink> links) {
        Seat seat = new Seat(spec, desk, contest, clock, Optional.ofNullable(links.get(spec.id())), people, manifest);
        seats.put(spec.id(), seat);
        return seat;
    }

    /** A seat's first conversation: the one an earlier run left open, unless a fresh start is asked for. */
    private Optional<Recovery.Recovered> opening(Seat seat, Route route, boolean fresh, int judge) {
        Optional<Recovery.Recovered> recovered = Recovery.find(
                contest.transcripts().resolve(route.entity().id()), seat.terminal(), "", contest.recordKey());
        if (fresh && recovered.isPresent()) {
            Recovery.end(recovered.get(), clock, contest, "", manifest);
            recovered = Optional.empty();
        }
        seat.seat(route, confederatesAskNothingAgain(route, recovered), judge);
        return recovered;
    }

    /** A confederate pair is given what it lacks by {@link ConfederateLink#reconcile}: neither side's entity is asked again. */
    private static Optional<Recovery.Recovered> confederatesAskNothingAgain(
            Route route, Optional<Recovery.Recovered> recovered) {
        boolean pair = route.entity() instanceof EntitySpec.Confederate || route.entity() instanceof EntitySpec.Desk;
        return pair ? recovered.map(Recovery::withoutAskingAgain) : recovered;
    }

    private static TerminalSpec deskSpec(EntitySpec.Confederate confederate) {
        return new TerminalSpec(confederate.desk(), ".desk-" + confederate.desk(), -1);
    }

    private static EntitySpec deskSide(EntitySpec.Confederate confederate) {
        return new EntitySpec.Desk(
                ".desk-" + confederate.desk(), "confederate desk " + confederate.desk(), "back room");
    }

    /**
     * Seat {@code seat} (a terminal or a desk) goes on to its next conversation; the one before ends
     * with {@code endedBy} on its record. With {@code resuming}, the relay has just restarted in the
     * middle of the phase: the conversation its record left open for this phase is taken up again.
     * Returns the seat.
     */
    public Seat route(String seat, Route route, String endedBy, boolean resuming) {
        Seat at = seats.get(seat);
        Optional<Recovery.Recovered> recovered = resuming && !route.readOnly()
                ? Recovery.find(
                        contest.transcripts().resolve(route.entity().id()), seat, route.phase(), contest.recordKey())
                : Optional.empty();
        at.handOver(route, endedBy, confederatesAskNothingAgain(route, recovered));
        return at;
    }

    /** Terminal {@code terminal} and the confederate's desk go on to a conversation with each other in phase {@code phase}. */
    public void joinConfederate(
            String terminal,
            EntitySpec.Confederate confederate,
            Pacing pacing,
            String phase,
            String endedBy,
            boolean resuming) {
        ConfederateLink link = new ConfederateLink(ConfederateLink.judgeStarts(contest.day()));
        // the confederate watched the judge type the message: it appears at the desk at once, unpaced
        // 2006: the confederate is reminded of the opening assertion as each conversation begins
        List<String> preface = OpeningAssertion.required(contest.day()) ? OpeningAssertion.PROMPT : List.of();
        Route deskRoute = new Route(deskSide(confederate), link.forDesk, Pacing.NONE, false, preface, phase);
        Route judgeRoute = new Route(confederate, link.forJudge, pacing, false, List.of(), phase);
        Optional<Recovery.Recovered> desk = resuming
                ? Recovery.find(
                        contest.transcripts().resolve(deskRoute.entity().id()),
                        confederate.desk(),
                        phase,
                        contest.recordKey())
                : Optional.empty();
        Optional<Recovery.Recovered> judge = resuming
                ? Recovery.find(contest.transcripts().resolve(confederate.id()), terminal, phase, contest.recordKey())
                : Optional.empty();
        // the desk first: the judge's side may speak as soon as it is routed
        // the desk's record names the judge across the wire, as the judge's own record does
        seats.get(confederate.desk())
                .handOver(
                        deskRoute,
                        endedBy,
                        desk.map(Recovery::withoutAskingAgain),
                        seats.get(terminal).judge());
        seats.get(terminal).handOver(judgeRoute, endedBy, judge.map(Recovery::withoutAskingAgain));
        link.reconcile(judge, desk);
    }

    /** What terminal {@code terminal} showed of its conversation with {@code entity} in the day's phase {@code phase}, from the record. */
    public List<String> screenOnRecord(EntitySpec entity, String terminal, String phase) {
        return Recovery.screenOf(contest.transcripts().resolve(entity.id()), terminal, phase, contest.recordKey());
    }

    /** Each new conversation's 2006 opening assertion is recorded in {@code record} from now on. */
    public void recordOpeningsIn(OpeningRecord record) {
        inOrder.forEach(seat -> seat.recordOpeningsIn(record));
    }

    /** Every seat, terminals first, in the contest file's order. */
    public List<Seat> seats() {
        return inOrder;
    }

    public void start() {
        inOrder.forEach(Seat::start);
        reconciliations.forEach(Runnable::run);
        reconciliations.clear();
    }

    /** Acknowledgements and resends for every terminal and hidden host; one reading of the clock serves them all. */
    public void tick(java.time.Instant now) {
        inOrder.forEach(seat -> seat.tick(now));
        hosts.values().forEach(host -> host.tick(now));
        manifest.retry();
    }

    /** The entry on hidden host {@code seat} (H7), if the contest has one. */
    public Optional<HostEntity> host(String seat) {
        return Optional.ofNullable(hosts.get(seat));
    }

    public String hostNames() {
        return hosts.isEmpty() ? "none" : String.join(", ", hosts.keySet());
    }

    public Optional<Seat> seat(String terminal) {
        return Optional.ofNullable(seats.get(terminal));
    }

    /** How far behind the judges an audience wall runs. */
    public java.time.Duration audienceDelay() {
        return contest.audienceDelay();
    }

    public String contestName() {
        return contest.name();
    }

    public String terminalNames() {
        return inOrder.stream().map(Seat::terminal).collect(java.util.stream.Collectors.joining(", "));
    }

    private static void closeQuietly(Seat seat) {
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
        try (var closing = java.util.concurrent.Executors.newThreadPerTaskExecutor(
                Thread.ofPlatform().name("close-seat-", 0).factory())) {
            inOrder.forEach(seat -> closing.submit(() -> closeQuietly(seat)));
        }
        // after every seat: each record left open is on the manifest with where it stood
        manifest.close();
    }
}
